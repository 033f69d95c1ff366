// The volunteer pool (issue 28) at scale, in one process on one database:
// the pool search at 50,000 profiles with filters and a distance (p95 and
// requests per second, budget p95 ≤ 50 ms and ≥ 0.5× the vacancy search's
// rate), next to the public vacancy search measured in the same run, and
// "Voor jou" for one volunteer at 100,000 vacancies (budget p95 ≤ 50 ms).
// It runs the API's own code (through tsx) on a freshly migrated and seeded
// database, in-memory PGlite or a new database on the server of
// TEST_DATABASE_URL, and calls the routes through Fastify's inject (no
// sockets: the figures are the API's own work).
//
// Usage:
//   node tools/bench/pool-search.mjs                                              (PGlite)
//   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node tools/bench/pool-search.mjs
// Options: --profiles 50000 --vacancies 100000 --requests 400 --concurrency 8
import { parseArgs } from 'node:util';
import { apiSources, measureRequests } from './measure.mjs';

const { values: options } = parseArgs({
  options: {
    profiles: { type: 'string', default: '50000' },
    vacancies: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
  },
});
const PROFILES = Number(options.profiles);
const VACANCIES = Number(options.vacancies);
const REQUESTS = Number(options.requests);
const CONCURRENCY = Number(options.concurrency);

const load = await apiSources();
const { createTestApp } = await load('../../apps/api/src/testing/test-app.ts');
const { AVAILABILITY_SLOTS, PROFILE_LANGUAGES } = await load('../../libs/contracts/src/volunteer-pool.ts');
const { sql } = await import('drizzle-orm');

// As in production: the test app checks every answer against its declared shape, which a visitor's request doesn't pay.
const t = await createTestApp({ checkAnswerShapes: false });
const db = t.database.db;
const one = async (query) => (await db.execute(query)).rows[0];
const zwolle = (await one(sql`select id from volunteer_centers where tenant_id = 'public' and slug = 'zwolle'`)).id;
const organization = (await one(sql`select id from organizations where tenant_id = 'public' and name = 'Voedselbank Zwolle'`)).id;
const categories = (await db.execute(sql`select id from vacancy_categories where tenant_id = 'public' order by position`)).rows.map((row) => row.id);
const SKILLS = ['Koken', 'Tuinieren', 'Rijbewijs B', 'Excel', 'EHBO', 'Fotografie', 'Lesgeven', 'Timmeren', 'Luisteren', 'Muziek', 'Schrijven', 'Administratie'];
const uuidArray = (ids) => sql.raw(`array[${ids.map((id) => `'${id}'`).join(',')}]::uuid[]`);
const textArray = (values) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]::text[]`);

let started = performance.now();
console.log(`making ${PROFILES} volunteers with profiles in Zwolle's pool…`);
// Points around Zwolle (52.51, 6.09) within about 40 km; interests, skills, languages and day parts spread by the row number.
await db.execute(sql`insert into users (tenant_id, volunteer_center_id, email, first_name, last_name, status, signup_method)
  select 'public', ${zwolle}, 'pool-bench-' || g || '@example.org', 'Vrijwilliger' || g, 'Bench', 'active', 'createdByUser'
  from generate_series(1, ${PROFILES}::int) g`);
await db.execute(sql`insert into volunteer_profiles (tenant_id, volunteer_center_id, user_id, introduction, category_ids, skills, languages,
    availability, hours_per_week, place, latitude, longitude, travel_distance_km, wants_one_to_one, in_pool, joined_pool_at)
  select 'public', ${zwolle}, u.id, 'Ik help graag, nummer ' || n,
    array[(${uuidArray(categories)})[1 + n % ${categories.length}], (${uuidArray(categories)})[1 + (n / 7) % ${categories.length}]],
    array[(${textArray(SKILLS)})[1 + n % ${SKILLS.length}], (${textArray(SKILLS)})[1 + (n / 3) % ${SKILLS.length}]],
    array[(${textArray(PROFILE_LANGUAGES)})[1 + n % 3], (${textArray(PROFILE_LANGUAGES)})[1 + (n / 5) % ${PROFILE_LANGUAGES.length}]],
    array[(${textArray(AVAILABILITY_SLOTS)})[1 + n % 21], (${textArray(AVAILABILITY_SLOTS)})[1 + (n / 11) % 21]],
    1 + n % 12, 'Zwolle', 52.51 + ((n * 7919) % 700 - 350) / 1000.0, 6.09 + ((n * 104729) % 1000 - 500) / 1000.0,
    5 + n % 30, n % 9 = 0, true, now() - (n || ' minutes')::interval
  from (select id, row_number() over (order by id) as n from users where email like 'pool-bench-%') u`);
console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);

started = performance.now();
console.log(`making ${VACANCIES} published vacancies…`);
for (let start = 0; start < VACANCIES; start += 20_000) {
  await db.execute(sql`insert into vacancies (tenant_id, volunteer_center_id, organization_id, title, description, status, vacancy_type,
      category_ids, place, latitude, longitude, hours_per_week, published_at, expires_at)
    select 'public', ${zwolle}, ${organization}, 'Vacature ' || g,
      '<p>Wij zoeken iemand voor ' || (${textArray(SKILLS.map((skill) => skill.toLowerCase()))})[1 + g % ${SKILLS.length}] || ', nummer ' || g || '.</p>',
      'published', 'volunteering', array[(${uuidArray(categories)})[1 + g % ${categories.length}]], 'Zwolle',
      52.1 + ((g::bigint * 7919) % 1000) / 1000.0, 5.6 + ((g::bigint * 104729) % 1400) / 1000.0, 1 + g % 10,
      now() - (g || ' minutes')::interval, now() + interval '60 days'
    from generate_series(${start + 1}::int, ${Math.min(VACANCIES, start + 20_000)}::int) g`);
}
console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);

const staff = await t.signIn('centrum@public.example');
const volunteer = await t.signIn('vrijwilliger@public.example');
const put = await t.request({
  method: 'PUT',
  url: '/api/v1/volunteer_profile',
  credentials: volunteer,
  body: {
    data: {
      type: 'volunteer_profiles',
      attributes: { in_pool: false, category_ids: categories.slice(0, 2), skills: ['Koken', 'Excel'], languages: ['nl'], place: 'Zwolle', travel_distance_km: 15, hours_per_week: 4 },
    },
  },
});
if (put.statusCode !== 200) throw new Error(`profile: ${put.statusCode} ${put.body}`);

// A mix of pool searches: filters, words, a place with a distance, and pages further on.
const poolQueries = [
  `filter[category_id]=${categories[1]}&filter[place]=Zwolle&filter[distance]=10`,
  'filter[skill]=koken,excel&filter[language]=ar',
  `filter[availability]=mon_evening,sat_morning&filter[place]=Kampen&filter[distance]=15`,
  'filter[q]=nummer 42',
  'filter[one_to_one]=true&filter[language]=nl',
  `filter[category_id]=${categories[2]},${categories[3]}&filter[language]=nl`,
  '',
  'filter[place]=Deventer&filter[distance]=25&filter[skill]=tuinieren',
];
const vacancyQueries = ['', `filter[category_id]=${categories[1]}`, 'filter[place]=Zwolle&filter[distance]=10', 'q=koken', 'page[number]=5', `filter[category_id]=${categories[2]}&filter[place]=Kampen&filter[distance]=15`];

/** The URLs from CONCURRENCY clients at once (measure.mjs). */
const measure = (name, urls, email) => measureRequests(t, { name, urls, email, requests: REQUESTS, concurrency: CONCURRENCY });

// The first search of each builds its index: off the measurement, as the API warms at start.
started = performance.now();
await t.request({ url: '/api/v1/volunteer_profiles', credentials: staff });
console.log(`pool index built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
started = performance.now();
await t.request({ url: '/api/v1/vacancies/search' });
console.log(`vacancy index built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await t.request({ url: '/api/v1/volunteer_profile/recommendations', credentials: volunteer });

for (const round of [1, 2]) {
  console.log(`round ${round} (${REQUESTS} requests, ${CONCURRENCY} at once):`);
  const pool = await measure(`  pool search (${PROFILES} profiles)`, poolQueries.map((query) => `/api/v1/volunteer_profiles?${query}`), 'centrum@public.example');
  // Each search new to the index (an answer it keeps for a repeated search does not count here).
  const distinct = Array.from(
    { length: REQUESTS },
    (_, k) => `/api/v1/volunteer_profiles?${poolQueries[k % 8]}&page[size]=${10 + (Math.floor(k / 8) % 40)}&page[number]=${1 + Math.floor(k / 320) + 4 * round}`,
  );
  const poolDistinct = await measure('  pool search, every search new', distinct, 'centrum@public.example');
  const vacancyUrls = vacancyQueries.map((query) => `/api/v1/vacancies/search?${query}`);
  const vacancies = await measure('  vacancy search', vacancyUrls);
  // The same searches by a signed-in member of staff: the session check and token rotation every
  // signed-in call pays, which the pool search cannot skip (it is never anonymous).
  const signedInVacancies = await measure('  vacancy search, signed in', vacancyUrls, 'centrum@public.example');
  // The cheapest signed-in read (a session check and a transaction), for what the pool's routes cost beyond it.
  await measure('  signed-in baseline (GET /volunteer_profile)', ['/api/v1/volunteer_profile'], 'vrijwilliger@public.example');
  const forYou = await measure('  Voor jou (one volunteer)', ['/api/v1/volunteer_profile/recommendations', '/api/v1/volunteer_profile/recommendations?page[number]=2'], 'vrijwilliger@public.example');
  console.log(
    `  pool/vacancy rate ${(pool.rate / vacancies.rate).toFixed(2)} (budget ≥ 0.5), every search new ${(poolDistinct.rate / vacancies.rate).toFixed(2)}; against the signed-in vacancy search ${(pool.rate / signedInVacancies.rate).toFixed(2)}; pool p95 ${pool.p95} ms (every search new ${poolDistinct.p95} ms), Voor jou p95 ${forYou.p95} ms (budget ≤ 50)`,
  );
}
console.log(`peak RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
await t.close();
