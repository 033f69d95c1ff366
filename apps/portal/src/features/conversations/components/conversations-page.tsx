import { Trans, useLingui } from '@lingui/react/macro';
import {
  getConversationsQueryOptions,
  useApiClient,
  useCurrentCenter,
  type Conversation,
} from '@platform/api-client';
import {
  CONVERSATION_PAGE_SIZE,
  LatestMessage,
  otherPartiesName,
  toConversationListQuery,
  UnreadCount,
  type ConversationListSearch,
} from '@platform/conversations';
import { DocumentTitle } from '@platform/i18n';
import { ListFrame } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import {
  FILTER_CONTROL_CLASS_NAME,
  FilterField,
  FilterForm,
  type FilterValues,
} from '@portal/components/filter-form';
import { ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { AskCenterButton } from '@portal/components/ask-center-button';

/** The value the "unread only" box sends when ticked. */
const UNREAD_ONLY = 'true';

/** The list's heading and page title, shared with its error state. */
export function ConversationsHeading() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <>
      <DocumentTitle page={t`Conversations`} appName={meta.appName} />
      <h1 className="mb-6 font-heading text-3xl font-bold tracking-tight">
        <Trans>Conversations</Trans>
      </h1>
    </>
  );
}

/**
 * `/conversations`: the conversations the user takes part in (themself, for
 * their organisations, as their centre's staff), newest activity first, with
 * how many messages each has unread; words search subjects and messages.
 * New messages move a conversation up without a reload (live events refetch
 * the list). Organisation members can write to their centre from here.
 */
export function ConversationsPage({ search }: { search: ConversationListSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const conversations = useSuspenseQuery(
    getConversationsQueryOptions(useApiClient(), toConversationListQuery(search)),
  );
  const { total, unreadConversations } = conversations.data;
  const hasFilters = Boolean(search.q || search.unread);
  const pageCount = Math.max(1, Math.ceil(total / CONVERSATION_PAGE_SIZE));

  const handleFilter = ({ q, unread }: FilterValues<'q' | 'unread'>) =>
    void navigate({
      to: '/conversations',
      search: { q, unread: unread === UNREAD_ONLY ? true : undefined },
    });

  return (
    <>
      <ConversationsHeading />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <p>
          {unreadConversations === 0 ? (
            <Trans>You have read every conversation.</Trans>
          ) : (
            <Trans>{unreadConversations} conversations with unread messages.</Trans>
          )}
        </p>
        <AskCenterButton />
      </div>
      <FilterForm
        label={t`Search conversations`}
        search={search}
        onFilter={handleFilter}
        hasFilters={hasFilters}
        clearPath="/conversations"
      >
        <FilterField label={t`Words in the subject or a message`}>
          {(id) => (
            <input
              name="q"
              id={id}
              type="search"
              defaultValue={search.q ?? ''}
              className={FILTER_CONTROL_CLASS_NAME}
            />
          )}
        </FilterField>
        <label className="flex items-center gap-2 pb-2.5">
          <input
            type="checkbox"
            name="unread"
            value={UNREAD_ONLY}
            defaultChecked={search.unread === true}
            className="size-4 accent-primary"
          />
          <Trans>Unread only</Trans>
        </label>
      </FilterForm>

      <ListFrame
        query={conversations}
        empty={{
          isEmpty: (data) => data.conversations.length === 0,
          title: <Trans>No conversations found</Trans>,
          message: hasFilters ? (
            <Trans>No conversation matches this search. Change or clear it to see more.</Trans>
          ) : (
            <Trans>
              Conversations you take part in appear here: start one from an application, an
              organisation or a user.
            </Trans>
          ),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Conversations, newest activity first, {total} in total</Trans>}
            columns={[t`Conversation`, t`Latest message`, t`Unread`]}
          >
            {data.conversations.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} />
            ))}
          </ListTable>
        )}
      </ListFrame>
      <Pagination page={search.page ?? 1} pageCount={pageCount} total={total} />
    </>
  );
}

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { i18n } = useLingui();
  const others = otherPartiesName(conversation, i18n);
  const latest = conversation.lastMessage;
  const unread = conversation.unreadCount;
  return (
    <ListRow>
      <ListCell>
        <Link
          to="/conversations/$id"
          params={{ id: conversation.id }}
          className={`${unread > 0 ? 'font-bold' : 'font-semibold'} ${TEXT_LINK_CLASSES}`}
        >
          {conversation.subject}
        </Link>
        <div className="opacity-80">
          <Trans>with {others}</Trans>
          {conversation.aboutTitle && <> · {conversation.aboutTitle}</>}
        </div>
      </ListCell>
      <ListCell>{latest && <LatestMessage message={latest} />}</ListCell>
      <ListCell>
        <UnreadCount count={unread} />
      </ListCell>
    </ListRow>
  );
}
