import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

// The layout route above has loaded the user and their organisations.
export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardPage,
});
