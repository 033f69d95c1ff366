import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditActionsFor } from '../../testing/fixtures';
import { organizations } from '../../identity/organizations/organizations.tables';
import { vacancies } from '../../areas/vacancies/vacancies.tables';
import { tenants } from '../../identity/tenancy/tenancy.tables';
import { JobWorker, type JobHandler } from './job-worker';
import { MAIL_SEND_JOB } from '../mail/mail.queue';
import { backoffMs, claimJob, enqueueJob, LEASE_MS, queueJob } from './jobs.queue';
import { ensureRecurringJobs, nextNightly } from './jobs.schedule';
import { JOB_HANDLERS, RECURRING_JOBS } from '../../job-handlers';
import { jobs } from './jobs.tables';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  await testApp.database.db.delete(jobs);
});

const jobById = async (id: string) => {
  const [row] = await testApp.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
};

describe('job queue', () => {
  it('runs an enqueued job once and marks it completed', async () => {
    const seen: unknown[] = [];
    const worker = new JobWorker(testApp.database, { handlers: { 'test.echo': async (payload) => void seen.push(payload) }, recurring: [] });
    const job = await enqueueJob(testApp.database.db, 'test.echo', { hello: 'wereld' });
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(false);
    expect(seen).toEqual([{ hello: 'wereld' }]);
    const row = await jobById(job!.id);
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lockedAt).toBeNull();
    expect(row.lastError).toBeNull();
  });

  it('retries a failing job with backoff, keeps the error and gives up after max_attempts', async () => {
    const failing: JobHandler = async () => {
      throw new Error('SMTP server weg');
    };
    const worker = new JobWorker(testApp.database, { handlers: { 'test.fail': failing }, recurring: [] });
    const job = await enqueueJob(testApp.database.db, 'test.fail', {}, { maxAttempts: 2 });
    const before = Date.now();
    expect(await worker.runOnce()).toBe(true);
    let row = await jobById(job!.id);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('SMTP server weg');
    expect(row.completedAt).toBeNull();
    expect(row.failedAt).toBeNull();
    expect(row.lockedAt).toBeNull();
    expect(row.runAt.getTime()).toBeGreaterThanOrEqual(before + backoffMs(1) - 1000);
    // Not due yet: the backoff holds it back.
    expect(await worker.runOnce()).toBe(false);
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));

    await testApp.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.id, job!.id));
    expect(await worker.runOnce()).toBe(true);
    row = await jobById(job!.id);
    expect(row.attempts).toBe(2);
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.completedAt).toBeNull();
    await testApp.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.id, job!.id));
    expect(await worker.runOnce()).toBe(false);
  });

  it('never hands one job to two concurrent claimers', async () => {
    const db = testApp.database.db;
    const one = await enqueueJob(db, 'test.single');
    const claims = await Promise.all([claimJob(db, 'worker-a'), claimJob(db, 'worker-b')]);
    expect(claims.filter(Boolean).map((c) => c!.id)).toEqual([one!.id]);

    await enqueueJob(db, 'test.many');
    await enqueueJob(db, 'test.many');
    await enqueueJob(db, 'test.many');
    const claimed = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((w) => claimJob(db, `worker-${w}`)));
    const ids = claimed.filter(Boolean).map((c) => c!.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('claims a job again once its lease has run out', async () => {
    const db = testApp.database.db;
    const job = await enqueueJob(db, 'test.lease');
    expect((await claimJob(db, 'crashed'))?.id).toBe(job!.id);
    expect(await claimJob(db, 'other')).toBeUndefined();
    await db.update(jobs).set({ lockedAt: new Date(Date.now() - LEASE_MS - 1000) }).where(eq(jobs.id, job!.id));
    const again = await claimJob(db, 'other');
    expect(again?.id).toBe(job!.id);
    expect(again?.lockedBy).toBe('other');
    expect(again?.attempts).toBe(2);
  });

  it('keeps one pending run of a recurring job however often it is scheduled', async () => {
    const db = testApp.database.db;
    await ensureRecurringJobs(db, RECURRING_JOBS);
    await ensureRecurringJobs(db, RECURRING_JOBS);
    await Promise.all([ensureRecurringJobs(db, RECURRING_JOBS), ensureRecurringJobs(db, RECURRING_JOBS)]);
    const pending = await db.select().from(jobs).where(and(eq(jobs.name, 'vacancies.expire'), isNull(jobs.completedAt)));
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(pending[0]!.runAt.getUTCMinutes()).toBe(0);

    // Once that run is done, the next one is queued.
    await db.update(jobs).set({ completedAt: new Date() }).where(eq(jobs.id, pending[0]!.id));
    await ensureRecurringJobs(db, RECURRING_JOBS);
    const next = await db.select().from(jobs).where(and(eq(jobs.name, 'vacancies.expire'), isNull(jobs.completedAt)));
    expect(next).toHaveLength(1);
    expect(next[0]!.id).not.toBe(pending[0]!.id);
  });

  it('polls when started and stops cleanly', async () => {
    const done: string[] = [];
    const worker = new JobWorker(testApp.database, { handlers: { 'test.poll': async () => void done.push('x') }, recurring: [], pollMs: 20 });
    worker.start();
    await enqueueJob(testApp.database.db, 'test.poll');
    for (let i = 0; i < 100 && done.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect(done).toEqual(['x']);
  });
});

describe('durability', () => {
  it('runs a job enqueued before a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jobs-restart-'));
    try {
      const first = await openDatabase({ pgliteDir: dir });
      await first.migrate();
      const job = await enqueueJob(first.db, 'test.durable', { n: 1 });
      await first.close();

      const second = await openDatabase({ pgliteDir: dir });
      try {
        await second.migrate();
        const seen: unknown[] = [];
        const worker = new JobWorker(second, { handlers: { 'test.durable': async (payload) => void seen.push(payload) }, recurring: [] });
        expect(await worker.runOnce()).toBe(true);
        expect(seen).toEqual([{ n: 1 }]);
        const [row] = await second.db.select().from(jobs).where(eq(jobs.id, job!.id));
        expect(row?.completedAt).toBeInstanceOf(Date);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('vacancies.expire', () => {
  it('expires exactly the published vacancies past their expiry, in every tenant', async () => {
    const db = testApp.database.db;
    const past = new Date(Date.now() - 86_400_000);
    const future = new Date(Date.now() + 30 * 86_400_000);
    const tenantIds = (await db.select({ id: tenants.id }).from(tenants)).map((t) => t.id);
    const created: Record<string, { pastPublished: string; futurePublished: string; pastDraft: string }> = {};
    for (const tenantId of tenantIds) {
      const [organization] = await db.select().from(organizations).where(eq(organizations.tenantId, tenantId)).limit(1);
      if (!organization) continue;
      const base = { tenantId, organizationId: organization.id, volunteerCenterId: organization.volunteerCenterId, description: 'x', contactPerson: 'Anna' };
      const [pastPublished, futurePublished, pastDraft] = await db
        .insert(vacancies)
        .values([
          { ...base, title: 'Verlopen', status: 'published', expiresAt: past, publishedAt: past },
          { ...base, title: 'Loopt nog', status: 'published', expiresAt: future, publishedAt: past },
          { ...base, title: 'Concept', status: 'draft', expiresAt: past },
        ])
        .returning({ id: vacancies.id });
      created[tenantId] = { pastPublished: pastPublished!.id, futurePublished: futurePublished!.id, pastDraft: pastDraft!.id };
    }
    expect(Object.keys(created).length).toBeGreaterThan(1);

    const worker = new JobWorker(testApp.database, { handlers: JOB_HANDLERS, recurring: [], inTenant: testApp.app.withTenantContext });
    await enqueueJob(db, 'vacancies.expire');
    expect(await worker.runOnce()).toBe(true);
    const [job] = await db.select().from(jobs).where(eq(jobs.name, 'vacancies.expire'));
    expect(job?.lastError).toBeNull();
    expect(job?.completedAt).toBeInstanceOf(Date);

    const statusOf = async (id: string) => (await db.select({ status: vacancies.status }).from(vacancies).where(eq(vacancies.id, id)))[0]?.status;
    for (const ids of Object.values(created)) {
      expect(await statusOf(ids.pastPublished)).toBe('expired');
      expect(await statusOf(ids.futurePublished)).toBe('published');
      expect(await statusOf(ids.pastDraft)).toBe('draft');
      expect(await auditActionsFor(testApp, ids.pastPublished)).toEqual(['vacancy.expired']);
      expect(await auditActionsFor(testApp, ids.futurePublished)).toEqual([]);
    }
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(vacancies)
      .where(and(eq(vacancies.status, 'published'), lte(vacancies.expiresAt, new Date())));
    expect(left?.n).toBe(0);
  });
});

describe('mail.send', () => {
  const message = { to: 'anna@example.org', subject: 'Welkom', text: 'Je link: https://example.org/confirm?confirmation_token=geheim' };

  it('is queued inside a tenant transaction and gone when that rolls back', async () => {
    const { database } = testApp;
    await database.withTenant('public', (tx) => queueJob(tx, MAIL_SEND_JOB, { tenantId: 'public', message }));
    await expect(
      database.withTenant('public', async (tx) => {
        await queueJob(tx, MAIL_SEND_JOB, { tenantId: 'public', message: { ...message, subject: 'Teruggedraaid' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const queued = await database.db.select().from(jobs).where(eq(jobs.name, MAIL_SEND_JOB));
    expect(queued.map((job) => (job.payload.message as { subject: string }).subject)).toEqual(['Welkom']);
  });

  it('sends the mail, then keeps only who got which subject', async () => {
    const sent: unknown[] = [];
    const worker = new JobWorker(testApp.database, { handlers: JOB_HANDLERS, recurring: [], mailer: { send: async (m) => void sent.push(m), describe: () => 'test' } });
    const job = await enqueueJob(testApp.database.db, MAIL_SEND_JOB, { tenantId: 'public', message });
    expect(await worker.runOnce()).toBe(true);
    expect(sent).toEqual([message]);
    const row = await jobById(job!.id);
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.payload).toEqual({ tenantId: 'public', to: message.to, subject: message.subject });
    expect(JSON.stringify(row.payload)).not.toContain('geheim');
  });

  it('retries when the mail server fails and keeps the mail until it went', async () => {
    let fail = true;
    const sent: unknown[] = [];
    const mailer = {
      send: async (m: unknown) => {
        if (fail) throw new Error('connect ECONNREFUSED');
        sent.push(m);
      },
      describe: () => 'flaky',
    };
    const worker = new JobWorker(testApp.database, { handlers: JOB_HANDLERS, recurring: [], mailer });
    const job = await enqueueJob(testApp.database.db, MAIL_SEND_JOB, { tenantId: 'public', message });
    expect(await worker.runOnce()).toBe(true);
    let row = await jobById(job!.id);
    expect(row.lastError).toContain('ECONNREFUSED');
    expect(row.completedAt).toBeNull();
    expect(row.payload).toEqual({ tenantId: 'public', message });

    fail = false;
    await testApp.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.id, job!.id));
    expect(await worker.runOnce()).toBe(true);
    row = await jobById(job!.id);
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(sent).toEqual([message]);
  });

  it('fails a job whose payload is not a mail, without sending anything', async () => {
    const sent: unknown[] = [];
    const worker = new JobWorker(testApp.database, { handlers: JOB_HANDLERS, recurring: [], mailer: { send: async (m) => void sent.push(m), describe: () => 'test' } });
    const job = await enqueueJob(testApp.database.db, MAIL_SEND_JOB, { tenantId: 'public', message: { to: 'x@example.org' } }, { maxAttempts: 1 });
    await worker.runOnce();
    const row = await jobById(job!.id);
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toContain('message.subject');
    expect(sent).toEqual([]);
  });

  it('is picked up at once when the worker is woken', async () => {
    const sent: unknown[] = [];
    const worker = new JobWorker(testApp.database, {
      handlers: JOB_HANDLERS,
      recurring: [],
      pollMs: 60_000,
      mailer: { send: async (m) => void sent.push(m), describe: () => 'test' },
    });
    worker.start();
    try {
      // Let the first poll find nothing and go to sleep for a minute.
      for (let i = 0; i < 50 && (await worker.runOnce()); i++);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await enqueueJob(testApp.database.db, MAIL_SEND_JOB, { tenantId: 'public', message });
      worker.wake();
      for (let i = 0; i < 100 && sent.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await worker.stop();
    }
    expect(sent).toEqual([message]);
  });
});

describe('jobs.cleanup', () => {
  it('deletes jobs completed more than a week ago and keeps the rest', async () => {
    const db = testApp.database.db;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [old, recent, failed, pending] = await db
      .insert(jobs)
      .values([
        { name: 'test.old', completedAt: daysAgo(8) },
        { name: 'test.recent', completedAt: daysAgo(6) },
        { name: 'test.failed', failedAt: daysAgo(30) },
        { name: 'test.pending', runAt: new Date(Date.now() + 86_400_000) },
      ])
      .returning({ id: jobs.id });
    const worker = new JobWorker(testApp.database, { handlers: JOB_HANDLERS, recurring: [] });
    await enqueueJob(db, 'jobs.cleanup');
    expect(await worker.runOnce()).toBe(true);
    const left = new Set((await db.select({ id: jobs.id }).from(jobs)).map((row) => row.id));
    expect(left.has(old!.id)).toBe(false);
    expect([recent!.id, failed!.id, pending!.id].every((id) => left.has(id))).toBe(true);
  });

  it('runs every night', () => {
    expect(nextNightly(new Date('2026-12-01T02:59:00Z')).toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(nextNightly(new Date('2026-12-01T03:00:00Z')).toISOString()).toBe('2026-12-02T03:00:00.000Z');
    expect(RECURRING_JOBS.map((job) => job.name)).toContain('jobs.cleanup');
  });
});

describe('jobs table access', () => {
  it('is out of reach of the role requests run as, but for adding jobs', async () => {
    const t = await createTestApp();
    try {
      await expect(t.database.withTenant('public', (tx) => tx.execute(sql`select count(*) from jobs`))).rejects.toThrow();
      await expect(t.database.withTenant('public', (tx) => tx.execute(sql`update jobs set attempts = 0`))).rejects.toThrow();
      await expect(t.database.withTenant('public', (tx) => tx.execute(sql`delete from jobs`))).rejects.toThrow();
      await t.database.withTenant('public', (tx) => queueJob(tx, 'test.added', {}));
    } finally {
      await t.close();
    }
  });
});
