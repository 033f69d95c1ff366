import { ProfileEditScreen } from '@platform/auth';
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/profile-edit')({
  component: ProfileEditRoute,
});

function ProfileEditRoute() {
  return (
    <ProfileEditScreen>
      <Outlet />
    </ProfileEditScreen>
  );
}
