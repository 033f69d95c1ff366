import { SignOutScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/uitloggen')({
  component: SignOutScreen,
});
