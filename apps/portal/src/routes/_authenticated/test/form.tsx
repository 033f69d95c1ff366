import { createFileRoute } from '@tanstack/react-router';
import { FormTestPage } from '@portal/features/test-pages/components/form-test-page';

export const Route = createFileRoute('/_authenticated/test/form')({
  component: FormTestPage,
});
