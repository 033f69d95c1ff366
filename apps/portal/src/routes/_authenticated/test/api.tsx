import { createFileRoute } from '@tanstack/react-router';
import { ApiTestPage } from '@portal/features/test-pages/components/api-test-page';

export const Route = createFileRoute('/_authenticated/test/api')({
  component: ApiTestPage,
});
