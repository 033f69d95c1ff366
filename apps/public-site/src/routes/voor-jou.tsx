import { ensureCurrentUser } from '@platform/auth';
import {
  getAgeGroupsQueryOptions,
  getVacancyCategoriesQueryOptions,
  getVolunteerProfileQueryOptions,
} from '@platform/api-client';
import { optionalParam, pageParam } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RecommendationsPage } from '@site/features/vacancy-search/components/recommendations-page';
import { ensurePoolFeature } from '@site/features/volunteer-profile/utils/ensure-pool-feature';

export const Route = createFileRoute('/voor-jou')({
  validateSearch: v.object({ page: optionalParam(pageParam) }),
  // Signed in only, and per person: drawn in the browser, not on the server
  // (docs/decisions.md, issue 28). "Not found" where the centre has no profiles.
  loader: async (argument) => {
    const { queryClient, apiClient } = argument.context;
    await ensurePoolFeature(argument.context);
    await ensureCurrentUser(argument);
    await Promise.all([
      queryClient.ensureQueryData(getVolunteerProfileQueryOptions(apiClient)),
      queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getAgeGroupsQueryOptions(apiClient)),
    ]);
  },
  component: RecommendationsRoute,
});

function RecommendationsRoute() {
  return <RecommendationsPage page={Route.useSearch().page ?? 1} />;
}
