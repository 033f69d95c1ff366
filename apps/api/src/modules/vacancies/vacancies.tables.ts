import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityFrequency, VacancyStatus, VacancyType } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../db/tenant-owned';
import { tenants, volunteerCenters } from '../tenancy/tenancy.tables';
import { organizations } from '../organizations/organizations.tables';

/** Vacancies with the fields of spec §3 and what the vacancy bank needs (issue 4). */
export const vacancies = pgTable(
  'vacancies',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    title: text().notNull(),
    description: text(),
    status: text().$type<VacancyStatus>().notNull().default('draft'),
    vacancyType: text().$type<VacancyType>().notNull().default('volunteering'),
    contactPerson: text(),
    contactPhone: text(),
    contactPhoneVisible: boolean().notNull().default(false),
    ageGroupIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    categoryIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    place: text(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    imageUrl: text(),
    hoursPerWeek: integer(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    frequency: text().$type<ActivityFrequency>(),
    expiresAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    archivedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.tenantId, t.organizationId, t.status),
    index().on(t.tenantId, t.volunteerCenterId, t.status),
    tenantIsolation('vacancies'),
  ],
);

/** The tenant's vacancy categories (Zorg en welzijn, Sport, …), in display order. */
export const vacancyCategories = pgTable(
  'vacancy_categories',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    name: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.tenantId, t.position), tenantIsolation('vacancy_categories')],
);

/** The tenant's age groups a vacancy is suited for (Jongeren 12–17, 55+, …), in display order. */
export const ageGroups = pgTable(
  'age_groups',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    name: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.tenantId, t.position), tenantIsolation('age_groups')],
);
