import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    name: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text(),
    message: text(),
    status: text().$type<ApplicationStatus>().notNull().default('pending'),
    /** Why it was rejected; mailed to the applicant when given. */
    decisionReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    locale: text().notNull().default('nl'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_vacancy_email_idx').on(t.vacancyId, sql`lower(${t.email})`),
    index().on(t.tenantId, t.volunteerCenterId, t.status, t.createdAt),
    index().on(t.userId),
    tenantIsolation('applications'),
  ],
);
