import { SignUpScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/signup/')({
  staticData: { isPublic: true },
  component: SignUpScreen,
});
