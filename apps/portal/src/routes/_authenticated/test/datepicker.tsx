import { createFileRoute } from '@tanstack/react-router';
import { DatepickerTestPage } from '@portal/features/test-pages/components/datepicker-test-page';

export const Route = createFileRoute('/_authenticated/test/datepicker')({
  component: DatepickerTestPage,
});
