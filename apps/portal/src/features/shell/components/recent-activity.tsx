import { Trans } from '@lingui/react/macro';
import { getAuditEventsQueryOptions, useApiClient } from '@platform/api-client';
import { buttonClassName, ListFrame } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AuditEventLine } from '@portal/components/audit-event-line';

/** Events the activity panel shows; the rest are a click away on /activity. */
const RECENT_EVENTS = 8;

/**
 * The toolbar's activity panel for admins and centre superusers: the latest
 * events of the centre (admins: the tenant), read when the panel opens. The
 * toolbar closes the panel when a link in it changes the page.
 */
export function RecentActivity() {
  const events = useQuery(getAuditEventsQueryOptions(useApiClient(), { pageSize: RECENT_EVENTS }));
  return (
    <>
      <ListFrame
        query={events}
        loading={<Trans>Loading activity…</Trans>}
        failed={{ title: <Trans>The activity could not be loaded.</Trans> }}
        empty={{ isEmpty: (data) => data.events.length === 0, title: <Trans>No recent activity</Trans>, headingLevel: 3 }}
      >
        {(data) => (
          <ol className="flex flex-col gap-4">
            {data.events.map((event) => (
              <li key={event.id}>
                <AuditEventLine event={event} />
              </li>
            ))}
          </ol>
        )}
      </ListFrame>
      <Link to="/activity" className={buttonClassName({ variant: 'outline' })}>
        <Trans>All activity</Trans>
      </Link>
    </>
  );
}
