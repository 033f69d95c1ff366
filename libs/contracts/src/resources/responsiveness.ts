import * as v from 'valibot';
import { MATCH_CHECK_QUESTIONS, MATCH_CHECK_SIDES } from '../responsiveness';
import { nullableTimestamp, timestamp } from './shared';

/** An organisation's "usually responds within N days" (null with too few answered applications). */
export const organizationResponseTimeAttributes = v.strictObject({
  medianDays: v.nullable(v.number()),
});

/** An application the centre's staff see waiting unanswered (14 days or more). */
export const waitingApplicationAttributes = v.strictObject({
  organizationId: v.string(),
  organizationName: v.string(),
  vacancyId: v.string(),
  vacancyTitle: v.string(),
  applicantName: v.string(),
  createdAt: timestamp,
  daysWaiting: v.number(),
});

/** A question after an acceptance, as its one-click page shows it. */
export const matchCheckAttributes = v.strictObject({
  question: v.picklist(MATCH_CHECK_QUESTIONS),
  side: v.picklist(MATCH_CHECK_SIDES),
  vacancyTitle: v.string(),
  organizationName: v.string(),
  answer: v.nullable(v.boolean()),
  answeredAt: nullableTimestamp,
});
