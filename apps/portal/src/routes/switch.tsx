import { createFileRoute } from '@tanstack/react-router';
import { SwitchPage } from '../../features/switch/components/switch-page';

// Spec §2 marks /switch public; choosing needs the user's organisations, so it
// sits behind sign-in (a visitor without a session signs in first).
export const Route = createFileRoute('/_authenticated/switch')({
  staticData: { layout: 'empty' },
  component: SwitchPage,
});
