import { createFileRoute } from '@tanstack/react-router';
import { SentryTestPage } from '@portal/features/test-pages/components/sentry-test-page';

export const Route = createFileRoute('/_authenticated/test/sentry')({
  component: SentryTestPage,
});
