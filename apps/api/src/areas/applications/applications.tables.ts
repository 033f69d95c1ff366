import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { users } from '../../identity/users/users.tables';
import { vacancies } from '../vacancies/vacancies.tables';

/**
 * An application to a vacancy (spec §3), by a signed-in volunteer (userId) or a
 * guest. One per vacancy and e-mail address: the unique index makes a second
 * one fail even when two arrive at once.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    vacancyId: uuid()
      .notNull()
      .references(() => vacancies.id),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The vacancy's title when the application was sent, so the list reads right after a rename. */
    vacancyTitle: text().notNull(),
    /** The applicant's name; null once anonymised (the readers then say "deleted user" in their own language). */
    name: text(),
    firstName: text(),
    lastName: text(),
    email: text().notNull(),
    /**
     * The address as it is compared (lower case), for finding a person's
     * applications by address: as for users, row security lets the planner use
     * an index only for leakproof comparisons, which `lower(email) = …` is not.
     */
    emailKey: text().generatedAlwaysAs(sql`lower(email)`),
    phoneNumber: text(),
    message: text(),
    status: text().$type<ApplicationStatus>().notNull().default('pending'),
    /** Why it was rejected; mailed to the applicant when given. */
    decisionReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the organisation first answered: a status change of theirs (review, accept,
     * reject) or their reply in a conversation about it. Unanswered until then
     * (docs/decisions.md, "Responsiveness").
     */
    answeredAt: timestamp({ withTimezone: true }),
    locale: text().notNull().default('nl'),
    /** When the applicant's data left it (their account was deleted); the organisation keeps the record (docs/decisions.md). */
    anonymisedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_vacancy_email_idx').on(t.vacancyId, sql`lower(${t.email})`),
    index().on(t.tenantId, t.volunteerCenterId, t.status, t.createdAt),
    index().on(t.userId),
    // A person's guest applications are found by their address (export, account deletion).
    index().on(t.tenantId, t.emailKey),
    // A name until anonymised, none after: no reader meets half of either.
    check(
      'applications_name_until_anonymised',
      sql`(${t.anonymisedAt} IS NULL) = (num_nonnulls(${t.name}, ${t.firstName}, ${t.lastName}) = 3)`,
    ),
    tenantIsolation('applications'),
  ],
);
