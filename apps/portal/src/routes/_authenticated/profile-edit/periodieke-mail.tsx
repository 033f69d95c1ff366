import { ProfileEditDigestScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/profile-edit/periodieke-mail')({
  component: ProfileEditDigestScreen,
});
