import * as v from 'valibot';

// The analytics pages' figures (GET /analytics/figures and /analytics/funnel): a centre's Dutch days from `from` to `to`.

const day = v.pipe(v.string(), v.isoDate());
const count = v.number();
/** Average days from an application to its first answer (the decision); null when none was answered. */
const averageDays = v.nullable(v.number());
const wordCount = v.strictObject({ word: v.string(), searches: count });

export const analyticsFiguresAttributes = v.strictObject({
  volunteerCenterId: v.string(),
  from: day,
  to: day,
  totals: v.strictObject({
    vacanciesPublished: count,
    searches: count,
    searchesWithoutResults: count,
    vacancyViews: count,
    applications: count,
    accepted: count,
    rejected: count,
    averageDaysToFirstAnswer: averageDays,
    newVolunteers: count,
    newOrganizations: count,
    formSubmissions: count,
  }),
  /** Every day of the period up to today, in order. */
  days: v.array(
    v.strictObject({
      day,
      searches: count,
      searchesWithoutResults: count,
      vacancyViews: count,
      applications: count,
      accepted: count,
      rejected: count,
      vacanciesPublished: count,
    }),
  ),
  /** The words searched most, most first (ten at the most). */
  topWords: v.array(wordCount),
  /** The words of searches that found nothing, most first: what volunteers look for and the centre lacks. */
  wordsWithoutResults: v.array(wordCount),
  organizations: v.array(
    v.strictObject({
      id: v.string(),
      name: v.string(),
      vacanciesPublished: count,
      vacancyViews: count,
      applications: count,
      accepted: count,
      rejected: count,
      averageDaysToFirstAnswer: averageDays,
    }),
  ),
  categories: v.array(v.strictObject({ id: v.string(), name: v.string(), vacancyViews: count, applications: count })),
});

export const analyticsFunnelAttributes = v.strictObject({
  volunteerCenterId: v.string(),
  from: day,
  to: day,
  searches: count,
  vacancyViews: count,
  applications: count,
  accepted: count,
  /** Per organisation, of its applications sent at least 7 days ago: how many were answered within 7 days; least responsive first. */
  responsiveness: v.array(
    v.strictObject({
      id: v.string(),
      name: v.string(),
      applications: count,
      answeredWithin7Days: count,
      /** answeredWithin7Days / applications, 0 to 1. */
      share: v.number(),
    }),
  ),
});
