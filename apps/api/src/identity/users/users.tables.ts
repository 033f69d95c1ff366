import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Gender, Locale, Role, Salutation, SignupMethod, UserStatus } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../tenancy/tenancy.tables';

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    /** The partner centre the account belongs to (spec §3). */
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    email: text().notNull(),
    /**
     * The address as it is compared (lower case). Its own column because row
     * security lets the planner use an index only for leakproof comparisons, and
     * `lower(email) = …` is not one: looked up through `lower()`, every signed-in
     * request scanned the whole table.
     */
    emailKey: text().generatedAlwaysAs(sql`lower(email)`),
    unconfirmedEmail: text(),
    encryptedPassword: text(),
    firstName: text(),
    lastName: text(),
    phoneNumber: text(),
    jobTitle: text(),
    gender: text().$type<Gender>(),
    salutation: text().$type<Salutation>(),
    status: text().$type<UserStatus>().notNull().default('active'),
    signupMethod: text().$type<SignupMethod>().notNull().default('unknown'),
    /** The staff member who created the account and invited the person; told when the invitation is accepted. */
    invitedById: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    digestDays: integer().array().notNull().default(sql`'{}'::integer[]`),
    acceptTerms: boolean().notNull().default(false),
    locale: text().$type<Locale>().notNull().default('nl'),
    confirmedAt: timestamp({ withTimezone: true }),
    confirmationTokenDigest: text(),
    confirmationSentAt: timestamp({ withTimezone: true }),
    resetPasswordTokenDigest: text(),
    resetPasswordSentAt: timestamp({ withTimezone: true }),
    signInCount: integer().notNull().default(0),
    lastSignInAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_idx').on(t.tenantId, t.emailKey),
    uniqueIndex().on(t.confirmationTokenDigest),
    uniqueIndex().on(t.resetPasswordTokenDigest),
    index().on(t.tenantId, t.volunteerCenterId, t.createdAt),
    tenantIsolation('users'),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().$type<Role>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.name), index().on(t.tenantId, t.name), tenantIsolation('user_roles')],
);
