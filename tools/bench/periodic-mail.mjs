// The periodic mail (issue 17) at scale, in one process on one database: the
// `digests.send` job for 10,000 volunteers who chose Monday, each with
// interests (categories, kinds of work, a place and a distance), reported as
// mails per second and the process's peak memory; and the notification
// fan-out of one event to 1,000 account holders, next to the same event for
// one, measured in the same run. It runs the API's own code (through tsx) on a
// freshly migrated and seeded database: in-memory PGlite, or a new database on
// the server of TEST_DATABASE_URL.
//
// Usage:
//   node tools/bench/periodic-mail.mjs                                              (PGlite)
//   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node tools/bench/periodic-mail.mjs
// Options: --volunteers 10000 --recipients 1000
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    volunteers: { type: 'string', default: '10000' },
    recipients: { type: 'string', default: '1000' },
  },
});
const VOLUNTEERS = Number(options.volunteers);
const RECIPIENTS = Number(options.recipients);
const DAY_MS = 24 * 60 * 60 * 1000;

// The API's own tsconfig maps the @platform/* libraries to their sources; tsx
// reads it when it is registered.
process.env.TSX_TSCONFIG_PATH ??= new URL('../../apps/api/tsconfig.json', import.meta.url).pathname;
(await import('tsx/esm/api')).register();
(await import('tsx/cjs/api')).register();
/** A TypeScript module of the API (compiled as CommonJS: its exports come as `default`). */
const load = async (path) => {
  const module = await import(new URL(path, import.meta.url).href);
  return module.default ?? module;
};
const { createTestApp } = await load('../../apps/api/src/testing/test-app.ts');
const { sendDueDigests, localDay } = await load('../../apps/api/src/areas/digests/digests.service.ts');
const { notifyRecipients } = await load('../../apps/api/src/identity/notifications/notifications.service.ts');
const schema = await load('../../apps/api/src/schema.ts');
const { and, eq, sql } = await import('drizzle-orm');

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const t = await createTestApp();
const db = t.database.db;
const [zwolle] = await db
  .select({ id: schema.volunteerCenters.id })
  .from(schema.volunteerCenters)
  .where(and(eq(schema.volunteerCenters.tenantId, 'public'), eq(schema.volunteerCenters.slug, 'zwolle')));
const categories = await db
  .select({ id: schema.vacancyCategories.id })
  .from(schema.vacancyCategories)
  .where(eq(schema.vacancyCategories.tenantId, 'public'));
const types = ['volunteering', 'activity', 'p2p', 'language'];

// The demo's published vacancies count as published an hour ago, so every volunteer has something new.
await db.execute(sql`update vacancies set published_at = now() - interval '1 hour' where status = 'published'`);

console.log(`making ${VOLUNTEERS} volunteers with interests…`);
const ids = [];
for (let start = 0; start < VOLUNTEERS; start += 1000) {
  const rows = [];
  for (let i = start; i < Math.min(VOLUNTEERS, start + 1000); i += 1) {
    const id = randomUUID();
    ids.push(id);
    rows.push({
      id,
      tenantId: 'public',
      volunteerCenterId: zwolle.id,
      email: `bench-${i}@example.org`,
      firstName: `Vrijwilliger ${i}`,
      lastName: 'Bench',
      status: 'active',
      digestDays: [1],
      locale: i % 5 === 0 ? 'en' : 'nl',
      createdAt: new Date(Date.now() - 30 * DAY_MS),
    });
  }
  await db.insert(schema.users).values(rows);
  await db.insert(schema.digestPreferences).values(
    rows.map((row, k) => ({
      userId: row.id,
      tenantId: 'public',
      categoryIds: k % 3 === 0 ? [] : [categories[k % categories.length].id],
      vacancyTypes: k % 4 === 0 ? [] : [types[k % types.length]],
      place: k % 2 === 0 ? 'Zwolle' : null,
      latitude: k % 2 === 0 ? '52.516775' : null,
      longitude: k % 2 === 0 ? '6.083022' : null,
      distanceKm: k % 2 === 0 ? 25 : null,
    })),
  );
}

/** The next Monday at 08:00 UTC. */
let monday = new Date();
monday.setUTCHours(8, 0, 0, 0);
while (monday <= new Date() || localDay(monday).weekday !== 1) monday = new Date(monday.getTime() + DAY_MS);

const memoryBefore = process.memoryUsage().rss;
peakRss = memoryBefore;
const started = performance.now();
const outcome = await sendDueDigests(['public'], t.app.withTenantContext, monday);
const seconds = (performance.now() - started) / 1000;
const queued = await db.execute(sql`select count(*)::int as n from jobs where name = 'mail.send'`);
const queuedMails = Number((queued.rows ?? queued)[0].n);
console.log(
  `periodic mail: ${VOLUNTEERS} volunteers in ${seconds.toFixed(1)} s: ${outcome.sent} mails queued ` +
    `(${(outcome.sent / seconds).toFixed(0)} mails/s, ${(VOLUNTEERS / seconds).toFixed(0)} volunteers/s), ` +
    `${outcome.nothing_new} with nothing new; mail jobs in the queue: ${queuedMails}; ` +
    `peak RSS ${mb(peakRss)} (${mb(memoryBefore)} before the run)`,
);
const again = await sendDueDigests(['public'], t.app.withTenantContext, monday);
console.log(`second run for the same Monday: ${again.sent} sent, ${again.already_done} already done`);

// Fan-out: one event to 1,000 account holders, and to one, in the same run.
const recipients = ids.slice(0, RECIPIENTS).map((_, i) => ({ email: `bench-${i}@example.org`, firstName: null, locale: 'nl' }));
const event = (n) => ({
  kind: 'organization_signed_up',
  subject: { type: 'organizations', id: randomUUID() },
  data: { organization: `Bench ${n}` },
  link: { app: 'portal', path: '/organizations/approve' },
});
const timed = async (list, n) => {
  const at = performance.now();
  await t.app.withTenantContext('public', 'bench fan-out', (context) => notifyRecipients(context, event(n), list));
  return performance.now() - at;
};
await timed(recipients.slice(0, 1), 0);
const one = [];
const many = [];
for (let round = 1; round <= 5; round += 1) {
  one.push(await timed(recipients.slice(0, 1), round));
  many.push(await timed(recipients, round));
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log(
  `notification fan-out: one event to ${RECIPIENTS} users ${median(many).toFixed(0)} ms ` +
    `(${(RECIPIENTS / (median(many) / 1000)).toFixed(0)} notifications/s), to 1 user ${median(one).toFixed(1)} ms; ` +
    `ratio ${(median(many) / median(one)).toFixed(1)}× for ${RECIPIENTS}× the users (median of 5)`,
);
clearInterval(sampler);
await t.close();
