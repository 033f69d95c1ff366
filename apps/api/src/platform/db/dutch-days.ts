import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Figures per calendar day are Dutch days (every centre is in Europe/Amsterdam).

/** The Dutch calendar day of a timestamp column, as YYYY-MM-DD text. */
export function dutchDayOf(column: PgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`;
}

/** Whether a timestamp column falls on one of the Dutch days from `from` to `to` (both included); index-friendly. */
export function onDutchDays(column: PgColumn, from: string, to: string): SQL {
  return sql`(${column} >= (${from}::date::timestamp at time zone 'Europe/Amsterdam') and ${column} < ((${to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'))`;
}
