import { createFileRoute } from '@tanstack/react-router';
import { FooterSettingsPage } from '@portal/features/settings/components/footer-settings-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/settings/footer')({
  component: FooterSettingsPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
