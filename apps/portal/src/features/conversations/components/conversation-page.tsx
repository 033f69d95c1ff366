import { Trans } from '@lingui/react/macro';
import {
  getConversationQueryOptions,
  useApiClient,
  useCurrentCenter,
  type Conversation,
} from '@platform/api-client';
import { ConversationParticipants, ConversationThread } from '@platform/conversations';
import { DocumentTitle } from '@platform/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';

/** What the conversation is about, linked where the portal has a page for it. */
function About({ conversation }: { conversation: Conversation }) {
  const title = conversation.aboutTitle ?? '';
  if (
    conversation.applicationId &&
    conversation.participants.some(
      (participant) => participant.isYours && participant.type !== 'user',
    )
  ) {
    return (
      <Link
        to="/applications/$id"
        params={{ id: conversation.applicationId }}
        className={TEXT_LINK_CLASSES}
      >
        <Trans>About the application for {title}</Trans>
      </Link>
    );
  }
  if (conversation.vacancyId) {
    return (
      <Link
        to="/vacancies/$id"
        params={{ id: conversation.vacancyId }}
        className={TEXT_LINK_CLASSES}
      >
        <Trans>About the vacancy {title}</Trans>
      </Link>
    );
  }
  return null;
}

/**
 * `/conversations/{id}`: the subject, who takes part (and for whom the user
 * does), what it is about, then the messages and the reply box. The
 * conversation refetches when a live event names it, so new messages arrive
 * without a reload.
 */
export function ConversationPage({ id }: { id: string }) {
  const { meta } = useCurrentCenter();
  const conversation = useSuspenseQuery(getConversationQueryOptions(useApiClient(), id)).data;
  const subject = conversation.subject;
  return (
    <article className="max-w-3xl">
      <DocumentTitle page={subject} appName={meta.appName} />
      <Link to="/conversations" className={`text-sm font-semibold ${TEXT_LINK_CLASSES}`}>
        <Trans>Back to the conversations</Trans>
      </Link>
      <h1 className="mt-2 font-heading text-3xl font-bold tracking-tight wrap-anywhere">
        {subject}
      </h1>
      <div className="mt-3">
        <ConversationParticipants conversation={conversation} />
      </div>
      <p className="mt-3">
        <About conversation={conversation} />
      </p>
      <div className="mt-8">
        <ConversationThread conversation={conversation} />
      </div>
    </article>
  );
}
