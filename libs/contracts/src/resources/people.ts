import * as v from 'valibot';
import { APPLICATION_STATUSES, GENDERS, LOCALES, ROLES, SALUTATIONS, SIGNUP_METHODS, USER_STATUSES } from '../enums';
import { nullableString, nullableTimestamp, timestamp } from './shared';

/** A user's public attributes; secrets and token digests never leave the server. */
export const userAttributes = v.strictObject({
  email: v.string(),
  unconfirmedEmail: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  name: v.string(),
  fullName: v.string(),
  phoneNumber: nullableString,
  jobTitle: nullableString,
  gender: v.nullable(v.picklist(GENDERS)),
  salutation: v.nullable(v.picklist(SALUTATIONS)),
  status: v.picklist(USER_STATUSES),
  signupMethod: v.picklist(SIGNUP_METHODS),
  digestDays: v.array(v.number()),
  acceptTerms: v.boolean(),
  locale: v.picklist(LOCALES),
  volunteerCenterId: nullableString,
  confirmed: v.boolean(),
  lastSignInAt: nullableTimestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const roleAttributes = v.strictObject({ name: v.picklist(ROLES) });

/**
 * An application; a guest's has no account (`has_account`), so nobody to hold
 * a conversation with. An anonymised one (`anonymised`: its applicant deleted
 * their account) has no first or last name, and as `name` "deleted user" in
 * the request's language.
 */
export const applicationAttributes = v.strictObject({
  vacancyId: v.string(),
  vacancyTitle: v.string(),
  name: v.string(),
  firstName: nullableString,
  lastName: nullableString,
  anonymised: v.boolean(),
  email: v.string(),
  hasAccount: v.boolean(),
  phoneNumber: nullableString,
  message: nullableString,
  status: v.picklist(APPLICATION_STATUSES),
  decisionReason: nullableString,
  decidedAt: nullableTimestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});
