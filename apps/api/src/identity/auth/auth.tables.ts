import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation } from '../../platform/db/tenant-owned';
import { tenants } from '../tenancy/tenancy.tables';
import { users } from '../users/users.tables';

/** One row per signed-in device ("client" in devise_token_auth); tokens are stored only as HMAC digests. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text().notNull(),
    tokenDigest: text().notNull(),
    previousTokenDigest: text(),
    rotatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin signed in as this user (`sign_in_as_user`). */
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.client), tenantIsolation('auth_tokens')],
);

/**
 * Failed sign-ins per e-mail address, kept whether or not an account exists,
 * so a lock looks the same for every address.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    email: text().notNull(),
    failedAttempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastFailedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.tenantId, t.email), index().on(t.lastFailedAt), tenantIsolation('sign_in_failures')],
);
