import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2 lists the forms under /content; they live in the form builder, which
// organisation superusers use too, so this address is outside the content
// section's own access check and leads there.
export const Route = createFileRoute('/_authenticated/content_/forms')({
  beforeLoad: () => {
    throw redirect({ to: '/form_builder', replace: true });
  },
});
