import { Trans, useLingui } from '@lingui/react/macro';
import {
  getConversationQueryOptions,
  isApiError,
  useApiClient,
  useCurrentCenter,
  type Conversation,
} from '@platform/api-client';
import { ConversationParticipants, ConversationThread } from '@platform/conversations';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName, ListFrame } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

const LINK_CLASS_NAME =
  'text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:text-primary-300';

/**
 * What the conversation is about, linked where the site shows it: the
 * volunteer's own application among theirs, or the vacancy's page.
 */
function About({ conversation }: { conversation: Conversation }) {
  const title = conversation.aboutTitle ?? '';
  const isApplicant = conversation.participants.some(
    (participant) => participant.isYours && participant.type === 'user',
  );
  if (conversation.applicationId && isApplicant) {
    return (
      <p>
        <Link to="/profiel/aanmeldingen" className={LINK_CLASS_NAME}>
          <Trans>About your application for {title}</Trans>
        </Link>
      </p>
    );
  }
  if (conversation.vacancyId) {
    return (
      <p>
        <Link
          to="/vacancies/$id"
          params={{ id: conversation.vacancyId }}
          className={LINK_CLASS_NAME}
        >
          <Trans>About the vacancy {title}</Trans>
        </Link>
      </p>
    );
  }
  return null;
}

function BackLink() {
  return (
    <p>
      <Link to="/conversations" className={`text-sm font-medium ${LINK_CLASS_NAME}`}>
        <span aria-hidden="true">← </span>
        <Trans>All conversations</Trans>
      </Link>
    </p>
  );
}

/** A conversation the visitor does not take part in, or that does not exist: the API answers 404 for both. */
function NotFound({ appName }: { appName: string }) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="rounded-theme border border-dashed border-black/20 p-6 dark:border-white/25"
    >
      <DocumentTitle page={t`Conversation not found`} appName={appName} />
      <h1 className="font-heading text-2xl font-bold">
        <Trans>Conversation not found</Trans>
      </h1>
      <p className="mt-2">
        <Trans>This conversation does not exist, or you do not take part in it.</Trans>
      </p>
      <Link to="/conversations" className={`${buttonClassName({ variant: 'outline' })} mt-4`}>
        <Trans>To your conversations</Trans>
      </Link>
    </div>
  );
}

/**
 * `/conversations/{id}` on the public site: the subject, who takes part,
 * what it is about, then the messages and the reply box (`libs/conversations`,
 * as in the portal). New messages arrive without a reload: the live stream
 * refetches the conversation. A conversation the visitor does not take part
 * in (or that does not exist) says so, as the API answers 404 for both.
 */
export function ConversationPage({ id }: { id: string }) {
  const { meta } = useCurrentCenter();
  const query = useQuery(getConversationQueryOptions(useApiClient(), id));
  const isMissing =
    !query.data && !query.isFetching && isApiError(query.error) && query.error.status === 404;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <BackLink />
      {isMissing ? (
        <NotFound appName={meta.appName} />
      ) : (
        <ListFrame
          query={query}
          loading={<Trans>Loading the conversation…</Trans>}
          failed={{ title: <Trans>This conversation could not be loaded.</Trans> }}
        >
          {(conversation) => (
            <article aria-labelledby="conversation-subject" className="flex flex-col gap-4">
              <DocumentTitle page={conversation.subject} appName={meta.appName} />
              <h1
                id="conversation-subject"
                className="font-heading text-3xl font-bold tracking-tight wrap-anywhere sm:text-4xl"
              >
                {conversation.subject}
              </h1>
              <ConversationParticipants conversation={conversation} />
              <About conversation={conversation} />
              <div className="mt-4">
                <ConversationThread key={conversation.id} conversation={conversation} />
              </div>
            </article>
          )}
        </ListFrame>
      )}
    </div>
  );
}
