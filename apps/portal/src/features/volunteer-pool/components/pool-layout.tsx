import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, useCurrentUser } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isPoolStaff } from '@portal/utils/pool-access';

const tabClassName =
  'block rounded-theme px-3 py-2 text-sm font-semibold whitespace-nowrap hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary';

/**
 * `/vrijwilligerspool` and its tabs: searching the pool, the replies sent
 * (staff: every organisation's) and, for staff, the organisations whose
 * replies are stopped.
 */
export function PoolLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const user = useCurrentUser();
  const isStaff = isPoolStaff(user.roles);
  return (
    <>
      <DocumentTitle page={t`Volunteer pool`} appName={meta.appName} />
      <h1 className="mb-2 font-heading text-3xl font-bold tracking-tight">
        <Trans>Volunteer pool</Trans>
      </h1>
      <p className="mb-4 max-w-3xl">
        <Trans>
          Volunteers of the centre who want to be asked. Find people who fit your work and send them
          a reply; they answer through a conversation.
        </Trans>
      </p>
      <nav
        aria-label={t`Volunteer pool`}
        className="mb-6 overflow-x-auto border-b border-black/10 pb-2 dark:border-white/15"
      >
        <ul className="flex gap-1">
          <li>
            <Link
              to="/vrijwilligerspool"
              activeOptions={{ exact: true, includeSearch: false }}
              className={tabClassName}
            >
              <Trans>Search</Trans>
            </Link>
          </li>
          <li>
            <Link
              to="/vrijwilligerspool/reacties"
              activeOptions={{ includeSearch: false }}
              className={tabClassName}
            >
              {isStaff ? <Trans>Replies</Trans> : <Trans>Sent replies</Trans>}
            </Link>
          </li>
          {isStaff && (
            <li>
              <Link
                to="/vrijwilligerspool/blokkades"
                activeOptions={{ includeSearch: false }}
                className={tabClassName}
              >
                <Trans>Stopped organisations</Trans>
              </Link>
            </li>
          )}
        </ul>
      </nav>
      {children}
    </>
  );
}
