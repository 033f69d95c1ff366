import * as v from 'valibot';
import {
  ACTIVITY_FREQUENCIES,
  GENDERS,
  INTERNAL_NOTE_SUBJECT_TYPES,
  LOCALES,
  ORGANIZATION_MEMBER_ROLES,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  ROLES,
  SALUTATIONS,
  USER_STATUSES,
  VACANCY_STATUSES,
  VACANCY_TYPES,
} from './enums';
import { httpUrlSchema, optionalHttpUrlSchema } from './url';
import { INTERNAL_NOTE_MAX_LENGTH, LONG_TEXT_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SHORT_TEXT_MAX } from './limits';

// Schemas describe attributes in camelCase, as the apps hold them; the API
// camelises incoming snake_case attributes before validating with the same schema.
// Messages are not set here: each side translates an issue by its kind and field.

const shortText = v.pipe(v.string(), v.trim(), v.maxLength(SHORT_TEXT_MAX));
const optionalShortText = v.optional(v.nullable(shortText));
const longText = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(LONG_TEXT_MAX))));

export const emailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(SHORT_TEXT_MAX), v.email());
export const passwordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH),
  v.maxLength(PASSWORD_MAX_LENGTH),
);
/** The password the signed-in user confirms a change of their own e-mail address or password with. */
export const currentPasswordSchema = v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH));

const phoneSchema = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(32), v.regex(/^[+()\d\s-]*$/))),
);
const digestDaysSchema = v.optional(
  v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))), v.maxLength(7)),
);

export const signInSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH)),
});
export type SignInInput = v.InferOutput<typeof signInSchema>;

export const signUpSchema = v.object({
  email: emailSchema,
  password: passwordSchema,
  passwordConfirmation: v.optional(v.string()),
  firstName: optionalShortText,
  lastName: optionalShortText,
  acceptTerms: v.optional(v.boolean()),
  confirmSuccessUrl: v.optional(httpUrlSchema),
});
export type SignUpInput = v.InferOutput<typeof signUpSchema>;

export const requestPasswordResetSchema = v.object({
  email: emailSchema,
  redirectUrl: v.optional(httpUrlSchema),
});

export const updatePasswordSchema = v.object({
  password: passwordSchema,
  passwordConfirmation: v.optional(v.string()),
  resetPasswordToken: v.optional(v.pipe(v.string(), v.maxLength(SHORT_TEXT_MAX))),
  currentPassword: v.optional(currentPasswordSchema),
});
export type UpdatePasswordInput = v.InferOutput<typeof updatePasswordSchema>;

/** `POST /confirm`: the single-use token from the confirmation mail. */
export const confirmEmailSchema = v.object({
  confirmationToken: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

/** `POST /sign_in_as_user` (admins): the user to open a session as. */
export const signInAsUserSchema = v.object({ userId: v.pipe(v.string(), v.uuid()) });

/** Profile fields of an account, as the user or staff may set them. */
const profileEntries = {
  firstName: optionalShortText,
  lastName: optionalShortText,
  email: v.optional(emailSchema),
  phoneNumber: phoneSchema,
  jobTitle: optionalShortText,
  gender: v.optional(v.nullable(v.picklist(GENDERS))),
  salutation: v.optional(v.nullable(v.picklist(SALUTATIONS))),
  digestDays: digestDaysSchema,
  acceptTerms: v.optional(v.boolean()),
  /** Language of the mails the user receives. */
  locale: v.optional(v.picklist(LOCALES)),
};

/** Profile fields a user may change about themselves (`PATCH /current_user`); a new e-mail address needs `currentPassword`. */
export const currentUserUpdateSchema = v.object({
  ...profileEntries,
  currentPassword: v.optional(currentPasswordSchema),
});
export type CurrentUserUpdateInput = v.InferOutput<typeof currentUserUpdateSchema>;

/** Deleting one's own account (`DELETE /current_user`): confirmed with the password (issue 28). */
export const accountDeletionSchema = v.object({ currentPassword: v.optional(currentPasswordSchema) });
export type AccountDeletionInput = v.InferOutput<typeof accountDeletionSchema>;

/** What staff may set on another user (`PATCH /users/{id}`); on their own account as above. */
export const userUpdateSchema = v.object({
  ...currentUserUpdateSchema.entries,
  status: v.optional(v.picklist(USER_STATUSES)),
});
export type UserUpdateInput = v.InferOutput<typeof userUpdateSchema>;

/** What staff send to create a user (`POST /users`); the user gets an invitation mail. */
export const userCreateSchema = v.object({
  ...profileEntries,
  status: v.optional(v.picklist(USER_STATUSES)),
  email: emailSchema,
  role: v.optional(v.picklist(ROLES)),
  organizationId: v.optional(v.pipe(v.string(), v.uuid())),
});
export type UserCreateInput = v.InferOutput<typeof userCreateSchema>;

export const roleChangeSchema = v.object({ role: v.picklist(ROLES) });

export const organizationUpdateSchema = v.object({
  name: v.optional(v.pipe(shortText, v.minLength(1))),
  website: optionalHttpUrlSchema,
  city: optionalShortText,
  phoneNumber: phoneSchema,
  /** Where mail about the organisation goes; shown only to the people who manage it. */
  email: v.optional(v.nullable(emailSchema)),
  description: longText,
  status: v.optional(v.picklist(ORGANIZATION_STATUSES)),
  /** Listed on the public partners page; staff only. */
  isPartner: v.optional(v.boolean()),
  type: v.optional(v.picklist(ORGANIZATION_TYPES)),
  /**
   * The kind as the API sends it: JSON:API forbids an attribute named `type`
   * (it would clash with the resource type), so reads carry `organization_type`;
   * writes accept either name.
   */
  organizationType: v.optional(v.picklist(ORGANIZATION_TYPES)),
});
export type OrganizationUpdateInput = v.InferOutput<typeof organizationUpdateSchema>;

/** Longest reason staff give with a decision on an organisation (mailed to it). */
export const ORGANIZATION_DECISION_REASON_MAX = 2000;

export const organizationApproveSchema = v.object({
  status: v.picklist(['approved', 'denied'] as const),
  /** Why, quoted in the mail to the organisation; stored as `status_reason`. */
  reason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(ORGANIZATION_DECISION_REASON_MAX)))),
});
export type OrganizationApproveInput = v.InferOutput<typeof organizationApproveSchema>;

const uuidSchema = v.pipe(v.string(), v.uuid());
/** Longest recurrence rule accepted; real ones are a few dozen characters. */
export const RECURRENCE_RULE_MAX = 300;
const dateTimeSchema = v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())));
const uuidListSchema = v.optional(v.pipe(v.array(uuidSchema), v.maxLength(50)));

/** Vacancy attributes a writer may set; status changes follow the rules in docs/decisions.md. */
const vacancyEntries = {
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  description: longText,
  status: v.optional(v.picklist(VACANCY_STATUSES)),
  vacancyType: v.optional(v.picklist(VACANCY_TYPES)),
  expiresAt: dateTimeSchema,
  contactPerson: optionalShortText,
  contactPhone: phoneSchema,
  contactPhoneVisible: v.optional(v.boolean()),
  ageGroupIds: uuidListSchema,
  categoryIds: uuidListSchema,
  place: optionalShortText,
  /** WGS 84 degrees; without them the place (else the organisation's address or city) is looked up. */
  latitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)))),
  longitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)))),
  imageUrl: optionalHttpUrlSchema,
  hoursPerWeek: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(80)))),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  frequency: v.optional(v.nullable(v.picklist(ACTIVITY_FREQUENCIES))),
  /** Where applications are mailed; without it, to the organisation's members. Shown only to the vacancy's managers. */
  contactEmail: v.optional(v.nullable(emailSchema)),
  /**
   * For activities held regularly: an RFC 5545 RRULE value such as
   * `FREQ=WEEKLY;BYDAY=TU`, counted from startsAt (an `RRULE:` prefix is
   * dropped, blank means none). The API checks that it parses.
   */
  recurrenceRule: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.maxLength(RECURRENCE_RULE_MAX),
        v.transform((rule) => rule.replace(/^RRULE:/, '') || null),
      ),
    ),
  ),
};

export const vacancyCreateSchema = v.object({
  ...vacancyEntries,
  /** Whose vacancy it is; defaults to the user's current organisation. */
  organizationId: v.optional(uuidSchema),
});
export type VacancyCreateInput = v.InferOutput<typeof vacancyCreateSchema>;

export const vacancyUpdateSchema = v.object({
  ...vacancyEntries,
  title: v.optional(vacancyEntries.title),
});
export type VacancyUpdateInput = v.InferOutput<typeof vacancyUpdateSchema>;

/** What one entry of PATCH /vacancies/bulk may change. */
export const vacancyBulkSchema = v.object({
  status: v.optional(v.picklist(VACANCY_STATUSES)),
  expiresAt: dateTimeSchema,
  categoryIds: uuidListSchema,
});
export type VacancyBulkInput = v.InferOutput<typeof vacancyBulkSchema>;

const applicantName = v.pipe(shortText, v.minLength(1));

/** What a guest sends to apply (`POST /applications`); `name` is made from first and last name. */
export const applicationCreateSchema = v.object({
  vacancyId: uuidSchema,
  firstName: applicantName,
  lastName: applicantName,
  email: emailSchema,
  phoneNumber: phoneSchema,
  message: longText,
});
export type ApplicationCreateInput = v.InferOutput<typeof applicationCreateSchema>;

/** Signed in, name and e-mail may be left out: they default to the account's. */
export const signedInApplicationCreateSchema = v.object({
  ...applicationCreateSchema.entries,
  firstName: v.optional(applicantName),
  lastName: v.optional(applicantName),
  email: v.optional(emailSchema),
});
export type SignedInApplicationCreateInput = v.InferOutput<typeof signedInApplicationCreateSchema>;

/** The body of `POST /applications/{id}/reject`: why, mailed to the applicant when given. */
export const applicationRejectSchema = v.object({
  reason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000)))),
});
export type ApplicationRejectInput = v.InferOutput<typeof applicationRejectSchema>;

const internalNoteText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(INTERNAL_NOTE_MAX_LENGTH));

/** A staff note about an organisation or a user (`POST /internal_notes`). */
export const internalNoteCreateSchema = v.object({
  subjectType: v.picklist(INTERNAL_NOTE_SUBJECT_TYPES),
  subjectId: uuidSchema,
  note: internalNoteText,
});
export type InternalNoteCreateInput = v.InferOutput<typeof internalNoteCreateSchema>;

/** Changing a note (`PATCH /internal_notes/{id}`): only its text. */
export const internalNoteUpdateSchema = v.object({ note: internalNoteText });
export type InternalNoteUpdateInput = v.InferOutput<typeof internalNoteUpdateSchema>;

// A Dutch postal code is tidied to `1234 AB`; others keep their letters, digits, spaces and hyphens.
const postalCodeSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.maxLength(10),
      v.regex(/^[A-Z0-9 -]*$/),
      v.transform((code) => code.replace(/^(\d{4})\s*([A-Z]{2})$/, '$1 $2') || null),
    ),
  ),
);

/**
 * An organisation's postal address, sent nested as `address` with an
 * organisation; it replaces the stored one, and the API looks its coordinates
 * up from the city.
 */
export const organizationAddressSchema = v.object({
  street: optionalShortText,
  houseNumber: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(16)))),
  postalCode: postalCodeSchema,
  city: optionalShortText,
  /** ISO 3166 two-letter country code; NL when left out. */
  country: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/)))),
});
export type OrganizationAddressInput = v.InferOutput<typeof organizationAddressSchema>;

/** A non-profit's social-map profile, sent nested as `profile`; the ids must be the tenant's own. */
export const nonProfitProfileSchema = v.object({
  nonProfitTypeId: v.optional(v.nullable(uuidSchema)),
  showOnSocialMap: v.optional(v.boolean()),
  activityTypeIds: v.optional(v.pipe(v.array(uuidSchema), v.maxLength(50))),
});
export type NonProfitProfileInput = v.InferOutput<typeof nonProfitProfileSchema>;

/**
 * What staff send to create an organisation (`POST /organizations`), besides
 * the nested `address` and `profile` objects above. `volunteerCenterId` is for
 * admins; the status defaults to approved and the kind to NonProfit.
 */
export const organizationCreateSchema = v.object({
  ...organizationUpdateSchema.entries,
  name: v.pipe(shortText, v.minLength(1)),
  volunteerCenterId: v.optional(uuidSchema),
});
export type OrganizationCreateInput = v.InferOutput<typeof organizationCreateSchema>;

/** `POST /organizations/{id}/move`: the centre of the same tenant the organisation moves to. */
export const organizationMoveSchema = v.object({ volunteerCenterId: uuidSchema });
export type OrganizationMoveInput = v.InferOutput<typeof organizationMoveSchema>;

/** `POST /organizations/{id}/members`: an existing user of the organisation's centre, by id or by e-mail address. */
export const organizationMemberCreateSchema = v.object({
  userId: v.optional(uuidSchema),
  email: v.optional(emailSchema),
  role: v.picklist(ORGANIZATION_MEMBER_ROLES),
});
export type OrganizationMemberCreateInput = v.InferOutput<typeof organizationMemberCreateSchema>;

/** `PATCH /organizations/{id}/members/{member_id}`: the member's new role. */
export const organizationMemberUpdateSchema = v.object({ role: v.picklist(ORGANIZATION_MEMBER_ROLES) });
export type OrganizationMemberUpdateInput = v.InferOutput<typeof organizationMemberUpdateSchema>;

/** The kinds an organisation may sign up as; volunteer centres are created by staff. */
export const SIGNUP_ORGANIZATION_TYPES = ['NonProfit', 'School'] as const;

/** The `organization` part of a public sign-up (`POST /organizations/signup`), besides nested `address` and `profile`. */
export const organizationSignupOrganizationSchema = v.object({
  name: v.pipe(shortText, v.minLength(1)),
  website: optionalHttpUrlSchema,
  city: optionalShortText,
  phoneNumber: phoneSchema,
  /** Where mail about the organisation goes; the first user's address when left out. */
  email: v.optional(v.nullable(emailSchema)),
  description: longText,
  organizationType: v.optional(v.picklist(SIGNUP_ORGANIZATION_TYPES)),
});
export type OrganizationSignupOrganizationInput = v.InferOutput<typeof organizationSignupOrganizationSchema>;

/** The `user` part of a public sign-up: the organisation's first user and superuser. */
export const organizationSignupUserSchema = v.object({
  firstName: v.pipe(shortText, v.minLength(1)),
  lastName: v.pipe(shortText, v.minLength(1)),
  email: emailSchema,
  password: passwordSchema,
  /** Must equal the password (the API checks it too). */
  passwordConfirmation: v.string(),
  phoneNumber: phoneSchema,
  jobTitle: optionalShortText,
  /** The terms must be accepted: only `true` passes. */
  acceptTerms: v.pipe(v.boolean(), v.value(true)),
});
export type OrganizationSignupUserInput = v.InferOutput<typeof organizationSignupUserSchema>;
