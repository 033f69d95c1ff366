import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@platform/api-client';
import type { NotificationApp } from '@platform/contracts';
import { NotificationBell, RecentNotifications, useUnreadNotificationCount } from '@platform/auth';
import { LanguageSwitch } from '@platform/i18n';
import { ColorModeToggle } from '@platform/theme';
import { StrokeIcon } from '@platform/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PANELS, TOOLBAR_ICONS, type PanelName } from '../utils/toolbar-icons';
import { AccountMenu } from './account-menu';
import { RecentActivity } from './recent-activity';
import { SidePanel } from './side-panel';

/** The portal's notifications: their links stay in the portal, the public site's open there. */
const PORTAL_APP: NotificationApp = 'portal';

const iconButtonClassName =
  'inline-flex size-10 items-center justify-center rounded-theme hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10';

/** Props of {@link Toolbar}. */
export type ToolbarProps = {
  /** The signed-in user, or `null` without a session (a sign-in link instead of the account menu). */
  user: CurrentUser | null;
};

/**
 * The toolbar of spec §2: colour mode, language, notifications, activity and
 * the account menu, or a sign-in link without a session. Language,
 * notifications and activity open right-hand side panels.
 */
export function Toolbar({ user }: ToolbarProps) {
  const { t } = useLingui();
  const [openPanel, setOpenPanel] = useState<PanelName | null>(null);
  const unreadCount = useUnreadNotificationCount();
  // A link in a panel (an event's record, "All activity") leaves the panel behind.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => setOpenPanel(null), [pathname]);
  // Only admins and centre superusers may read the audit trail (docs/permissions.md).
  const seesActivity = !!user?.roles.some(
    (role) => role.name === 'admin' || role.name === 'center_superuser',
  );
  const panelProps = (name: PanelName) => ({
    isOpen: openPanel === name,
    onOpenChange: (isOpen: boolean) => setOpenPanel(isOpen ? name : null),
  });
  return (
    <div className="flex items-center gap-1">
      <ColorModeToggle />
      <button
        type="button"
        aria-label={t`Language`}
        onClick={() => setOpenPanel(PANELS.language)}
        className={iconButtonClassName}
      >
        <StrokeIcon path={TOOLBAR_ICONS.language} />
      </button>
      {user && (
        <>
          <NotificationBell
            unreadCount={unreadCount}
            onClick={() => setOpenPanel(PANELS.notifications)}
            className={iconButtonClassName}
          />
          {seesActivity && (
            <button
              type="button"
              aria-label={t`Activity`}
              onClick={() => setOpenPanel(PANELS.activity)}
              className={iconButtonClassName}
            >
              <StrokeIcon path={TOOLBAR_ICONS.activity} />
            </button>
          )}
        </>
      )}
      {user ? (
        <AccountMenu user={user} />
      ) : (
        <Link
          to="/auth/login-1"
          className={`${iconButtonClassName} w-auto px-3 text-sm font-semibold`}
        >
          <Trans>Sign in</Trans>
        </Link>
      )}
      <SidePanel title={t`Language`} {...panelProps(PANELS.language)}>
        <p>
          <Trans>Choose the language of the portal.</Trans>
        </p>
        <LanguageSwitch />
      </SidePanel>
      <SidePanel title={t`Notifications`} {...panelProps(PANELS.notifications)}>
        <RecentNotifications app={PORTAL_APP} />
      </SidePanel>
      <SidePanel title={t`Activity`} {...panelProps(PANELS.activity)}>
        <RecentActivity />
      </SidePanel>
    </div>
  );
}
