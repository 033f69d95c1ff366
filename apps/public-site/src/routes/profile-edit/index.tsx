import { ProfileEditIndexScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/profile-edit/')({
  component: ProfileEditIndexScreen,
});
