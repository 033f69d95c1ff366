import { ensureCurrentUser, ProfileScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import { MyApplicationsLink } from '@site/features/my-applications/components/my-applications-link';
import { PoolStatus } from '@site/features/volunteer-profile/components/pool-status';

export const Route = createFileRoute('/profiel/')({
  loader: ensureCurrentUser,
  component: ProfilePage,
});

function ProfilePage() {
  return (
    <ProfileScreen extra={<PoolStatus />}>
      <MyApplicationsLink />
    </ProfileScreen>
  );
}
