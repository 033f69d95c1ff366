import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ConversationMessage,
  ConversationParticipant,
  MessageAttachment,
} from '@platform/api-client';
import { formatByteSize, RelativeTime } from '@platform/i18n';
import { participantName } from '../utils/conversation-text';

const LINK_CLASS_NAME = 'text-primary underline underline-offset-4 dark:text-primary-300';
const IMAGE_TYPE_PREFIX = 'image/';

function Attachment({ file }: { file: MessageAttachment }) {
  const { t, i18n } = useLingui();
  const name = file.name ?? t`file`;
  if (file.contentType.startsWith(IMAGE_TYPE_PREFIX)) {
    // A thumbnail that opens the image itself; its name is its description.
    return (
      <a
        href={file.url}
        className="inline-block rounded-theme focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <img
          src={file.url}
          alt={t`Image: ${name}`}
          width={file.width ?? undefined}
          height={file.height ?? undefined}
          loading="lazy"
          className="h-32 w-auto max-w-full rounded-theme border border-black/10 object-cover dark:border-white/15"
        />
      </a>
    );
  }
  const size = formatByteSize(file.byteSize, i18n.locale);
  return (
    <a href={file.url} download={name} className={LINK_CLASS_NAME}>
      <Trans>
        {name} (PDF, {size})
      </Trans>
    </a>
  );
}

/** Props of {@link MessageItem}. */
export type MessageItemProps = {
  message: ConversationMessage;
  /** The side it was written for. */
  side: ConversationParticipant | undefined;
};

/**
 * One message: who wrote it (and for which organisation or centre), when,
 * its text as written, and its files. Messages of the reader's own side stand
 * apart by place and colour, and say so in words too.
 */
export function MessageItem({ message, side }: MessageItemProps) {
  const { t, i18n } = useLingui();
  const isYourSide = side?.isYours ?? false;
  const sender = message.senderName ?? t`Former user`;
  const sideName = side && side.type !== 'user' ? participantName(side, i18n) : null;
  const number = message.number;
  return (
    <article
      aria-label={t`Message ${number} from ${sender}`}
      className={`max-w-[min(40rem,90%)] rounded-theme p-3 ${
        isYourSide ? 'ml-auto bg-primary/10 dark:bg-primary/20' : 'bg-black/5 dark:bg-white/10'
      }`}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold">{sender}</span>
        {sideName && <span>{t`for ${sideName}`}</span>}
        {isYourSide && <span className="sr-only">{t`(your side)`}</span>}
        <RelativeTime date={message.createdAt} className="opacity-80" />
      </p>
      {message.body && <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>}
      {message.attachments.length > 0 && (
        <ul aria-label={t`Files`} className="mt-2 flex flex-wrap items-end gap-3">
          {message.attachments.map((file) => (
            <li key={file.id}>
              <Attachment file={file} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
