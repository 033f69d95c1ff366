import { createFileRoute } from '@tanstack/react-router';
import { TiptapTestPage } from '@portal/features/test-pages/components/tiptap-test-page';

export const Route = createFileRoute('/_authenticated/test/tiptap')({
  component: TiptapTestPage,
});
