import { count, eq, sql } from 'drizzle-orm';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { organizationRow, vacancyRow } from '../../testing/fixtures';
import type { RateLimits } from '../../config';
import { jobs } from '../../platform/jobs/jobs.tables';
import { applications } from './applications.tables';

// Issue 11 item 2: applying mails the vacancy's contact and an address; the
// platform must not be a relay to strangers, signed in or not.

const strangers = Array.from({ length: 40 }, (_, i) => `stranger${i}@example.org`);

async function withApp(rateLimits: Partial<RateLimits>, run: (t: TestApp, vacancyId: string) => Promise<void>) {
  const t = await createTestApp({ rateLimits });
  try {
    const voedselbank = await organizationRow(t, 'public', 'Voedselbank Zwolle');
    await run(t, (await vacancyRow(t, voedselbank.id, 'Chauffeur voor het ophalen van voedsel')).id);
  } finally {
    await t.close();
  }
}

const apply = (t: TestApp, attributes: Record<string, unknown>, credentials?: Credentials, host?: string) =>
  t.request({ method: 'POST', url: '/api/v1/applications', credentials, host, body: { data: { type: 'applications', attributes } } });

/** The queued mails to each address (the job rows), so nothing needs sending. */
async function queuedMailsTo(t: TestApp, addresses: string[]): Promise<number> {
  const rows = await t.database.db.select({ to: sql<string>`${jobs.payload}->'message'->>'to'` }).from(jobs).where(eq(jobs.name, 'mail.send'));
  return rows.filter((row) => addresses.includes(row.to)).length;
}

describe('a signed-in volunteer applies as themself', () => {
  it('refuses another e-mail address with a 422 on the field, and mails nobody', async () => {
    await withApp({}, async (t, vacancyId) => {
      const volunteer = await t.signIn('vrijwilliger@public.example');
      const response = await apply(t, { vacancy_id: vacancyId, email: 'someone.else@example.org', first_name: 'Eve' }, volunteer);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source.pointer).toBe('/data/attributes/email');
      expect(response.json().errors[0].meta.reason).toBe('not_own_email');
      expect(response.json().errors[0].detail).toMatch(/e-mailadres van je account/);
      const [row] = await t.database.db.select({ n: count() }).from(applications).where(eq(applications.email, 'someone.else@example.org'));
      expect(row?.n).toBe(0);
      expect(await queuedMailsTo(t, ['someone.else@example.org'])).toBe(0);
    });
  });

  it('accepts the account’s own address in any case and applies with it', async () => {
    await withApp({}, async (t, vacancyId) => {
      const volunteer = await t.signIn('vrijwilliger@public.example');
      const response = await apply(t, { vacancy_id: vacancyId, email: 'Vrijwilliger@Public.Example' }, volunteer);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes.email).toBe('vrijwilliger@public.example');
    });
  });
});

describe('the "mails others" limit', () => {
  it('stops a signed-in user’s burst of 40 applications for 40 addresses after the per-user limit, mailing none of them', async () => {
    await withApp({ mailsOthersPerUser: { max: 5, windowMs: 600_000 } }, async (t, vacancyId) => {
      const volunteer = await t.signIn('vrijwilliger@public.example');
      const statuses: number[] = [];
      for (const email of strangers) {
        statuses.push((await apply(t, { vacancy_id: vacancyId, first_name: 'Eve', last_name: 'Spam', email }, volunteer)).statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
      expect(await queuedMailsTo(t, strangers)).toBe(0);
      // The budget is the user's: applying as themself is refused too until the window ends.
      const own = await apply(t, { vacancy_id: vacancyId }, volunteer);
      expect(own.statusCode).toBe(429);
      expect(own.json().errors[0].code).toBe('RATE_LIMITED');
      expect(Number(own.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('stops a guest’s burst of 40 applications from one IP address after the per-IP limit; only that many mails are queued', async () => {
    await withApp({ mailsOthersPerIp: { max: 5, windowMs: 600_000 } }, async (t, vacancyId) => {
      const statuses: number[] = [];
      for (const email of strangers) {
        statuses.push((await apply(t, { vacancy_id: vacancyId, first_name: 'Eve', last_name: 'Spam', email })).statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
      expect(await queuedMailsTo(t, strangers)).toBe(5);
      // Signed in from the same address, the IP's budget is spent as well.
      const volunteer = await t.signIn('vrijwilliger@public.example');
      expect((await apply(t, { vacancy_id: vacancyId }, volunteer)).statusCode).toBe(429);
    });
  });

  it('limits a guest per address, charged whether or not the application is taken', async () => {
    await withApp({ mailsPerAddress: { max: 2, windowMs: 3_600_000 } }, async (t, vacancyId) => {
      const anna = { vacancy_id: vacancyId, first_name: 'Anna', last_name: 'de Wit', email: 'anna@example.org' };
      expect((await apply(t, anna)).statusCode).toBe(201);
      expect((await apply(t, { ...anna, email: 'ANNA@example.org' })).statusCode).toBe(409);
      const third = await apply(t, anna);
      expect(third.statusCode).toBe(429);
      expect(third.json().errors[0].code).toBe('RATE_LIMITED');
      expect((await apply(t, { ...anna, email: 'bert@example.org' })).statusCode).toBe(201);
      expect(await queuedMailsTo(t, ['anna@example.org'])).toBe(1);
    });
  });

  it('keeps the budgets of tenants apart', async () => {
    await withApp({ mailsOthersPerIp: { max: 1, windowMs: 600_000 } }, async (t, vacancyId) => {
      expect((await apply(t, { vacancy_id: vacancyId, first_name: 'A', last_name: 'B', email: 'a@example.org' })).statusCode).toBe(201);
      expect((await apply(t, { vacancy_id: vacancyId, first_name: 'A', last_name: 'B', email: 'b@example.org' })).statusCode).toBe(429);
      // Another tenant's site counts on its own (the vacancy is not its own: 404, not 429).
      const elsewhere = await apply(t, { vacancy_id: vacancyId, first_name: 'A', last_name: 'B', email: 'c@example.org' }, undefined, 'oldebroek.localhost');
      expect(elsewhere.statusCode).toBe(404);
    });
  });

  it('limits staff decisions that mail applicants per user', async () => {
    await withApp({ mailsOthersPerUser: { max: 1, windowMs: 600_000 } }, async (t, vacancyId) => {
      const ids: string[] = [];
      for (const email of ['a@example.org', 'b@example.org']) {
        ids.push((await apply(t, { vacancy_id: vacancyId, first_name: 'A', last_name: 'B', email })).json().data.id);
      }
      const organisatie = await t.signIn('organisatie@public.example');
      const decide = (id: string) => t.request({ method: 'POST', url: `/api/v1/applications/${id}/accept`, credentials: organisatie });
      expect((await decide(ids[0]!)).statusCode).toBe(200);
      expect((await decide(ids[1]!)).statusCode).toBe(429);
    });
  });
});
