import { ensureCurrentUser } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import { MyApplicationsPage } from '@site/features/my-applications/components/my-applications-page';

export const Route = createFileRoute('/profiel/aanmeldingen')({
  // Signed in only, like /profiel: an expired session goes to sign-in and back.
  // The list itself loads in the page, which has its own loading and failure
  // states; reading it here would put the applications client in the initial
  // bundle (about 1 kB gzip) for every visitor.
  loader: ensureCurrentUser,
  component: MyApplicationsPage,
});
