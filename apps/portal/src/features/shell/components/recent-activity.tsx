import { Trans } from '@lingui/react/macro';
import { getAuditEventsQueryOptions, useApiClient } from '@platform/api-client';
import { Button, buttonClassName } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AuditEventLine } from '../../../components/audit-event-line';

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
      {events.isPending ? (
        <p aria-busy="true">
          <Trans>Loading activity…</Trans>
        </p>
      ) : events.isError ? (
        <div role="alert">
          <p>
            <Trans>The activity could not be loaded.</Trans>
          </p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void events.refetch()}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : events.data.events.length === 0 ? (
        <p className="rounded-theme border border-dashed border-black/20 p-6 text-center opacity-80 dark:border-white/25">
          <Trans>No recent activity</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {events.data.events.map((event) => (
            <li key={event.id}>
              <AuditEventLine event={event} />
            </li>
          ))}
        </ol>
      )}
      <Link to="/activity" className={buttonClassName({ variant: 'outline' })}>
        <Trans>All activity</Trans>
      </Link>
    </>
  );
}
