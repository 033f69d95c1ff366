import { createFileRoute } from '@tanstack/react-router';
import { ToasterTestPage } from '@portal/features/test-pages/components/toaster-test-page';

export const Route = createFileRoute('/_authenticated/test/toaster')({
  component: ToasterTestPage,
});
