import { createFileRoute } from '@tanstack/react-router';
import { OrganizationSignupSuccessPage } from '@site/features/organization-signup/components/organization-signup-success-page';

export const Route = createFileRoute('/organizations/signup/success')({
  // What happens after a registration (spec §2: public).
  staticData: { isPublic: true },
  component: OrganizationSignupSuccessPage,
});
