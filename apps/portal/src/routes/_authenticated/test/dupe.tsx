import { createFileRoute } from '@tanstack/react-router';
import { DupeTestPage } from '@portal/features/test-pages/components/dupe-test-page';

export const Route = createFileRoute('/_authenticated/test/dupe')({
  component: DupeTestPage,
});
