import { createFileRoute } from '@tanstack/react-router';
import { NewFormPage } from '@portal/features/form-builder/components/new-form-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/form_builder/new')({
  component: NewFormPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
