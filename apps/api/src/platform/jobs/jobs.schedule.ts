import type { Db } from '../db/database';
import { enqueueJob } from './jobs.queue';

/** A job that runs again and again; `next` gives the run after a moment. */
export type RecurringJob = { name: string; next(after: Date): Date };

/** The start of the next whole hour (UTC, which is also a whole hour in Europe/Amsterdam). */
export function nextWholeHour(after: Date): Date {
  const next = new Date(after);
  next.setUTCMinutes(0, 0, 0);
  next.setUTCHours(next.getUTCHours() + 1);
  return next;
}

/** The next 03:00 UTC (04:00 or 05:00 in Amsterdam): a quiet hour for housekeeping. */
export function nextNightly(after: Date): Date {
  const next = new Date(after);
  next.setUTCHours(3, 0, 0, 0);
  if (next <= after) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * Makes sure each recurring job has its next run queued. The unique key
 * `recurring:<name>` allows one unfinished run, so calling this on every start
 * and every poll never duplicates a run.
 */
export async function ensureRecurringJobs(db: Db, recurring: readonly RecurringJob[], now = new Date()): Promise<void> {
  for (const job of recurring) {
    await enqueueJob(db, job.name, {}, { runAt: job.next(now), uniqueKey: `recurring:${job.name}`, maxAttempts: 3 });
  }
}
