import { profileReplyCreateSchema } from '@platform/contracts';
import * as v from 'valibot';

/** What the reply dialog asks: the words and, optionally, one of the organisation's vacancies (the API's own field rules). */
export const replyFormSchema = v.object({
  body: profileReplyCreateSchema.entries.body,
  vacancyId: profileReplyCreateSchema.entries.vacancyId,
});

export type ReplyFormInput = v.InferInput<typeof replyFormSchema>;

/** Whether `canReplyFrom` (the API's "may reply again from") is still ahead of `now`. */
export function isReplyWaiting(canReplyFrom: string | null, now: Date = new Date()): boolean {
  return canReplyFrom !== null && new Date(canReplyFrom).getTime() > now.getTime();
}
