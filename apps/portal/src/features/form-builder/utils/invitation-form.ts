import {
  DEFAULT_INVITATION_DAYS,
  emailSchema,
  INVITATION_DAYS_MAX,
  INVITATION_EMAILS_MAX,
  splitEmailList,
} from '@platform/contracts';
import * as v from 'valibot';

/** The addresses of a pasted list, without repeats and in lower case, as the API keeps them. */
export function invitationAddresses(text: string): string[] {
  return [...new Set(splitEmailList(text).map((address) => address.toLowerCase()))];
}

/** The invitation form: a pasted list of addresses and how many days the links work. */
export const invitationFormSchema = v.object({
  emails: v.pipe(
    v.string(),
    v.check((text) => invitationAddresses(text).length > 0),
    v.check((text) => invitationAddresses(text).every((address) => v.is(emailSchema, address))),
    v.check((text) => invitationAddresses(text).length <= INVITATION_EMAILS_MAX),
  ),
  expiresInDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INVITATION_DAYS_MAX)),
});

export type InvitationFormValues = v.InferOutput<typeof invitationFormSchema>;

export const EMPTY_INVITATION_FORM: InvitationFormValues = {
  emails: '',
  expiresInDays: DEFAULT_INVITATION_DAYS,
};

/** Invitations that can still be withdrawn: not answered, revoked or expired. */
export const isRevocable = (state: string) => state === 'sent' || state === 'opened';
