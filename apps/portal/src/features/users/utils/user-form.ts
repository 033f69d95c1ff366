import { isApiError, type ManagedUser, type NewUserAttributes, type UserAttributes } from '@platform/api-client';
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

/** The form fields the API's attribute names stand for, to mark the field a 422 names. */
export const FORM_FIELD_OF_ATTRIBUTE = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone_number: 'phoneNumber',
  job_title: 'jobTitle',
  role: 'role',
  organization_id: 'organizationId',
  status: 'status',
} as const;

export type UserFormField = (typeof FORM_FIELD_OF_ATTRIBUTE)[keyof typeof FORM_FIELD_OF_ATTRIBUTE];

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
  return (
    isApiError(error) &&
    error.status === 422 &&
    error.errors.some((entry) => entry.source?.pointer === '/data/attributes/email' && entry.meta?.['reason'] === 'taken')
  );
}

/** A field error as the form keeps it: the check's type and whether the value was empty. */
export type FormFieldError = { type: string; message: string };

/**
 * The form's fields a 422 names, each with its error: "is required", "is
 * already in use" (the e-mail address of another account) or "is not
 * valid". The message keeps only whether the value was empty (as
 * `issueToDetails` does); the field words the error in the active language.
 */
export function refusedFields(error: unknown, fields: readonly string[]): [UserFormField, FormFieldError][] {
  if (!isApiError(error) || error.status !== 422) return [];
  return error.errors.flatMap((entry): [UserFormField, FormFieldError][] => {
    const attribute = /^\/data\/attributes\/([a-z_]+)$/.exec(entry.source?.pointer ?? '')?.[1] ?? '';
    const field = FORM_FIELD_OF_ATTRIBUTE[attribute as keyof typeof FORM_FIELD_OF_ATTRIBUTE];
    if (!field || !fields.includes(field)) return [];
    const reason = entry.meta?.['reason'];
    return [[field, { type: reason === 'taken' ? 'taken' : 'invalid', message: reason === 'required' ? 'empty:' : 'filled:' }]];
  });
}
