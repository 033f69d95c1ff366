import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { jobs, type JobRow } from './jobs.tables';

/** A claimed job not finished within this time is taken to be abandoned (crashed worker) and claimed again. */
export const LEASE_MS = 5 * 60_000;

export type EnqueueOptions = {
  runAt?: Date;
  maxAttempts?: number;
  /** At most one unfinished job per key; a second enqueue with the key is ignored. */
  uniqueKey?: string;
};

/** Adds a job; returns it, or undefined when an unfinished job with the same uniqueKey exists. */
export async function enqueueJob(
  db: Db,
  name: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<JobRow | undefined> {
  const [row] = await db
    .insert(jobs)
    .values({ name, payload, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? 5, uniqueKey: options.uniqueKey })
    .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`completed_at is null and failed_at is null` })
    .returning();
  return row;
}

/**
 * Queues a job inside a request's tenant transaction, so it is committed with
 * the change it belongs to, or not at all (the outbox pattern). The request
 * role may add jobs but not read them, hence nothing is returned.
 */
export async function queueJob(tx: Tx, name: string, payload: Record<string, unknown>, options: Omit<EnqueueOptions, 'uniqueKey'> = {}): Promise<void> {
  await tx.insert(jobs).values({ name, payload, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? 5 });
}

/**
 * Claims the job that is due first: unfinished, run_at passed, and not locked
 * (or locked longer ago than the lease). `FOR UPDATE SKIP LOCKED` lets several
 * workers claim at once without ever getting the same job.
 */
export async function claimJob(db: Db, workerId: string, now = new Date()): Promise<JobRow | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.completedAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedAt), lt(jobs.lockedAt, new Date(now.getTime() - LEASE_MS))),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({ lockedAt: now, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
    .where(eq(jobs.id, sql`(${due})`))
    .returning();
  return row;
}

/** Marks a job done; `keptPayload` replaces a payload that should not be stored any longer (a mail's text). */
export async function completeJob(db: Db, job: JobRow, keptPayload?: Record<string, unknown>): Promise<void> {
  await db
    .update(jobs)
    .set({ completedAt: new Date(), lockedAt: null, lockedBy: null, ...(keptPayload ? { payload: keptPayload } : {}) })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
}

/** Delay before the next attempt: 30 s, 1 min, 2 min, … at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Records a failed attempt: retried after the backoff, or given up after max_attempts. */
export async function failJob(db: Db, job: JobRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const now = Date.now();
  const finalAttempt = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      lastError: message.slice(0, 4000),
      lockedAt: null,
      lockedBy: null,
      ...(finalAttempt ? { failedAt: new Date(now) } : { runAt: new Date(now + backoffMs(job.attempts)) }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
}

/** Deletes jobs completed before `before`; failed ones stay for inspection. Returns how many went. */
export async function deleteCompletedJobs(db: Db, before: Date): Promise<number> {
  const deleted = await db.delete(jobs).where(lt(jobs.completedAt, before)).returning({ id: jobs.id });
  return deleted.length;
}
