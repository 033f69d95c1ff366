import { Trans, useLingui } from '@lingui/react/macro';
import { getAuditEventsQueryOptions, useApiClient, type AuditEvent } from '@platform/api-client';
import { AUDIT_EVENT_KINDS, type AuditEventKind } from '@platform/contracts';
import { formatDate } from '@platform/i18n';
import { ListFrame } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { filteredListEmpty } from '@portal/components/filtered-list-empty';
import { AuditEventLine } from '@portal/components/audit-event-line';
import {
  FilterForm,
  FilterInput,
  FilterSelect,
  type FilterValues,
} from '@portal/components/filter-form';
import { ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { AUDIT_KIND_LABELS } from '@portal/utils/audit-event-labels';
import {
  ACTIVITY_PAGE_SIZE,
  toAuditEventQuery,
  type ActivitySearch,
} from '../utils/activity-search';
import { ActivityHeading } from './activity-heading';

/**
 * `/activity`: the audit trail of the centre (admins: of the tenant), newest
 * first, filtered by user, kind and dates, with the filters in the URL.
 */
export function ActivityPage({ search }: { search: ActivitySearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const events = useSuspenseQuery(
    getAuditEventsQueryOptions(useApiClient(), toAuditEventQuery(search)),
  );
  const { total } = events.data;
  const hasFilters = Boolean(search.user || search.kind || search.from || search.until);
  const showsIp = events.data.events.some((event) => event.ipAddress !== undefined);

  const handleFilter = ({
    user,
    kind,
    from,
    until,
  }: FilterValues<'user' | 'kind' | 'from' | 'until'>) =>
    void navigate({
      to: '/activity',
      search: { user, kind: kind as AuditEventKind | undefined, from, until, page: undefined },
    });

  return (
    <>
      <ActivityHeading />
      <FilterForm
        label={t`Filter activity`}
        search={search}
        onFilter={handleFilter}
        hasFilters={hasFilters}
        clearPath="/activity"
      >
        <FilterInput label={t`User (name or e-mail address)`} name="user" value={search.user} />
        <FilterSelect
          label={t`Kind`}
          name="kind"
          value={search.kind}
          allLabel={t`All kinds`}
          options={AUDIT_EVENT_KINDS.map((kind) => ({
            value: kind,
            label: i18n._(AUDIT_KIND_LABELS[kind]),
          }))}
        />
        <FilterInput label={t`From`} name="from" type="date" value={search.from} />
        <FilterInput label={t`Until`} name="until" type="date" value={search.until} />
      </FilterForm>
      <ListFrame
        query={events}
        empty={{
          isEmpty: (data) => data.events.length === 0,
          title: <Trans>No activity found</Trans>,
          ...filteredListEmpty({
            hasFilters,
            filteredMessage: <Trans>Nothing matches these filters. Change or clear them to see more.</Trans>,
            emptyMessage: <Trans>Nothing has been recorded yet.</Trans>,
            clearPath: '/activity',
          }),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Activity, {total} events in total</Trans>}
            columns={[t`What happened`, t`When`, ...(showsIp ? [t`IP address`] : [])]}
          >
            {data.events.map((event) => (
              <ActivityRow key={event.id} event={event} showsIp={showsIp} />
            ))}
          </ListTable>
        )}
      </ListFrame>
      <Pagination
        page={search.page ?? 1}
        pageCount={Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE))}
        total={total}
      />
    </>
  );
}

function ActivityRow({ event, showsIp }: { event: AuditEvent; showsIp: boolean }) {
  const { i18n } = useLingui();
  return (
    <ListRow>
      <ListCell>
        <AuditEventLine event={event} />
      </ListCell>
      <ListCell className="whitespace-nowrap">
        {formatDate(event.createdAt, i18n.locale, true)}
      </ListCell>
      {showsIp && <ListCell className="tabular-nums">{event.ipAddress ?? '–'}</ListCell>}
    </ListRow>
  );
}
