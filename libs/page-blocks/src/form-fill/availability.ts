import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError, type FormAvailability } from '@platform/api-client';

/** Why a form takes no answers, worded for the visitor; `null` while it is open. */
export function unavailableMessage(availability: FormAvailability): MessageDescriptor | null {
  switch (availability) {
    case 'open':
      return null;
    case 'closed':
      return msg`This form no longer takes answers.`;
    case 'invitation_required':
      return msg`This form can only be filled in through a personal invitation link.`;
    case 'invitation_used':
      return msg`This form has already been filled in with this invitation.`;
    case 'invitation_expired':
      return msg`This invitation has expired or was withdrawn.`;
  }
}

/** A refused send as the form tells it: a title and an optional hint. */
export type SendFailure = { title: MessageDescriptor; hint?: MessageDescriptor };

/** What went wrong with a send, by the API's code (its own text is never shown). */
export function describeSendFailure(error: unknown): SendFailure {
  if (isApiError(error)) {
    if (error.hasCode('FORM_CLOSED')) return { title: msg`This form no longer takes answers.` };
    if (error.hasCode('INVITATION_REQUIRED'))
      return { title: msg`This form can only be filled in through a personal invitation link.` };
    if (error.hasCode('INVITATION_USED'))
      return { title: msg`This form has already been filled in with this invitation.` };
    if (error.hasCode('INVITATION_EXPIRED'))
      return { title: msg`This invitation has expired or was withdrawn.` };
    if (error.status === 404) return { title: msg`This form no longer exists.` };
    if (error.status === 429)
      return {
        title: msg`Too many attempts in a short time.`,
        hint: msg`Wait a minute and send your answers again.`,
      };
    if (error.status === 422)
      return {
        title: msg`Your answers could not be sent.`,
        hint: msg`Check your answers and try again.`,
      };
  }
  return {
    title: msg`Your answers could not be sent.`,
    hint: msg`Please try again in a moment.`,
  };
}
