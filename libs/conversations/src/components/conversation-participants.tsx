import { Trans, useLingui } from '@lingui/react/macro';
import type { Conversation } from '@platform/api-client';
import { participantName } from '../utils/conversation-text';

/**
 * Who takes part in a conversation, under its heading: each side by name,
 * the reader's own marked "(you)" (themself, their organisation, their centre).
 */
export function ConversationParticipants({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useLingui();
  return (
    <ul aria-label={t`Taking part`} className="flex flex-wrap gap-2">
      {conversation.participants.map((participant) => {
        const name = participantName(participant, i18n);
        return (
          <li
            key={participant.id}
            className="rounded-full border border-black/20 px-3 py-1 text-sm wrap-anywhere dark:border-white/25"
          >
            {participant.isYours ? <Trans>{name} (you)</Trans> : name}
          </li>
        );
      })}
    </ul>
  );
}
