import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError, type Conversation, type ConversationParticipant } from '@platform/api-client';
import { describeError } from '@platform/i18n';

/** The names of the other side(s) of a conversation: "Voedselbank Zwolle", "Eva Bakker and Zwolle". */
export function otherPartiesName(
  conversation: Pick<Conversation, 'participants'>,
  i18n: I18n,
): string {
  const names = conversation.participants
    .filter((participant) => !participant.isYours)
    .map((participant) => participantName(participant, i18n));
  if (names.length === 0)
    return conversation.participants
      .map((participant) => participantName(participant, i18n))
      .join(', ');
  return names.join(', ');
}

/** A participant's name, or what it is when its name is gone (a deleted account). */
export function participantName(participant: ConversationParticipant, i18n: I18n): string {
  if (participant.name) return participant.name;
  return participant.type === 'user' ? i18n._(msg`Former user`) : i18n._(msg`Unknown`);
}

/** Texts for a refused start or message, by the API's reason or code. */
const REASONS: Record<string, MessageDescriptor> = {
  applicant_without_account: msg`This applicant applied without an account, so a conversation is not possible. Contact them by e-mail or phone.`,
  own_side: msg`You cannot start a conversation with yourself or your own organisation.`,
  not_about_party: msg`The conversation does not fit the application or vacancy it is about.`,
  not_own_attachment: msg`A file could not be sent along. Add it again.`,
  too_long: msg`The message is too long.`,
};

const CODES: Record<string, MessageDescriptor> = {
  RATE_LIMITED: msg`You have sent many messages in a short time. Please wait a few minutes and try again.`,
  FORBIDDEN: msg`You may not start this conversation.`,
  NOT_FOUND: msg`This conversation, or what it is about, is no longer available to you.`,
  INVALID_FILE_TYPE: msg`Only images (PNG, JPEG, WebP or GIF) and PDF files can be sent along.`,
  TOO_LARGE: msg`A file is too large.`,
};

/** What went wrong with a start or a message, in a sentence in the active language (never the API's own text). */
export function describeConversationFailure(error: unknown, i18n: I18n): string {
  if (isApiError(error)) {
    const reason = error.errors
      .map((entry) => entry.meta?.['reason'])
      .find((value): value is string => typeof value === 'string');
    const descriptor = (reason && REASONS[reason]) || (error.code && CODES[error.code]);
    if (descriptor) return i18n._(descriptor);
  }
  return i18n._(describeError(error).description);
}
