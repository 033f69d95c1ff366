import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityFrequency, VacancyStatus, VacancyType } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { organizations } from '../../identity/organizations/organizations.tables';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What public search matches: title (weight A) and description (B), stemmed in
 * Dutch and in English so "vrijwilligers" finds "vrijwilliger" and "volunteers"
 * finds "volunteer". HTML tags in the description are not indexed by the parser.
 */
const searchDocument = sql`
  setweight(to_tsvector('dutch'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('dutch'::regconfig, coalesce(description, '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')`;

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
    /** Where applications are mailed; without it they go to the organisation's members. */
    contactEmail: text(),
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
    /** For activities held regularly: an RFC 5545 RRULE (FREQ=WEEKLY;BYDAY=TU) counted from startsAt. */
    recurrenceRule: text(),
    expiresAt: timestamp({ withTimezone: true }),
    /** When its organisation was told that it is about to expire (for the current `expires_at`; cleared when that changes). */
    expiryNoticeAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    archivedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchDocument: tsvector().generatedAlwaysAs(searchDocument),
  },
  (t) => [
    index().on(t.tenantId, t.organizationId, t.status),
    index().on(t.tenantId, t.volunteerCenterId, t.status),
    index('vacancies_search_document_idx').using('gin', t.searchDocument),
    index('vacancies_published_idx').on(t.tenantId, t.volunteerCenterId, t.publishedAt).where(sql`status = 'published'`),
    // The search index reads a tenant's published vacancies in this order (newest first, then id).
    index('vacancies_search_order_idx').on(t.tenantId, t.publishedAt.desc().nullsLast(), t.id).where(sql`status = 'published'`),
    index('vacancies_location_idx').on(t.latitude, t.longitude).where(sql`status = 'published'`),
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

/**
 * What changed for public search, per tenant, in commit order: written only by
 * triggers (migration 0010) on vacancies that are or were published and on
 * organisations, read by every API process's search index before each search.
 * A trigger takes a per-tenant lock until commit before it numbers a change, so
 * a reader that has seen `seq` n of a tenant has seen all of its lower ones.
 * Not for app_user (no grants; row-level security all the same): the search
 * plugin reads it on the owner connection.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    kind: text().$type<'vacancy' | 'organization'>().notNull(),
    entityId: uuid().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.tenantId, t.seq), index().on(t.changedAt), tenantIsolation('search_changes')],
);
