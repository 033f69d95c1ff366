import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from './rate-limits.tables';

/** A counter after one more hit: hits in the current window and milliseconds until it ends. */
export type CounterState = { current: number; ttl: number };

/**
 * Counts one hit on `key` in one statement: the first hit (or the first after
 * the window ended) starts a window of `windowMs` at 1, any other adds 1. The
 * upsert is atomic, so concurrent processes never lose a hit; the database's
 * clock decides windows, so processes with drifting clocks agree.
 */
export async function hitCounter(db: Db, key: string, windowMs: number): Promise<CounterState> {
  const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({
      current: rateLimitCounters.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.resetsAt} - now()) * 1000))::integer`,
    });
  return { current: row!.current, ttl: Number(row!.ttl) };
}

/** Deletes the counters whose window has ended (the hourly `rate-limits.purge` job); returns how many. */
export async function purgeExpiredCounters(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, now)).returning({ key: rateLimitCounters.key });
  return deleted.length;
}
