import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MatchCheckQuestion, MatchCheckSide } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { organizations } from '../../identity/organizations/organizations.tables';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { applications } from '../applications/applications.tables';

/** The two reminders about an unanswered application: to its organisation (7 days), to the centre's staff (14 days). */
export type ReminderStep = 'organization' | 'center';

/**
 * One row per reminder sent, written in the transaction that queues it: its key makes a
 * second run (a restart, a second worker) find it taken and send nothing. An application
 * withdrawn and sent anew waits anew, hence the application's sending time in the key.
 */
export const applicationReminders = pgTable(
  'application_reminders',
  {
    tenantId: tenantId().references(() => tenants.id),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    step: text().$type<ReminderStep>().notNull(),
    /** The application's `created_at` the reminder was about. */
    appliedAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.step, t.appliedAt] }), tenantIsolation('application_reminders')],
);

/**
 * Each organisation's "usually responds within N days", computed by the job from its
 * most recent answered applications, so public pages read one row.
 */
export const organizationResponseTimes = pgTable(
  'organization_response_times',
  {
    organizationId: uuid()
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tenantId: tenantId().references(() => tenants.id),
    /** Null with fewer answered applications than the figure needs. */
    medianDays: integer(),
    answeredCount: integer().notNull(),
    updatedAt: updatedAt(),
  },
  () => [tenantIsolation('organization_response_times')],
);

/**
 * A question after an acceptance ("is it working out?" after 14 days, "still
 * volunteering there?" after 90) to one side, with its one-click token (kept only as a
 * keyed digest) and the answer. One per application, question and side.
 */
export const matchChecks = pgTable(
  'match_checks',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    question: text().$type<MatchCheckQuestion>().notNull(),
    side: text().$type<MatchCheckSide>().notNull(),
    vacancyTitle: text().notNull(),
    organizationName: text().notNull(),
    tokenDigest: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answer: boolean(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.applicationId, t.question, t.side),
    uniqueIndex().on(t.tokenDigest),
    index().on(t.tenantId, t.volunteerCenterId, t.createdAt),
    tenantIsolation('match_checks'),
  ],
);
