import { SignUpSuccessScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/signup/success')({
  staticData: { isPublic: true },
  component: SignUpSuccessScreen,
});
