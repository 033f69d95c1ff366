import { ensureCurrentUser, PersonalDataSection, ProfileScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import { MyApplicationsLink } from '@site/features/my-applications/components/my-applications-link';

export const Route = createFileRoute('/profiel/')({
  loader: ensureCurrentUser,
  component: ProfilePage,
});

function ProfilePage() {
  return (
    <>
      <ProfileScreen>
        <MyApplicationsLink />
      </ProfileScreen>
      <div className="mx-auto w-full max-w-3xl px-4 pb-8 font-sans text-text">
        <PersonalDataSection />
      </div>
    </>
  );
}
