import { adoptImpersonatedSession, createOwnSessionStore, readSessionHandOff } from '@platform/api-client';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PROFILE_PATH } from '@site/utils/paths';

// Where the portal hands over a session opened by "sign in as" for a user
// who does not work in the portal (#access-token=…&client=…&uid=…). Only
// such a session is taken over; the app then loads anew at the profile, and
// the fragment leaves the history with this entry. A loader, not `beforeLoad`,
// so this code loads with the route instead of in every visit's first download.
export const Route = createFileRoute('/auth/impersonate')({
  staticData: { isPublic: true, layout: 'empty', rendersInBrowser: true },
  loader: async ({ context: { apiClient }, location }) => {
    const session = readSessionHandOff(location.hash);
    const impersonation = session ? await adoptImpersonatedSession(apiClient, session, createOwnSessionStore()) : null;
    throw redirect({ to: impersonation ? PROFILE_PATH : '/', replace: true, reloadDocument: true });
  },
});
