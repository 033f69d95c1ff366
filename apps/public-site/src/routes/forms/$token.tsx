import { getPublicFormQueryOptions, isApiError, useApiClient } from '@platform/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { FormPage } from '@site/features/forms/components/form-page';

export const Route = createFileRoute('/forms/$token')({
  // A form to fill in (spec §2: empty layout, public); an unknown token or a draft is the 404 screen.
  staticData: { isPublic: true, layout: 'empty' },
  loader: ({ context: { queryClient, apiClient }, params: { token } }) =>
    queryClient
      .ensureQueryData(getPublicFormQueryOptions(apiClient, token))
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) throw notFound();
        throw error;
      }),
  component: FormRoute,
});

function FormRoute() {
  const { token } = Route.useParams();
  const { data: form } = useSuspenseQuery(getPublicFormQueryOptions(useApiClient(), token));
  return <FormPage form={form} />;
}
