import { ensureCurrentUser } from '@platform/auth';
import { optionalParam, pageParam } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ProfileRepliesPage } from '@site/features/volunteer-profile/components/profile-replies-page';
import { ensurePoolFeature } from '@site/features/volunteer-profile/utils/ensure-pool-feature';

export const Route = createFileRoute('/profile-replies')({
  validateSearch: v.object({ page: optionalParam(pageParam) }),
  // Signed in only (spec §2); "not found" where the centre has no volunteer
  // profiles. The list loads in the page, with its own states.
  loader: async (argument) => {
    await ensurePoolFeature(argument.context);
    await ensureCurrentUser(argument);
  },
  component: ProfileRepliesRoute,
});

function ProfileRepliesRoute() {
  return <ProfileRepliesPage page={Route.useSearch().page ?? 1} />;
}
