import * as v from 'valibot';
import { ACTIVITY_FREQUENCIES, VACANCY_STATUSES, VACANCY_TYPES } from '../enums';
import { nullableString, nullableTimestamp, timestamp } from './shared';

const nullableNumber = v.nullable(v.number());

/**
 * A vacancy. `contact_phone` is null unless the vacancy shows it or the reader
 * manages it; `contact_email` is null unless the reader manages it.
 */
export const vacancyAttributes = v.strictObject({
  title: v.string(),
  description: nullableString,
  status: v.picklist(VACANCY_STATUSES),
  vacancyType: v.picklist(VACANCY_TYPES),
  contactPerson: nullableString,
  contactPhone: nullableString,
  contactPhoneVisible: v.boolean(),
  contactEmail: nullableString,
  ageGroupIds: v.array(v.string()),
  categoryIds: v.array(v.string()),
  place: nullableString,
  latitude: nullableNumber,
  longitude: nullableNumber,
  imageUrl: nullableString,
  hoursPerWeek: nullableNumber,
  startsAt: nullableTimestamp,
  endsAt: nullableTimestamp,
  frequency: v.nullable(v.picklist(ACTIVITY_FREQUENCIES)),
  recurrenceRule: nullableString,
  expiresAt: nullableTimestamp,
  publishedAt: nullableTimestamp,
  archivedAt: nullableTimestamp,
  deletedAt: nullableTimestamp,
  organizationId: v.string(),
  volunteerCenterId: v.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A vacancy category or an age group. */
export const positionedLookupAttributes = v.strictObject({ name: v.string(), position: v.number() });
