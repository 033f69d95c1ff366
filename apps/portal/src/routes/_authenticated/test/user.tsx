import { createFileRoute } from '@tanstack/react-router';
import { UserTestPage } from '@portal/features/test-pages/components/user-test-page';

export const Route = createFileRoute('/_authenticated/test/user')({
  component: UserTestPage,
});
