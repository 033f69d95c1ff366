import { ProfileDeletedScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

// Public on purpose: a deleted account has no session left to show this page with.
export const Route = createFileRoute('/profiel/verwijderd')({
  staticData: { isPublic: true },
  component: ProfileDeletedScreen,
});
