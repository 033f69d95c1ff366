import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, useCurrentUser } from '@platform/api-client';
import { resolveThemeConfig, ThemeSwitcher } from '@platform/theme';
import { Dialog } from '@platform/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { mayViewAnalytics } from '@portal/utils/analytics-access';
import { useSidebarOpen } from '../hooks/use-sidebar-open';

const entryClassName =
  'flex w-full items-center rounded-theme px-3 py-2 text-left text-sm font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary';

/**
 * The sidebar variant of spec §2: Dashboard, Analytics (for those who may see
 * it), the data viewer (admins), Support and Customize (the theme switcher in a dialog). It starts open and can be collapsed; the choice
 * holds for the browser session.
 */
export function Sidebar() {
  const { t } = useLingui();
  const { center } = useCurrentCenter();
  const { roles } = useCurrentUser();
  const [isOpen, setIsOpen] = useSidebarOpen();
  const [isCustomizing, setIsCustomizing] = useState(false);
  const shape = resolveThemeConfig(center.profile?.themeConfig).defaultShape;
  return (
    <nav aria-label={t`Sidebar`} className="shrink-0 md:w-52">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="portal-sidebar"
        onClick={() => setIsOpen(!isOpen)}
        className={`${entryClassName} mb-2 justify-between border border-black/10 dark:border-white/15`}
      >
        {isOpen ? <Trans>Hide menu</Trans> : <Trans>Show menu</Trans>}
      </button>
      <ul id="portal-sidebar" hidden={!isOpen} className="flex flex-col gap-1">
        <li>
          <Link to="/dashboard" className={entryClassName}>
            <Trans>Dashboard</Trans>
          </Link>
        </li>
        {mayViewAnalytics(roles) && (
          <li>
            <Link to="/analytics" className={entryClassName}>
              <Trans>Analytics</Trans>
            </Link>
          </li>
        )}
        {roles.some((role) => role.name === 'admin') && (
          <li>
            <Link to="/admin/data-viewer" className={entryClassName}>
              <Trans>Data viewer</Trans>
            </Link>
          </li>
        )}
        <li>
          <Link to="/support" className={entryClassName}>
            <Trans>Support</Trans>
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => setIsCustomizing(true)} className={entryClassName}>
            <Trans>Customize</Trans>
          </button>
        </li>
      </ul>
      <Dialog isOpen={isCustomizing} onOpenChange={setIsCustomizing} title={t`Customize`}>
        <ThemeSwitcher defaultShape={shape} />
      </Dialog>
    </nav>
  );
}
