import { createFileRoute } from '@tanstack/react-router';
import { ContactPersonPage } from '@portal/features/settings/components/contact-person-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/settings/contact-person')({
  component: ContactPersonPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
