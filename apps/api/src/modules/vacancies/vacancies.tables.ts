import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VacancyStatus, VacancyType } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../db/tenant-owned';
import { tenants, volunteerCenters } from '../tenancy/tenancy.tables';
import { organizations } from '../organizations/organizations.tables';

/** Vacancies with the fields of spec §3; the vacancy bank itself grows in its own issue. */
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
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.tenantId, t.organizationId, t.status), tenantIsolation('vacancies')],
);
