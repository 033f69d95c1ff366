import { createFileRoute } from '@tanstack/react-router';
import { DesignSettingsPage } from '@portal/features/settings/components/design-settings-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/settings/design')({
  component: DesignSettingsPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
