import {
  getAgeGroupsQueryOptions,
  getVacancyCategoriesQueryOptions,
  getVolunteerProfileQueryOptions,
} from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { VolunteerProfileScreen } from '@site/features/volunteer-profile/components/volunteer-profile-screen';
import { ensurePoolFeature } from '@site/features/volunteer-profile/utils/ensure-pool-feature';

export const Route = createFileRoute('/profile-edit/vrijwilligersprofiel')({
  // Signed in (the parent's loader); "not found" where the centre has no volunteer profiles.
  loader: async ({ context }) => {
    const { queryClient, apiClient } = context;
    await ensurePoolFeature(context);
    await Promise.all([
      queryClient.ensureQueryData(getVolunteerProfileQueryOptions(apiClient)),
      queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getAgeGroupsQueryOptions(apiClient)),
    ]);
  },
  component: VolunteerProfileScreen,
});
