import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { TenantContextRunner } from '../http/request-context';
import type { Mailer } from '../mail/mailer';
import type { UploadStorage } from '../../areas/uploads/uploads.storage';
import { claimJob, completeJob, failJob } from './jobs.queue';
import { ensureRecurringJobs, type RecurringJob } from './jobs.schedule';

export type JobContext = { database: Database; inTenant: TenantContextRunner; mailer?: Mailer; uploads?: UploadStorage; log?: FastifyBaseLogger };
/** Runs one job; may return what to keep of the payload once it is done (instead of all of it). */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void | Record<string, unknown>>;

export type JobWorkerOptions = {
  /**
   * The handler of each job name this worker runs. The composition root (`src/job-handlers.ts`)
   * gives them, so the queue knows no product area while the areas queue jobs.
   */
  handlers: Readonly<Record<string, JobHandler>>;
  /** Jobs kept queued for their next run (none unless given). */
  recurring?: readonly RecurringJob[];
  pollMs?: number;
  /** Where `mail.send` jobs send their mail. */
  mailer?: Mailer;
  /** The uploads folder `uploads.cleanup` removes files from. */
  uploads?: UploadStorage;
  /** How jobs call services in a tenant's transaction (the app's `withTenantContext`). */
  inTenant?: TenantContextRunner;
  log?: FastifyBaseLogger;
};

/**
 * Polls the jobs table and runs due jobs one at a time. The app starts it
 * when it listens (unless JOB_WORKER=false) and stops it when it closes;
 * tests call runOnce.
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly handlers: Readonly<Record<string, JobHandler>>;
  private readonly recurring: readonly RecurringJob[];
  private readonly pollMs: number;
  private readonly mailer?: Mailer;
  private readonly uploads?: UploadStorage;
  private readonly inTenant: TenantContextRunner;
  private readonly log?: FastifyBaseLogger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeRequested = false;

  constructor(private readonly database: Database, options: JobWorkerOptions) {
    this.handlers = options.handlers;
    this.recurring = options.recurring ?? [];
    this.pollMs = options.pollMs ?? 5_000;
    this.mailer = options.mailer;
    this.uploads = options.uploads;
    this.inTenant =
      options.inTenant ??
      (() => {
        throw new Error('This job worker was made without inTenant, so its jobs cannot call services');
      });
    this.log = options.log;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Looks for due jobs now rather than at the next poll (e.g. a request just queued a mail). */
  wake(): void {
    if (this.stopped) return;
    // A poll in progress may have looked before the job was committed: look again after it.
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
      });
    }, delay);
  }

  private async tick(): Promise<void> {
    this.wakeRequested = false;
    let worked = false;
    try {
      await ensureRecurringJobs(this.database.db, this.recurring);
      worked = await this.runOnce();
    } catch (error) {
      this.log?.error({ err: error }, 'job worker poll failed');
    }
    // Drain a backlog without waiting; otherwise wait for the next poll.
    this.schedule(worked || this.wakeRequested ? 0 : this.pollMs);
  }

  /** Claims and runs one due job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const job = await claimJob(this.database.db, this.id);
    if (!job) return false;
    const handler = this.handlers[job.name];
    const startedAt = Date.now();
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      const keptPayload = await handler(job.payload, { database: this.database, inTenant: this.inTenant, mailer: this.mailer, uploads: this.uploads, log: this.log });
      await completeJob(this.database.db, job, keptPayload ?? undefined);
      this.log?.info({ job: job.name, id: job.id, ms: Date.now() - startedAt }, 'job completed');
    } catch (error) {
      await failJob(this.database.db, job, error);
      this.log?.warn({ job: job.name, id: job.id, attempt: job.attempts, err: error }, 'job failed');
    }
    return true;
  }
}
