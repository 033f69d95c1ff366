import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrganizationMemberRole, OrganizationStatus, OrganizationType } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../tenancy/tenancy.tables';
import { users } from '../users/users.tables';

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    street: text(),
    houseNumber: text(),
    postalCode: text(),
    city: text(),
    country: text().notNull().default('NL'),
    /** Looked up from the place when the address is saved; vacancies take them by default. */
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [tenantIsolation('addresses')],
);

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    name: text().notNull(),
    website: text(),
    city: text(),
    phoneNumber: text(),
    /** Where mail about the organisation goes (approval, denial); sign-up fills in the first user's address. */
    email: text(),
    description: text(),
    status: text().$type<OrganizationStatus>().notNull().default('pending'),
    /** Why staff last denied (or otherwise decided on) the organisation; mailed to it. */
    statusReason: text(),
    /** Listed on the public /partners page. */
    isPartner: boolean().notNull().default(false),
    type: text().$type<OrganizationType>().notNull().default('NonProfit'),
    addressId: uuid().references(() => addresses.id, { onDelete: 'set null' }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.tenantId, t.volunteerCenterId, t.status),
    index().on(t.tenantId, t.isPartner),
    index('organizations_name_idx').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('organizations'),
  ],
);

export const organizationMembers = pgTable(
  'organization_members',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's role in this organisation: `organization_superuser` manages it, `member` belongs to it. */
    role: text().$type<OrganizationMemberRole>().notNull().default('organization_superuser'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.organizationId, t.userId), index().on(t.userId), tenantIsolation('organization_members')],
);

export const nonProfitTypes = pgTable(
  'non_profit_types',
  { id: id(), tenantId: tenantId().references(() => tenants.id), name: text().notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex().on(t.tenantId, t.name), tenantIsolation('non_profit_types')],
);

export const activityTypes = pgTable(
  'activity_types',
  { id: id(), tenantId: tenantId().references(() => tenants.id), name: text().notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex().on(t.tenantId, t.name), tenantIsolation('activity_types')],
);

export const nonProfitProfiles = pgTable(
  'non_profit_profiles',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nonProfitTypeId: uuid().references(() => nonProfitTypes.id, { onDelete: 'set null' }),
    showOnSocialMap: boolean().notNull().default(false),
    activityTypeIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.organizationId), tenantIsolation('non_profit_profiles')],
);
