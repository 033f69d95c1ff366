import { createFileRoute } from '@tanstack/react-router';
import { UserStoreTestPage } from '@portal/features/test-pages/components/user-store-test-page';

export const Route = createFileRoute('/_authenticated/test/user-store')({
  component: UserStoreTestPage,
});
