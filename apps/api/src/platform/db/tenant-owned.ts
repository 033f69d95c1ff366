import { sql } from 'drizzle-orm';
import { pgPolicy, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Role every request's queries run as: owns nothing, not superuser, no BYPASSRLS. */
export const APP_ROLE = 'app_user';

// After a transaction ends the setting reads '' rather than NULL, so nullif
// turns "no tenant set" into a condition that matches no row at all.
const currentTenant = sql`nullif(current_setting('app.tenant_id', true), '')`;

/** The row-level security policy every tenant-owned table carries. */
export function tenantIsolation(table: string) {
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: sql`tenant_id = ${currentTenant}`,
    withCheck: sql`tenant_id = ${currentTenant}`,
  });
}

export const id = () => uuid().primaryKey().defaultRandom();
export const tenantId = () => text().notNull();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
