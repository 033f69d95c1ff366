import { RecoverScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/auth/recover')({
  staticData: { isPublic: true },
  component: RecoverScreen,
});
