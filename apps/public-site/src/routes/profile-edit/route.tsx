import { ensureCurrentUser, ProfileEditScreen } from '@platform/auth';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useProfileSavedToast } from '@site/features/account/hooks/use-profile-saved-toast';

export const Route = createFileRoute('/profile-edit')({
  loader: ensureCurrentUser,
  component: ProfileEditPage,
});

function ProfileEditPage() {
  useProfileSavedToast();
  return (
    <ProfileEditScreen>
      <Outlet />
    </ProfileEditScreen>
  );
}
