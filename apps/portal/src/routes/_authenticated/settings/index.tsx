import { createFileRoute } from '@tanstack/react-router';
import { GeneralSettingsPage } from '@portal/features/settings/components/general-settings-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/settings/')({
  component: GeneralSettingsPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
