import { createFileRoute } from '@tanstack/react-router';
import { AuthTestPage } from '@portal/features/test-pages/components/auth-test-page';

export const Route = createFileRoute('/_authenticated/test/auth')({
  component: AuthTestPage,
});
