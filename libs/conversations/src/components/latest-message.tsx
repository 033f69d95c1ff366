import { Trans, useLingui } from '@lingui/react/macro';
import type { Conversation } from '@platform/api-client';
import { RelativeTime } from '@platform/i18n';

/** A conversation's latest message in a list: who wrote it, its first words (or "a file") and when. */
export function LatestMessage({ message }: { message: NonNullable<Conversation['lastMessage']> }) {
  const { t } = useLingui();
  const sender = message.senderName ?? t`Former user`;
  return (
    <>
      <p className="line-clamp-2 wrap-anywhere">
        <span className="font-semibold">{sender}:</span> {message.preview || <Trans>a file</Trans>}
      </p>
      <RelativeTime date={message.createdAt} className="text-sm opacity-80" />
    </>
  );
}
