import { Trans } from '@lingui/react/macro';
import type { Conversation } from '@platform/api-client';
import { RelativeTime } from '@platform/i18n';
import { Link } from '@tanstack/react-router';

const LINK_CLASS_NAME =
  'font-semibold text-primary underline underline-offset-4 dark:text-primary-300';

/**
 * A few conversations where they are about something (an application, a
 * vacancy, an organisation's page): each subject links to its thread, with
 * when it last moved and how many messages wait unread.
 */
export function ConversationLinks({ conversations }: { conversations: Conversation[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {conversations.map((conversation) => {
        const unread = conversation.unreadCount;
        return (
          <li key={conversation.id} className="wrap-anywhere">
            <Link
              to="/conversations/$id"
              params={{ id: conversation.id }}
              className={LINK_CLASS_NAME}
            >
              {conversation.subject}
            </Link>{' '}
            <RelativeTime date={conversation.lastMessageAt} className="text-sm opacity-80" />
            {unread > 0 && (
              <span className="ml-2 text-sm font-semibold">
                <Trans>{unread} unread</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
