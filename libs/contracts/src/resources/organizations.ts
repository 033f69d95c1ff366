import * as v from 'valibot';
import { ORGANIZATION_MEMBER_ROLES, ORGANIZATION_STATUSES, ORGANIZATION_TYPES, USER_STATUSES } from '../enums';
import { nullableString, nullableTimestamp, timestamp } from './shared';

const nullableNumber = v.nullable(v.number());

/** `email` and `status_reason` only for those who manage the organisation (null for everyone else). */
export const organizationAttributes = v.strictObject({
  name: v.string(),
  website: nullableString,
  city: nullableString,
  phoneNumber: nullableString,
  email: nullableString,
  description: nullableString,
  status: v.picklist(ORGANIZATION_STATUSES),
  statusReason: nullableString,
  isPartner: v.boolean(),
  organizationType: v.picklist(ORGANIZATION_TYPES),
  volunteerCenterId: v.string(),
  deletedAt: nullableTimestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const addressAttributes = v.strictObject({
  street: nullableString,
  houseNumber: nullableString,
  postalCode: nullableString,
  city: nullableString,
  country: v.string(),
  latitude: nullableNumber,
  longitude: nullableNumber,
});

export const organizationMemberAttributes = v.strictObject({
  organizationId: v.string(),
  userId: v.string(),
  role: v.picklist(ORGANIZATION_MEMBER_ROLES),
  createdAt: timestamp,
});

/** A member's account as a membership shows it (`users`, fewer attributes than GET /users/{id}). */
export const memberUserAttributes = v.strictObject({
  email: v.string(),
  firstName: nullableString,
  lastName: nullableString,
  name: v.string(),
  fullName: v.string(),
  jobTitle: nullableString,
  status: v.picklist(USER_STATUSES),
  confirmed: v.boolean(),
});

export const nonProfitProfileAttributes = v.strictObject({
  nonProfitTypeId: nullableString,
  showOnSocialMap: v.boolean(),
  activityTypeIds: v.array(v.string()),
});

/** An entry of the tenant's non-profit types or activity types (also vacancy categories and age groups, with a position). */
export const lookupAttributes = v.strictObject({ name: v.string() });
