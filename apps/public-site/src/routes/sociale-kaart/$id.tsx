import {
  getActivityTypesQueryOptions,
  getNonProfitTypesQueryOptions,
  getSocialMapOrganizationQueryOptions,
  getVacancyCategoriesQueryOptions,
  isApiError,
  useApiClient,
} from '@platform/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SocialMapOrganizationPage } from '@site/features/social-map/components/social-map-organization-page';
import { VacancyList } from '@site/features/vacancy-search/components/vacancy-list';

export const Route = createFileRoute('/sociale-kaart/$id')({
  // An organisation of the social map (spec §2: public); one that is not on the map is not found.
  staticData: { isPublic: true },
  loader: ({ context: { queryClient, apiClient }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(getSocialMapOrganizationQueryOptions(apiClient, id)).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) throw notFound();
        throw error;
      }),
      queryClient.ensureQueryData(getNonProfitTypesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getActivityTypesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(apiClient)),
    ]),
  component: SocialMapOrganizationRoute,
});

function SocialMapOrganizationRoute() {
  const { id } = Route.useParams();
  const client = useApiClient();
  const { data } = useSuspenseQuery(getSocialMapOrganizationQueryOptions(client, id));
  const { data: nonProfitTypes } = useSuspenseQuery(getNonProfitTypesQueryOptions(client));
  const { data: activityTypes } = useSuspenseQuery(getActivityTypesQueryOptions(client));
  const { data: categories } = useSuspenseQuery(getVacancyCategoriesQueryOptions(client));
  const nonProfitTypeNames = useMemo(() => new Map(nonProfitTypes.map((type) => [type.id, type.name])), [nonProfitTypes]);
  const activityTypeNames = useMemo(() => new Map(activityTypes.map((type) => [type.id, type.name])), [activityTypes]);
  const categoryNames = useMemo(() => new Map(categories.map((category) => [category.id, category.name])), [categories]);
  return (
    <SocialMapOrganizationPage
      organization={data.organization}
      tiles={data.tiles}
      nonProfitTypeNames={nonProfitTypeNames}
      activityTypeNames={activityTypeNames}
      vacancyList={
        <VacancyList
          vacancies={data.organization.vacancies ?? []}
          categoryNames={categoryNames}
          headingLevel={3}
          hidesOrganization
        />
      }
    />
  );
}
