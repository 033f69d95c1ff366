import { ensureCurrentUser, ProfileScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/profiel/')({
  loader: ensureCurrentUser,
  component: ProfileScreen,
});
