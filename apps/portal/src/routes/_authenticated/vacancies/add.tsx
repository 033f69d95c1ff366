import { getAgeGroupsQueryOptions, getVacancyCategoriesQueryOptions } from '@platform/api-client';
import { VACANCY_TYPES } from '@platform/contracts';
import { optionalParam } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AddVacancyPage } from '@portal/features/vacancies/components/vacancy-form-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/vacancies/add')({
  // `?type=activity` starts the form as an activity (from the activity overview).
  validateSearch: v.object({ type: optionalParam(v.picklist(VACANCY_TYPES)) }),
  loader: ({ context: { queryClient, apiClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getAgeGroupsQueryOptions(apiClient)),
    ]),
  component: AddVacancyRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function AddVacancyRoute() {
  const { type } = Route.useSearch();
  return <AddVacancyPage initialType={type} />;
}
