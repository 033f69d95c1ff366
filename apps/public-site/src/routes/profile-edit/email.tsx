import { ProfileEditEmailScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/profile-edit/email')({
  component: ProfileEditEmailScreen,
});
