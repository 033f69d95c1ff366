import { createFileRoute } from '@tanstack/react-router';
import { PartnerKeysPage } from '@portal/features/settings/components/partner-keys-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/settings/partner-keys')({
  component: PartnerKeysPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
