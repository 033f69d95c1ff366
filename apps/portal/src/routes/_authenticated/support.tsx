import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '@portal/features/support/components/support-page';
import { publicSiteOrigin } from '@portal/features/shell/utils/navigation';

export const Route = createFileRoute('/_authenticated/support')({
  component: SupportRoute,
});

function SupportRoute() {
  return <SupportPage publicSiteUrl={publicSiteOrigin(window.location.host)} />;
}
