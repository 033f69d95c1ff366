import { createFileRoute } from '@tanstack/react-router';
import { ChangelogPage } from '@portal/features/changelog/components/changelog-page';

export const Route = createFileRoute('/_authenticated/volunteerly/changelog')({
  staticData: { layout: 'wide', isWhite: true },
  component: ChangelogPage,
});
