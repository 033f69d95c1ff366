import { Trans, useLingui } from '@lingui/react/macro';
import type { Application, Conversation } from '@platform/api-client';
import { ConversationLinks, StartConversationButton } from '@platform/conversations';

/** The applicant writes to the organisation the application went to. */
const ORGANIZATION_PARTY = 'organization';

/** Props of {@link ApplicationConversation}. */
export type ApplicationConversationProps = {
  application: Application;
  /** The conversations about this application; `undefined` while they load or when they could not be. */
  conversations: Conversation[] | undefined;
};

/**
 * Talking with the organisation about an application: the conversation
 * about it when there is one (opened from here, with its unread count), else
 * "Ask a question", which starts it and opens it, unless the volunteer
 * withdrew the application. Nothing shows until the page knows which, so the
 * button never offers a second conversation. It stands in the application's
 * row of actions, the conversation on a line of its own.
 */
export function ApplicationConversation({
  application,
  conversations,
}: ApplicationConversationProps) {
  const { t } = useLingui();
  if (!conversations) return null;
  if (conversations.length === 0 && application.status === 'withdrawn') return null;
  const vacancyTitle = application.vacancyTitle;
  if (conversations.length > 0) {
    return (
      <div className="basis-full text-sm">
        <p className="font-semibold">
          <Trans>Your conversation with the organisation</Trans>
        </p>
        <div className="mt-1">
          <ConversationLinks conversations={conversations} />
        </div>
      </div>
    );
  }
  return (
    <StartConversationButton
      recipient={{ recipientType: ORGANIZATION_PARTY, applicationId: application.id }}
      label={
        <Trans>
          Ask a question<span className="sr-only"> about your application for {vacancyTitle}</span>
        </Trans>
      }
      title={<Trans>A question about your application for {vacancyTitle}</Trans>}
      description={t`The organisation's members read it and answer in the conversation. They are told at once, and by e-mail when it stays unread for a few minutes.`}
      defaultSubject={t`Question about my application for ${vacancyTitle}`}
      size="sm"
    />
  );
}
