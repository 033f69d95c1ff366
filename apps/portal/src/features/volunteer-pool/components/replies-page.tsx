import { Trans, useLingui } from '@lingui/react/macro';
import {
  getManagedOrganizationsQueryOptions,
  getPoolBlocksQueryOptions,
  getProfileRepliesQueryOptions,
  useApiClient,
  useCurrentUser,
  type ProfileReply,
} from '@platform/api-client';
import { PROFILE_REPLY_STATUSES, type ProfileReplyStatus } from '@platform/contracts';
import { formatDate } from '@platform/i18n';
import { Button, ListFrame, StatusBadge } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FilterForm, FilterSelect, type FilterValues } from '@portal/components/filter-form';
import { filteredListEmpty } from '@portal/components/filtered-list-empty';
import { ActionsCell, ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { isPoolStaff } from '@portal/utils/pool-access';
import { usePoolStops, type PoolStops } from '../hooks/use-pool-stops';
import { REPLY_STATUS_LABELS, REPLY_STATUS_TONES } from '../utils/labels';
import {
  POOL_ORGANIZATIONS_QUERY,
  REPLY_PAGE_SIZE,
  toReplyListQuery,
  type ReplyListSearch,
} from '../utils/reply-list';

/**
 * `/vrijwilligerspool/reacties`: an organisation's sent replies and their
 * state; for staff every reply of the centre, filtered by organisation and
 * state, with "stop this reply" and "stop this organisation's replies".
 */
export function RepliesPage({ search }: { search: ReplyListSearch }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const isStaff = isPoolStaff(useCurrentUser().roles);
  const replies = useSuspenseQuery(
    getProfileRepliesQueryOptions(client, toReplyListQuery(search, { isStaff })),
  );
  const organizations = useQuery({
    ...getManagedOrganizationsQueryOptions(client, POOL_ORGANIZATIONS_QUERY),
    enabled: isStaff,
  }).data?.organizations;
  const blocks = useQuery({ ...getPoolBlocksQueryOptions(client), enabled: isStaff }).data;
  const blockedIds = new Set((blocks ?? []).map((block) => block.organizationId));
  const stops = usePoolStops();
  const { total } = replies.data;
  const hasFilters = Boolean(search.status || (isStaff && search.organization));

  const handleFilter = ({ organization, status }: FilterValues<'organization' | 'status'>) =>
    void navigate({
      to: '/vrijwilligerspool/reacties',
      search: { organization, status: status as ProfileReplyStatus | undefined },
    });

  return (
    <>
      {stops.dialogs}
      <FilterForm
        label={t`Filter replies`}
        search={search}
        onFilter={handleFilter}
        hasFilters={hasFilters}
        clearPath="/vrijwilligerspool/reacties"
      >
        {isStaff && (
          <FilterSelect
            label={t`Organisation`}
            name="organization"
            value={search.organization}
            allLabel={t`All organisations`}
            options={(organizations ?? []).map((organization) => ({
              value: organization.id,
              label: organization.name,
            }))}
            className="max-w-72"
          />
        )}
        <FilterSelect
          label={t`State`}
          name="status"
          value={search.status}
          allLabel={t`All states`}
          options={PROFILE_REPLY_STATUSES.map((status) => ({
            value: status,
            label: i18n._(REPLY_STATUS_LABELS[status]),
          }))}
        />
      </FilterForm>
      <ListFrame
        query={replies}
        empty={{
          isEmpty: (data) => data.replies.length === 0,
          title: <Trans>No replies found</Trans>,
          ...filteredListEmpty({
            hasFilters,
            filteredMessage: (
              <Trans>No reply matches these filters. Change or clear them to see more.</Trans>
            ),
            emptyMessage: isStaff ? (
              <Trans>No organisation has replied to a profile in the pool yet.</Trans>
            ) : (
              <Trans>
                You have not replied to anyone in the pool yet. Search the pool to find volunteers.
              </Trans>
            ),
            clearPath: '/vrijwilligerspool/reacties',
          }),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Replies, newest first, {total} in total</Trans>}
            columns={
              isStaff
                ? [t`Organisation`, t`Volunteer`, t`Message`, t`Sent`, t`State`, t`Actions`]
                : [t`Volunteer`, t`Message`, t`Sent`, t`State`]
            }
          >
            {data.replies.map((reply) => (
              <ReplyRow
                key={reply.id}
                reply={reply}
                stops={isStaff ? stops : null}
                isBlocked={blockedIds.has(reply.organizationId)}
              />
            ))}
          </ListTable>
        )}
      </ListFrame>
      <Pagination
        page={search.page ?? 1}
        pageCount={Math.max(1, Math.ceil(total / REPLY_PAGE_SIZE))}
        total={total}
      />
    </>
  );
}

function ReplyRow({
  reply,
  stops,
  isBlocked,
}: {
  reply: ProfileReply;
  stops: PoolStops | null;
  isBlocked: boolean;
}) {
  const { i18n } = useLingui();
  const organizationName = reply.organizationName;
  const volunteerName = reply.volunteerFirstName;
  const vacancyTitle = reply.vacancyTitle;
  return (
    <ListRow>
      {stops && <ListCell className="font-semibold">{organizationName}</ListCell>}
      <ListCell>{volunteerName}</ListCell>
      <ListCell>
        <p className="line-clamp-3 max-w-md whitespace-pre-line">{reply.body}</p>
        {vacancyTitle && (
          <p className="mt-1 text-sm opacity-80">
            <Trans>For: {vacancyTitle}</Trans>
          </p>
        )}
      </ListCell>
      <ListCell className="whitespace-nowrap">
        {formatDate(reply.createdAt, i18n.locale, true)}
      </ListCell>
      <ListCell>
        <StatusBadge tone={REPLY_STATUS_TONES[reply.status]}>
          {i18n._(REPLY_STATUS_LABELS[reply.status])}
        </StatusBadge>
        {reply.stopReason && <p className="mt-1 max-w-xs text-sm">{reply.stopReason}</p>}
      </ListCell>
      {stops && (
        <ActionsCell>
          {reply.status === 'sent' && (
            <Button
              variant="light"
              size="sm"
              disabled={stops.isPending}
              onClick={() => stops.askStopReply(reply)}
            >
              <Trans>Stop this reply</Trans>
              <span className="sr-only">
                {' '}
                <Trans>
                  of {organizationName} to {volunteerName}
                </Trans>
              </span>
            </Button>
          )}
          {!isBlocked && (
            <Button
              variant="light"
              size="sm"
              disabled={stops.isPending}
              onClick={() => stops.askBlock({ id: reply.organizationId, name: organizationName })}
            >
              <Trans>Stop the organisation's replies</Trans>
              <span className="sr-only"> {organizationName}</span>
            </Button>
          )}
        </ActionsCell>
      )}
    </ListRow>
  );
}
