import { useLingui } from '@lingui/react/macro';
import { ensureCurrentUser, ProfileEditScreen } from '@platform/auth';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useProfileSavedToast } from '@site/features/account/hooks/use-profile-saved-toast';
import { usePoolFeature } from '@site/features/volunteer-profile/hooks/use-pool-feature';

export const Route = createFileRoute('/profile-edit')({
  loader: ensureCurrentUser,
  component: ProfileEditPage,
});

function ProfileEditPage() {
  const { t } = useLingui();
  useProfileSavedToast();
  // The volunteer profile tab exists only where the centre has volunteer profiles on.
  const hasPool = usePoolFeature();
  return (
    <ProfileEditScreen
      extraTabs={
        hasPool ? [{ to: '/profile-edit/vrijwilligersprofiel', label: t`Volunteer profile` }] : []
      }
    >
      <Outlet />
    </ProfileEditScreen>
  );
}
