import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getWaitingApplicationsQueryOptions, useApiClient, useCurrentCenter, type WaitingApplication } from '@platform/api-client';
import { CENTER_ALERT_DAYS } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { ListFrame } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { formatReceived } from '../utils/application-list-search';

/** The page's heading, title and what it lists. */
function WaitingApplicationsHeading() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <>
      <DocumentTitle page={t`Waiting for an answer`} appName={meta.appName} />
      <p className="mb-2">
        <Link to="/applications" className={TEXT_LINK_CLASSES}>
          <span aria-hidden="true">← </span>
          <Trans>All applications</Trans>
        </Link>
      </p>
      <h1 className="mb-2 font-heading text-3xl font-bold tracking-tight">
        <Trans>Waiting for an answer</Trans>
      </h1>
      <p className="mb-6 max-w-3xl">
        <Trans>
          Applications of your centre that have had no answer for {CENTER_ALERT_DAYS} days or more: no status change and no message from the
          organisation. The organisation was reminded after a week; perhaps you can help.
        </Trans>
      </p>
    </>
  );
}

/** The applications grouped by organisation, in the order the API gives (by name, then oldest first). */
function byOrganization(rows: readonly WaitingApplication[]): { id: string; name: string; rows: WaitingApplication[] }[] {
  const groups = new Map<string, { id: string; name: string; rows: WaitingApplication[] }>();
  for (const row of rows) {
    const group = groups.get(row.organizationId) ?? { id: row.organizationId, name: row.organizationName, rows: [] };
    group.rows.push(row);
    groups.set(row.organizationId, group);
  }
  return [...groups.values()];
}

/** `/applications/waiting` (centre staff): applications unanswered for 14 days or more, per organisation. */
export function WaitingApplicationsPage() {
  const waiting = useSuspenseQuery(getWaitingApplicationsQueryOptions(useApiClient()));
  return (
    <>
      <WaitingApplicationsHeading />
      <ListFrame
        query={waiting}
        empty={{
          isEmpty: (data) => data.length === 0,
          title: <Trans>No application is waiting</Trans>,
          message: <Trans>Every application of your centre had an answer within {CENTER_ALERT_DAYS} days.</Trans>,
        }}
      >
        {(data) => (
          <div className="flex flex-col gap-8">
            {byOrganization(data).map((group) => (
              <OrganizationGroup key={group.id} {...group} />
            ))}
          </div>
        )}
      </ListFrame>
    </>
  );
}

/** One organisation's waiting applications: a heading with their number, and a table. */
function OrganizationGroup({ id, name, rows }: { id: string; name: string; rows: WaitingApplication[] }) {
  const { t, i18n } = useLingui();
  const count = rows.length;
  return (
    <section aria-labelledby={`waiting-${id}`}>
      <h2 id={`waiting-${id}`} className="mb-3 font-heading text-xl font-semibold">
        {name}{' '}
        <span className="text-base font-normal">
          (<Plural value={count} one="# application" other="# applications" />)
        </span>
      </h2>
      <ListTable caption={<Trans>Applications to {name} waiting for an answer, oldest first</Trans>} columns={[t`Applicant`, t`Vacancy`, t`Received`, t`Waiting`]}>
        {rows.map((row) => (
          <WaitingRow key={row.id} row={row} locale={i18n.locale} />
        ))}
      </ListTable>
    </section>
  );
}

function WaitingRow({ row, locale }: { row: WaitingApplication; locale: string }) {
  const { t } = useLingui();
  const days = row.daysWaiting;
  return (
    <ListRow>
      <ListCell>
        <Link to="/applications/$id" params={{ id: row.id }} className={`font-semibold ${TEXT_LINK_CLASSES}`}>
          {row.applicantName || t`Deleted user`}
        </Link>
      </ListCell>
      <ListCell>{row.vacancyTitle}</ListCell>
      <ListCell className="whitespace-nowrap">{formatReceived(row.createdAt, locale)}</ListCell>
      <ListCell className="whitespace-nowrap">
        <Plural value={days} one="# day" other="# days" />
      </ListCell>
    </ListRow>
  );
}
