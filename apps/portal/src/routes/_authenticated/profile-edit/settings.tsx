import { ProfileEditSettingsScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/profile-edit/settings')({
  component: ProfileEditSettingsScreen,
});
