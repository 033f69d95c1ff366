import {
  getOrganizationQueryOptions,
  getResponseTimeQueryOptions,
  getVacancyCategoriesQueryOptions,
  isApiError,
  useApiClient,
} from '@platform/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrganizationProfile } from '@site/features/organizations/components/organization-profile';
import { OpenVacancies } from '@site/features/vacancy-search/components/open-vacancies';
import { loadForServerRender } from '@site/utils/server-render';

export const Route = createFileRoute('/organizations/$id')({
  // An organisation's public page (spec §2); unknown or not approved ones are not found.
  staticData: { isPublic: true },
  loader: async ({ context: { queryClient, apiClient }, params: { id } }) => {
    const [organization] = await Promise.all([
      queryClient.ensureQueryData(getOrganizationQueryOptions(apiClient, id)).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) throw notFound();
        throw error;
      }),
      queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(apiClient)),
      // One stored figure; the page shows without it rather than fail.
      queryClient.ensureQueryData(getResponseTimeQueryOptions(apiClient, id)).catch(() => undefined),
      // The open vacancies load in the page in the browser; the server waits for them.
      loadForServerRender((loads) => loads.openVacancies({ queryClient, apiClient }, id)),
    ]);
    // Staff may read pending or denied organisations through the API; the public page shows approved ones only.
    if (organization.status !== 'approved') throw notFound();
  },
  component: OrganizationPage,
});

function OrganizationPage() {
  const { id } = Route.useParams();
  const { data: organization } = useSuspenseQuery(getOrganizationQueryOptions(useApiClient(), id));
  return (
    <OrganizationProfile organization={organization}>
      <OpenVacancies organizationId={organization.id} />
    </OrganizationProfile>
  );
}
