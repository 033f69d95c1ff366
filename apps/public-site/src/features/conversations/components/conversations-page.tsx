import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  type ConversationListSearch,
} from '@platform/conversations';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName, ListFrame } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { ConversationSearch } from './conversation-search';
import { PagerLinks } from './pager-links';

const LINK_CLASS_NAME =
  'text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:text-primary-300';

/**
 * `/conversations` on the public site: the signed-in visitor's conversations
 * (with organisations, about their applications and vacancies, or with the
 * centre), newest activity first, each with its unread count; words search
 * subjects and messages. A new message moves a conversation up without a
 * reload (the live stream refetches the list). Loading, failure (with a
 * retry), none yet and none found are the list frame's states.
 */
export function ConversationsPage({ search }: { search: ConversationListSearch }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const navigate = useNavigate();
  // The previous page stays in view while the next search loads.
  const query = useQuery({
    ...getConversationsQueryOptions(useApiClient(), toConversationListQuery(search)),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const hasFilters = Boolean(search.q || search.unread);
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / CONVERSATION_PAGE_SIZE));
  const unreadConversations = data?.unreadConversations ?? 0;

  const handleSearch = (changed: Pick<ConversationListSearch, 'q' | 'unread'>) =>
    void navigate({ to: '/conversations', search: changed });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <DocumentTitle page={t`Conversations`} appName={meta.appName} />
      <div>
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Conversations</Trans>
        </h1>
        <p className="mt-3 text-lg leading-relaxed">
          <Trans>
            Your conversations with organisations and the volunteer centre, the most recent first.
            Start one from your applications or from a vacancy.
          </Trans>
        </p>
      </div>
      <ConversationSearch search={search} onChange={handleSearch} />
      {data && (
        <p role="status">
          {unreadConversations === 0 ? (
            <Trans>You have read every conversation.</Trans>
          ) : (
            <Plural
              value={unreadConversations}
              one="# conversation with unread messages."
              other="# conversations with unread messages."
            />
          )}
        </p>
      )}
      <ListFrame
        query={query}
        label={t`Your conversations`}
        loading={<Trans>Loading your conversations…</Trans>}
        skeleton={{ rows: 3 }}
        failed={{ title: <Trans>Your conversations could not be loaded.</Trans> }}
        empty={{
          isEmpty: (loaded) => loaded.conversations.length === 0,
          ...(hasFilters
            ? {
                title: <Trans>No conversation matches this search.</Trans>,
                action: (
                  <Link to="/conversations" className={buttonClassName({ variant: 'outline' })}>
                    <Trans>Show all conversations</Trans>
                  </Link>
                ),
              }
            : {
                title: <Trans>You have no conversations yet.</Trans>,
                message: (
                  <Trans>
                    Ask an organisation a question from one of your applications or from a vacancy.
                  </Trans>
                ),
                action: (
                  <Link
                    to="/profiel/aanmeldingen"
                    className={buttonClassName({ variant: 'outline' })}
                  >
                    <Trans>My applications</Trans>
                  </Link>
                ),
              }),
        }}
      >
        {(loaded) => (
          <ol className="flex flex-col gap-4">
            {loaded.conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationCard conversation={conversation} />
              </li>
            ))}
          </ol>
        )}
      </ListFrame>
      <PagerLinks page={search.page ?? 1} pageCount={pageCount} />
    </div>
  );
}

/** One conversation: its subject (to the thread), with whom and about what, the latest message and the unread count. */
function ConversationCard({ conversation }: { conversation: Conversation }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const others = otherPartiesName(conversation, i18n);
  const unread = conversation.unreadCount;
  const latest = conversation.lastMessage;
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-theme border bg-background p-5 shadow-xs ${
        unread > 0
          ? 'border-primary/60 dark:border-primary-300/60'
          : 'border-black/10 dark:border-white/15'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2
          id={headingId}
          className={`font-heading text-lg wrap-anywhere ${unread > 0 ? 'font-bold' : 'font-semibold'}`}
        >
          <Link
            to="/conversations/$id"
            params={{ id: conversation.id }}
            className={LINK_CLASS_NAME}
          >
            {conversation.subject}
          </Link>
        </h2>
        {unread > 0 && (
          <p className="rounded-full bg-red-700 px-2.5 text-sm leading-6 font-bold text-white">
            <Trans>{unread} unread</Trans>
          </p>
        )}
      </div>
      <p className="mt-1 text-sm wrap-anywhere opacity-80">
        <Trans>with {others}</Trans>
        {conversation.aboutTitle && <> · {conversation.aboutTitle}</>}
      </p>
      {latest && (
        <div className="mt-3">
          <LatestMessage message={latest} />
        </div>
      )}
    </article>
  );
}
