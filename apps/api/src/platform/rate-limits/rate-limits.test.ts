import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openDatabase } from '../db/database';
import { userRowByEmail } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { jobs } from '../jobs/jobs.tables';
import { queueMail } from '../mail/mail.queue';
import { purgeExpiredCounters } from './rate-limits.service';
import { rateLimitCounters } from './rate-limits.tables';

/**
 * A second API process on the same database: its own app and, on PostgreSQL,
 * its own connection pool (on PGlite, which one process owns, the same handle).
 */
async function secondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : t.database;
  const app = await buildApp({ config: t.config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

const signInAttempt = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/auth/sign_in', headers: { host: 'localhost', 'content-type': 'application/json' }, payload: { email, password: 'wrong-password' } });

describe('the shared rate-limit store', () => {
  it('counts one limit across two API instances on one database', async () => {
    const t = await createTestApp({ rateLimits: { authPerMinute: 3, maxFailedSignIns: 50 } });
    const second = await secondInstance(t);
    try {
      const statuses = [];
      for (const [i, app] of [t.app, second.app, t.app, second.app].entries()) {
        statuses.push((await signInAttempt(app, `nobody${i}@example.org`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // The 429 is answered by the instance that did not see the other hits itself.
      expect((await signInAttempt(t.app, 'nobody9@example.org')).statusCode).toBe(429);
    } finally {
      await second.close();
      await t.close();
    }
  });

  it('limits 404 answers per IP address through the store, on both instances', async () => {
    const t = await createTestApp({ rateLimits: { notFoundPerMinute: 2 } });
    const second = await secondInstance(t);
    try {
      const missing = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { host: 'localhost' } });
      expect((await missing(t.app)).statusCode).toBe(404);
      expect((await missing(second.app)).statusCode).toBe(404);
      const refused = await missing(t.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].code).toBe('RATE_LIMITED');
      expect((await missing(second.app)).statusCode).toBe(429);
      const rows = await t.database.db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, 'not-found:public:%'));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
      await t.close();
    }
  });

  it('starts a new window once the old one ended, and the purge deletes ended windows', async () => {
    const t = await createTestApp({ rateLimits: { authPerMinute: 1, maxFailedSignIns: 50 } });
    const second = await secondInstance(t);
    try {
      expect((await signInAttempt(t.app, 'a@example.org')).statusCode).toBe(401);
      expect((await signInAttempt(t.app, 'b@example.org')).statusCode).toBe(429);
      // End the window as time would. The refusing instance keeps refusing from
      // memory until its window ends; another one asks the database and starts anew.
      await t.database.db.update(rateLimitCounters).set({ resetsAt: new Date(Date.now() - 1000) });
      expect((await signInAttempt(second.app, 'c@example.org')).statusCode).toBe(401);
      await t.database.db.update(rateLimitCounters).set({ resetsAt: new Date(Date.now() - 1000) });
      expect(await purgeExpiredCounters(t.database.db)).toBeGreaterThan(0);
      expect(await t.database.db.select().from(rateLimitCounters)).toHaveLength(0);
    } finally {
      await second.close();
      await t.close();
    }
  });
});

describe('mail to others needs a declared limit', () => {
  const message = (to: string) => ({ to, subject: 'Test', text: 'Test' });

  it('fails loudly when a route mails someone else without declaring it, and queues nothing', async () => {
    const t = await createTestApp();
    const app = await buildApp({ config: t.config, database: t.database });
    const mailing = (to: string) => async (request: FastifyRequest) => {
      await request.withContext((context) => queueMail(context, message(to)));
      return { ok: true };
    };
    app.post('/test/undeclared', mailing('stranger@example.org'));
    app.post('/test/own-address', mailing('vrijwilliger@public.example'));
    app.post('/test/declared', { config: { mailsOthers: true } }, mailing('stranger@example.org'));
    await app.ready();
    try {
      const volunteer = await t.signIn('vrijwilliger@public.example');
      const post = (url: string) => t.request({ app, method: 'POST', url, credentials: volunteer });
      const queued = async () => (await t.database.db.select().from(jobs).where(eq(jobs.name, 'mail.send'))).length;
      const before = await queued();

      const undeclared = await post('/test/undeclared');
      expect(undeclared.statusCode).toBe(500);
      expect(await queued()).toBe(before);

      expect((await post('/test/own-address')).statusCode).toBe(200);
      expect((await post('/test/declared')).statusCode).toBe(200);
      expect(await queued()).toBe(before + 2);
    } finally {
      await app.close();
      await t.close();
    }
  });

  it('charges an update only when it names an e-mail address, and mails others only when charged', async () => {
    const t = await createTestApp({ rateLimits: { mailsOthersPerUser: { max: 1, windowMs: 600_000 } } });
    const app = await buildApp({ config: t.config, database: t.database });
    app.post(
      '/test/never-charged',
      { config: { mailsOthers: { when: () => false } } },
      async (request) => request.withContext((context) => queueMail(context, message('stranger@example.org'))),
    );
    await app.ready();
    try {
      const admin = await t.signIn('admin@public.example');
      const { id } = await userRowByEmail(t, 'public', 'vrijwilliger@public.example');
      // Through the test app's request, so the session's rotated token goes along as a client's would.
      const patch = (attributes: Record<string, unknown>) =>
        t.request({ app, method: 'PATCH', url: `/api/v1/users/${id}`, credentials: admin, body: { data: { type: 'users', id, attributes } } });
      // Profile edits mail nobody, so staff can make as many as they need.
      for (const jobTitle of ['Gastheer', 'Chauffeur', 'Coördinator']) expect((await patch({ job_title: jobTitle })).statusCode).toBe(200);
      expect((await patch({ email: 'nieuw-adres@example.org' })).statusCode).toBe(200);
      expect((await patch({ email: 'nog-een-adres@example.org' })).statusCode).toBe(429);

      expect((await t.request({ app, method: 'POST', url: '/test/never-charged', credentials: admin })).statusCode).toBe(500);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
