import { getPublicVacancyQueryOptions, getResponseTimeQueryOptions, isApiError, recordVacancyView, useApiClient } from '@platform/api-client';
import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { VacancyDetailPage } from '@site/features/vacancy-detail/components/vacancy-detail-page';

export const Route = createFileRoute('/vacancies/$id')({
  // A vacancy's public page (spec §2). Unknown, unpublished or another centre's: the 404 screen.
  staticData: { isPublic: true },
  loader: async ({ context: { queryClient, apiClient }, params: { id } }) => {
    const vacancy = await queryClient.ensureQueryData(getPublicVacancyQueryOptions(apiClient, id)).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    });
    // The organisation's response time: one stored figure; the page shows without it rather than fail.
    if (vacancy.organization) {
      await queryClient.ensureQueryData(getResponseTimeQueryOptions(apiClient, vacancy.organization.id)).catch(() => undefined);
    }
  },
  component: VacancyPage,
});

function VacancyPage() {
  const { id } = Route.useParams();
  const apiClient = useApiClient();
  const { data } = useSuspenseQuery(getPublicVacancyQueryOptions(apiClient, id));
  // Counted once the page is shown in the browser, not when its data is preloaded or rendered on the server.
  useEffect(() => {
    recordVacancyView(apiClient, id).catch(() => undefined);
  }, [apiClient, id]);
  return <VacancyDetailPage vacancy={data} />;
}
