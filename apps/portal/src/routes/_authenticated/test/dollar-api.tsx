import { createFileRoute } from '@tanstack/react-router';
import { DollarApiTestPage } from '@portal/features/test-pages/components/dollar-api-test-page';

export const Route = createFileRoute('/_authenticated/test/dollar-api')({
  component: DollarApiTestPage,
});
