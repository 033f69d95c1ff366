import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorTestPage } from '@portal/features/test-pages/components/server-error-test-page';

export const Route = createFileRoute('/_authenticated/test/server-error')({
  component: ServerErrorTestPage,
});
