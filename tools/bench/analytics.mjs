// Analytics (issue 29) at scale, in one process on one database: the figures
// of a year (GET /analytics/figures) and the funnel (GET /analytics/funnel)
// for a centre with 100,000 published vacancies of 200 organisations and a
// year of daily figures (the job's table: every organisation every day, every
// category, with the monthly rollups and day totals the job builds beside it;
// searches with 50 words a day), plus today's live part (views of
// 2,000 vacancies and 300 applications today). Budget: p95 ≤ 50 ms, as the
// search; the public vacancy search is measured beside it in the same run.
// It runs the API's own code (through tsx) on a freshly migrated and seeded
// database, in-memory PGlite or a new database on the server of
// TEST_DATABASE_URL, and calls the routes through Fastify's inject.
//
// Usage:
//   node tools/bench/analytics.mjs                                              (PGlite)
//   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node tools/bench/analytics.mjs
// Options: --vacancies 100000 --organizations 200 --days 365 --requests 400 --concurrency 8
import { parseArgs } from 'node:util';
import { apiSources, measureRequests } from './measure.mjs';

const { values: options } = parseArgs({
  options: {
    vacancies: { type: 'string', default: '100000' },
    organizations: { type: 'string', default: '200' },
    days: { type: 'string', default: '365' },
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
  },
});
const VACANCIES = Number(options.vacancies);
const ORGANIZATIONS = Number(options.organizations);
const DAYS = Number(options.days);
const REQUESTS = Number(options.requests);
const CONCURRENCY = Number(options.concurrency);

const load = await apiSources();
const { createTestApp } = await load('../../apps/api/src/testing/test-app.ts');
const { computeFigures, rebuildRollups } = await load('../../apps/api/src/areas/analytics/analytics.figures.ts');
const { sql } = await import('drizzle-orm');

const t = await createTestApp({ checkAnswerShapes: false });
const db = t.database.db;
const one = async (query) => (await db.execute(query)).rows[0];
const zwolle = (await one(sql`select id from volunteer_centers where tenant_id = 'public' and slug = 'zwolle'`)).id;
const categories = (await db.execute(sql`select id from vacancy_categories where tenant_id = 'public' order by position`)).rows.map((row) => row.id);
const uuidArray = (ids) => sql.raw(`array[${ids.map((id) => `'${id}'`).join(',')}]::uuid[]`);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

let started = performance.now();
console.log(`making ${ORGANIZATIONS} organisations and ${VACANCIES} published vacancies…`);
await db.execute(sql`insert into organizations (tenant_id, volunteer_center_id, name, status)
  select 'public', ${zwolle}, 'Bench organisatie ' || g, 'approved' from generate_series(1, ${ORGANIZATIONS}::int) g`);
const organizations = (await db.execute(sql`select id from organizations where name like 'Bench organisatie %' order by name`)).rows.map((row) => row.id);
for (let start = 0; start < VACANCIES; start += 20_000) {
  await db.execute(sql`insert into vacancies (tenant_id, volunteer_center_id, organization_id, title, description, status, vacancy_type,
      category_ids, place, published_at, expires_at)
    select 'public', ${zwolle}, (${uuidArray(organizations)})[1 + g % ${organizations.length}], 'Vacature ' || g, '<p>Nummer ' || g || '.</p>',
      'published', 'volunteering', array[(${uuidArray(categories)})[1 + g % ${categories.length}]], 'Zwolle',
      now() - (g || ' minutes')::interval, now() + interval '60 days'
    from generate_series(${start + 1}::int, ${Math.min(VACANCIES, start + 20_000)}::int) g`);
}
console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);

started = performance.now();
console.log(`making ${DAYS} days of figures…`);
// What the job stores: per organisation and day six metrics, per category and day two, the centre's three.
const days = sql`(select (${today}::date - d)::date as day from generate_series(1, ${DAYS}::int) d)`;
await db.execute(sql`insert into analytics_daily_figures (tenant_id, volunteer_center_id, day, metric, key, n)
  select 'public', ${zwolle}, days.day, m.metric, o.id::text, 1 + (extract(doy from days.day)::int + o.n) % 5
  from ${days} days
  cross join (select id, row_number() over () as n from unnest(${uuidArray(organizations)}) id) o
  cross join (values ('vacancies_published'), ('applications'), ('accepted'), ('answered'), ('answer_minutes'), ('views')) m(metric)`);
await db.execute(sql`insert into analytics_daily_figures (tenant_id, volunteer_center_id, day, metric, key, n)
  select 'public', ${zwolle}, days.day, m.metric, c.id::text, 3
  from ${days} days cross join unnest(${uuidArray(categories)}) c(id)
  cross join (values ('applications_by_category'), ('views_by_category')) m(metric)`);
await db.execute(sql`insert into analytics_daily_figures (tenant_id, volunteer_center_id, day, metric, key, n)
  select 'public', ${zwolle}, days.day, m.metric, '', 2
  from ${days} days cross join (values ('new_volunteers'), ('new_organizations'), ('form_submissions')) m(metric)`);
// The rollups beside them, built by the job's own function as after its run.
const firstDay = new Date(Date.parse(`${today}T00:00:00Z`) - DAYS * 86_400_000).toISOString().slice(0, 10);
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
await t.app.withTenantContext('public', 'bench', ({ tx }) => rebuildRollups(tx, 'public', firstDay, yesterday));
await db.execute(sql`insert into usage_counts (tenant_id, volunteer_center_id, day, kind, key, n)
  select 'public', ${zwolle}, days.day, k.kind, '', 40 from ${days} days cross join (values ('search'), ('search_empty')) k(kind)`);
await db.execute(sql`insert into usage_counts (tenant_id, volunteer_center_id, day, kind, key, n)
  select 'public', ${zwolle}, days.day, k.kind, 'woord' || w, 1 + w % 7
  from ${days} days cross join generate_series(1, 50) w cross join (values ('search_word'), ('search_word_empty')) k(kind)`);
// Today's live part: views of 2,000 vacancies and 300 applications.
await db.execute(sql`insert into usage_counts (tenant_id, volunteer_center_id, day, kind, key, n)
  select 'public', ${zwolle}, ${today}::date, 'view', id::text, 3
  from (select id from vacancies where title like 'Vacature %' order by id limit 2000) v`);
await db.execute(sql`insert into applications (tenant_id, volunteer_center_id, vacancy_id, vacancy_title, name, first_name, last_name, email)
  select 'public', ${zwolle}, id, title, 'Bench', 'Bench', 'Sollicitant', 'bench-' || id || '@example.org'
  from (select id, title from vacancies where title like 'Vacature %' order by id desc limit 300) v`);
await db.execute(sql`analyze`);
console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);

/** The URLs from CONCURRENCY clients at once (measure.mjs). */
const measure = (name, urls, email) => measureRequests(t, { name, urls, email, requests: REQUESTS, concurrency: CONCURRENCY });

started = performance.now();
await t.request({ url: '/api/v1/vacancies/search' });
console.log(`vacancy index built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
const year = `filter[from]=${yearAgo}&filter[to]=${today}`;
const monthLater = new Date(Date.parse(`${yearAgo}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
const figureUrls = [`/api/v1/analytics/figures?${year}`, '/api/v1/analytics/figures', `/api/v1/analytics/figures?filter[from]=${yearAgo}&filter[to]=${monthLater}`];
const vacancyUrls = ['', `filter[category_id]=${categories[1]}`, 'q=nummer', 'page[number]=5'].map((query) => `/api/v1/vacancies/search?${query}`);

for (const round of [1, 2]) {
  console.log(`round ${round} (${REQUESTS} requests, ${CONCURRENCY} at once):`);
  const figures = await measure(`  analytics figures (a year, 30 days, a month)`, figureUrls, 'centrum@public.example');
  const funnel = await measure('  analytics funnel (30 days, a year)', ['/api/v1/analytics/funnel', `/api/v1/analytics/funnel?${year}`], 'centrum@public.example');
  const vacancies = await measure('  vacancy search', vacancyUrls);
  // Today's live part alone (both routes compute it per request): views mapped to organisations through the vacancies module.
  const live = [];
  for (let k = 0; k < 20; k++) {
    const start = performance.now();
    await t.app.withTenantContext('public', 'bench', (context) => computeFigures(context, today, today));
    live.push(performance.now() - start);
  }
  live.sort((a, b) => a - b);
  console.log(`  today's live part alone (20 in turn): p50 ${live[10].toFixed(1)} ms, max ${live[19].toFixed(1)} ms`);
  console.log(`  figures p95 ${figures.p95} ms, funnel p95 ${funnel.p95} ms (budget ≤ 50); vacancy search p95 ${vacancies.p95} ms`);
}
console.log(`peak RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
await t.close();
