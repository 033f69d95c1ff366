import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '@portal/features/support/components/support-page';

export const Route = createFileRoute('/_authenticated/support')({
  component: SupportPage,
});
