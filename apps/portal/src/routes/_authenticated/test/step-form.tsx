import { createFileRoute } from '@tanstack/react-router';
import { StepFormTestPage } from '@portal/features/test-pages/components/step-form-test-page';

export const Route = createFileRoute('/_authenticated/test/step-form')({
  component: StepFormTestPage,
});
