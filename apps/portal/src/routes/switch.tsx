import { ensureCurrentUser, ensureOrganizationSelection } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import { SwitchPage } from '../features/switch/components/switch-page';

// Spec §2: public, with the empty layout. A signed-in user chooses among their
// organisations, which load first as on every signed-in page; a visitor has
// none yet and is offered to sign in, coming back here.
export const Route = createFileRoute('/switch')({
  staticData: { isPublic: true, layout: 'empty' },
  loader: async (arguments_) => {
    if (!arguments_.context.apiClient.credentials.read()) return;
    await ensureCurrentUser(arguments_);
    await ensureOrganizationSelection(arguments_);
  },
  component: SwitchPage,
});
