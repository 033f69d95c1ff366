import * as v from 'valibot';
import { VACANCY_TYPES } from '../enums';
import { NOTIFICATION_APPS, NOTIFICATION_KINDS } from '../notifications';
import { nullableString, nullableTimestamp, timestamp } from './shared';

/** `url` opens the notification's subject in the right app of the recipient's own centre. */
export const notificationAttributes = v.strictObject({
  kind: v.picklist(NOTIFICATION_KINDS),
  subjectType: nullableString,
  subjectId: nullableString,
  data: v.record(v.string(), v.unknown()),
  linkApp: v.picklist(NOTIFICATION_APPS),
  linkPath: v.string(),
  url: v.string(),
  readAt: nullableTimestamp,
  createdAt: timestamp,
});

export const notificationPreferencesAttributes = v.strictObject({ emailKinds: v.array(v.picklist(NOTIFICATION_KINDS)) });

export const digestPreferencesAttributes = v.strictObject({
  digestDays: v.array(v.number()),
  categoryIds: v.array(v.string()),
  vacancyTypes: v.array(v.picklist(VACANCY_TYPES)),
  place: nullableString,
  distanceKm: v.nullable(v.number()),
});
