import { refusedAttributes, type ManagedUser, type NewUserAttributes, type UserAttributes } from '@platform/api-client';
import { ROLES, USER_STATUSES, userCreateSchema, type UserStatus } from '@platform/contracts';
import * as v from 'valibot';

// The profile's rules are the API's own (libs/contracts), so form and API agree.
const profileEntries = v.pick(userCreateSchema, ['firstName', 'lastName', 'email', 'phoneNumber', 'jobTitle']).entries;

/** `/users/add`: the profile, a first role (a new account needs a purpose) and optionally an organisation. */
export const addUserFormSchema = v.object({
  ...profileEntries,
  role: v.picklist(ROLES),
  organizationId: v.union([v.literal(''), v.pipe(v.string(), v.uuid())]),
});
export type AddUserFormValues = v.InferInput<typeof addUserFormSchema>;
type AddUserFormOutput = v.InferOutput<typeof addUserFormSchema>;

/** `/users/{id}/edit`: the profile and the status. */
export const editUserFormSchema = v.object({ ...profileEntries, status: v.picklist(USER_STATUSES) });
export type EditUserFormValues = v.InferInput<typeof editUserFormSchema>;
type EditUserFormOutput = v.InferOutput<typeof editUserFormSchema>;

/** A new user's empty form; `role` starts unchosen (the select's placeholder). */
export function emptyAddUserForm(): AddUserFormValues {
  return { firstName: '', lastName: '', email: '', phoneNumber: '', jobTitle: '', role: '' as AddUserFormValues['role'], organizationId: '' };
}

/** The edit form's values for a user: their profile as inputs hold it. */
export function toEditUserFormValues(user: ManagedUser): EditUserFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    jobTitle: user.jobTitle ?? '',
    status: user.status,
  };
}

const blankToUndefined = (value: string | null | undefined) => (value ? value : undefined);
const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** What `POST /users` gets from the add form: blank fields left out. */
export function toNewUserAttributes(values: AddUserFormOutput): NewUserAttributes {
  return {
    firstName: blankToUndefined(values.firstName),
    lastName: blankToUndefined(values.lastName),
    email: values.email,
    phoneNumber: blankToUndefined(values.phoneNumber),
    jobTitle: blankToUndefined(values.jobTitle),
    role: values.role,
    organizationId: blankToUndefined(values.organizationId),
  };
}

/**
 * What `PATCH /users/{id}` gets from the edit form: the profile (blank
 * clears a field), the e-mail address and the status only when they
 * changed, so a save does not start an e-mail change or a status change
 * nobody asked for.
 */
export function toUserAttributes(values: EditUserFormOutput, user: Pick<ManagedUser, 'email' | 'status'>): UserAttributes {
  const attributes: UserAttributes = {
    firstName: blankToNull(values.firstName),
    lastName: blankToNull(values.lastName),
    phoneNumber: blankToNull(values.phoneNumber),
    jobTitle: blankToNull(values.jobTitle),
  };
  if (values.email !== user.email.toLowerCase()) attributes.email = values.email;
  if (values.status !== user.status) attributes.status = values.status as UserStatus;
  return attributes;
}

/** Whether a failed save is the API saying the e-mail address belongs to another account. */
export function isEmailTaken(error: unknown): boolean {
  return refusedAttributes(error).some(({ attribute, reason }) => attribute === 'email' && reason === 'taken');
}
