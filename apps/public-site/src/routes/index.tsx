import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';

export const Route = createFileRoute('/')({
  // The home page is the content page without a slug (spec §2: `/:slug?`, wide, public).
  staticData: { isPublic: true, layout: 'wide' },
  component: HomePage,
});
