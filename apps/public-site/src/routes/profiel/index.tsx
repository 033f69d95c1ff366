import { ensureCurrentUser, PersonalDataSection, ProfileScreen } from '@platform/auth';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { MyApplicationsLink } from '@site/features/my-applications/components/my-applications-link';
import { PoolStatus } from '@site/features/volunteer-profile/components/pool-status';

export const Route = createFileRoute('/profiel/')({
  loader: ensureCurrentUser,
  component: ProfilePage,
});

function ProfilePage() {
  const navigate = useNavigate();
  return (
    <>
      <ProfileScreen extra={<PoolStatus />}>
        <MyApplicationsLink />
      </ProfileScreen>
      <div className="mx-auto w-full max-w-3xl px-4 pb-8 font-sans text-text">
        <PersonalDataSection
          onDeleted={() => navigate({ to: '/profiel/verwijderd', replace: true })}
        />
      </div>
    </>
  );
}
