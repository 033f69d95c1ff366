import { createFileRoute } from '@tanstack/react-router';
import { TestPagesIndex } from '@portal/features/test-pages/components/test-pages-index';

export const Route = createFileRoute('/_authenticated/test/')({
  component: TestPagesIndex,
});
