import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { applicationCreateSchema, signedInApplicationCreateSchema } from '@platform/contracts';
import { isApiError } from '@platform/api-client';
import * as v from 'valibot';

// The API's own request schemas, without the vacancy (the page knows it), so
// the form refuses exactly what the API would.
export const guestApplicationSchema = v.omit(applicationCreateSchema, ['vacancyId']);
export const signedInApplicationSchema = v.pick(signedInApplicationCreateSchema, ['phoneNumber', 'message']);

/** A failed application as the form tells it: a title and an optional hint. */
export type ApplyFailure = { title: MessageDescriptor; hint?: MessageDescriptor };

/** What went wrong, worded for the visitor by error code (the server's text is never shown). */
export function describeApplyFailure(error: unknown): ApplyFailure {
  if (isApiError(error) && error.hasCode('ALREADY_APPLIED')) {
    return {
      title: msg`You have already applied for this vacancy.`,
      hint: msg`The organisation has your application and will contact you.`,
    };
  }
  if (isApiError(error) && error.status === 404) {
    return { title: msg`This vacancy is no longer open for applications.` };
  }
  return { title: msg`Your application could not be sent.`, hint: msg`Please try again in a moment.` };
}
