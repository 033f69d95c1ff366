import { Trans, useLingui } from '@lingui/react/macro';
import {
  getUnreadNotificationCountQueryOptions,
  useApiClient,
  type CurrentUser,
} from '@platform/api-client';
import { LanguageSwitch } from '@platform/i18n';
import { ColorModeToggle } from '@platform/theme';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PANELS, TOOLBAR_ICONS, type PanelName } from '../utils/toolbar-icons';
import { AccountMenu } from './account-menu';
import { useQuery } from '@tanstack/react-query';
import { RecentActivity } from './recent-activity';
import { RecentNotifications } from './recent-notifications';
import { SidePanel } from './side-panel';

const iconButtonClassName =
  'inline-flex size-10 items-center justify-center rounded-theme hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10';

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 fill-none stroke-current stroke-2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

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
  // A link in a panel (an event's record, "All activity") leaves the panel behind.
  const unread =
    useQuery({ ...getUnreadNotificationCountQueryOptions(useApiClient()), enabled: !!user }).data ??
    0;
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
        <Icon path={TOOLBAR_ICONS.language} />
      </button>
      {user && (
        <>
          <button
            type="button"
            aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
            onClick={() => setOpenPanel(PANELS.notifications)}
            className={`${iconButtonClassName} relative`}
          >
            <Icon path={TOOLBAR_ICONS.notifications} />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </button>
          {seesActivity && (
            <button
              type="button"
              aria-label={t`Activity`}
              onClick={() => setOpenPanel(PANELS.activity)}
              className={iconButtonClassName}
            >
              <Icon path={TOOLBAR_ICONS.activity} />
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
        <RecentNotifications />
      </SidePanel>
      <SidePanel title={t`Activity`} {...panelProps(PANELS.activity)}>
        <RecentActivity />
      </SidePanel>
    </div>
  );
}
