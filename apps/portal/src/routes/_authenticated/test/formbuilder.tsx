import { createFileRoute } from '@tanstack/react-router';
import { FormbuilderTestPage } from '@portal/features/test-pages/components/formbuilder-test-page';

export const Route = createFileRoute('/_authenticated/test/formbuilder')({
  component: FormbuilderTestPage,
});
