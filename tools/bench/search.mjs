// Vacancy search under load (budgets on PostgreSQL, 2 cores: at 100,000
// vacancies p95 ≤ 50 ms and ≥ 500 requests/s, at 1,000,000 p95 ≤ 150 ms and
// ≥ 200 requests/s; docs/performance.md). Starts the built API (one or more
// processes) on a database filled by generate-vacancies.mjs, waits until their
// search indexes are built (start-up time and resting RSS), runs mixed searches
// with autocannon at a fixed concurrency, then a bare Fastify JSON endpoint, and
// prints throughput, p50/p95/p99 latency, their ratio, peak RSS, the longest
// event-loop stall the API saw and any answer that was not a 200. Beside the
// search, the same mix as vacancy feeds (issue 31: RSS, JSON Feed and sitemap
// in turn, pages of 50), answered in full and revalidated (304). On PostgreSQL
// it also times three searches as the API answers them and as plain SQL.
//
// Usage (after `npx nx run api:build` and the generator):
//   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_search node tools/bench/search.mjs
//   node tools/bench/search.mjs --data-dir var/bench                  (PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_1m node tools/bench/search.mjs --vacancies 1000000
// Options: --connections 10 --duration 30 --warmup 10 --processes 1 --api dist/apps/api/main.cjs
//   --vacancies N: fill an empty database with N vacancies first (generate-vacancies.mjs),
//   or check that the given one holds them
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { apiNodeFlags } from '../api-node-flags.mjs';

const { values: options } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    api: { type: 'string', default: 'dist/apps/api/main.cjs' },
    seed: { type: 'string', default: '7' },
    processes: { type: 'string', default: '1' },
    vacancies: { type: 'string' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
const dataDir = options['data-dir'];
if (!databaseUrl === !dataDir) {
  console.error('Give either DATABASE_URL (PostgreSQL) or --data-dir <dir> (PGlite), not both.');
  process.exit(2);
}
const connections = Number(options.connections);
const duration = Number(options.duration);
const API_PORT = 3420;
const BARE_PORT = 3419;
const processes = Number(options.processes);
if (dataDir && processes > 1) {
  console.error('PGlite is one process; --processes needs DATABASE_URL.');
  process.exit(2);
}

// A small deterministic random source, so two runs send the same mix.
let state = Number(options.seed) >>> 0 || 1;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4_294_967_296;
};
const pick = (list) => list[Math.floor(random() * list.length)];

async function waitUntilReady(url, child) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url} stopped before it was ready`);
    if (Date.now() > deadline) throw new Error(`${url} did not become ready within 120 s`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startApi(port) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', JOB_WORKER: 'false', SERVE_APPS: 'false', LOG_LEVEL: 'info', RUNTIME_METRICS: 'true' };
  if (dataDir) env.DATA_DIR = dataDir;
  // Request log lines go to /dev/null, as they would go to a log collector: written, not read.
  // With the heap limit of `npm start`, so the peak RSS is the one production has.
  return spawn(process.execPath, [...apiNodeFlags(env), options.api], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

function startBareFastify() {
  const source = `
    const app = require('fastify')({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`;
  return spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

// --- The mix -----------------------------------------------------------------
const TENANTS = {
  public: { weight: 0.4, places: ['Zwolle', 'Apeldoorn', 'Deventer', 'Kampen', 'Raalte'], p2p: true, activity: true },
  oldebroek: { weight: 0.15, places: ['Wezep', 'Oldebroek', 'Elburg', 'Hattem'], p2p: true, activity: false },
  roermond: { weight: 0.15, places: ['Roermond', 'Herten', 'Melick'], p2p: false, activity: true },
  meedoen: { weight: 0.15, places: ['Arnhem', 'Velp', 'Oosterbeek'], p2p: false, activity: false },
  demo: { weight: 0.15, places: ['Utrecht', 'Zeist', 'Nieuwegein'], p2p: false, activity: true },
};
const WORDS = [
  'vrijwilliger', 'vrijwilligers', 'ouderen', 'taalmaatje', 'sport', 'chauffeur', 'voedselbank', '"eenzame ouderen"', 'koken',
  'tuin', 'dementie', 'bibliotheek', 'huiswerk', 'scouting', 'fietsen', 'natuur', 'begeleider kinderen', 'museum', 'buurthuis',
  'repaircafé', 'nieuwkomers -taalcafé', 'maatje', 'training', 'zwembad', 'penningmeester',
];
const TAIL_WORDS = ['kraamhulp', 'muzikant', 'verteller', 'bestuurslid', 'hospice', 'dierenasiel', 'kringloop', 'speeltuin', 'wijkteam', 'mantelzorgers', 'moestuin', 'ziekenhuis'];

/** Ids a client learns from the API: categories and age groups per tenant. */
async function vocabulary() {
  const result = {};
  for (const tenant of Object.keys(TENANTS)) {
    const read = (path) => fetch(`http://127.0.0.1:${API_PORT}/api/v1${path}`, { headers: { 'x-tenant': tenant } }).then((r) => r.json());
    result[tenant] = {
      categories: (await read('/vacancy_categories')).data.map((c) => c.id),
      ageGroups: (await read('/age_groups')).data.map((a) => a.id),
    };
  }
  return result;
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * One search, drawn like visitors search: mostly browsing with a filter, words
 * from a list of common ones, a place with a radius, activities in a date
 * range, and a long tail of rare combinations that no cache has seen.
 */
function nextSearch(vocab) {
  let r = random();
  let tenant = 'public';
  for (const [name, t] of Object.entries(TENANTS)) if ((r -= t.weight) <= 0) { tenant = name; break; }
  const t = TENANTS[tenant];
  const params = new URLSearchParams({ include: 'organization' });
  const page = 1 + Math.floor(random() * random() * 5);
  const kind = random();
  if (kind < 0.3) {
    const filter = random();
    if (filter < 0.35) params.set('filter[category_id]', pick(vocab[tenant].categories));
    else if (filter < 0.5) params.set('filter[age_group_id]', pick(vocab[tenant].ageGroups));
    else if (filter < 0.6) params.set('filter[vacancy_type]', 'language');
    if (random() < 0.15) params.set('sort', 'published_at');
  } else if (kind < 0.65) {
    params.set('q', pick(WORDS));
    if (random() < 0.3) params.set('filter[category_id]', pick(vocab[tenant].categories));
    if (random() < 0.2) params.set('sort', '-published_at');
  } else if (kind < 0.85) {
    params.set('filter[place]', pick(t.places));
    params.set('filter[distance]', String(pick([5, 10, 10, 25])));
    if (random() < 0.5) params.set('sort', 'distance');
    if (random() < 0.25) params.set('q', pick(WORDS));
  } else if (kind < 0.95) {
    if (t.activity) {
      params.set('filter[vacancy_type]', 'activity');
      params.set('filter[starts_from]', day(0));
      params.set('filter[starts_until]', day(pick([7, 30, 90])));
      params.set('sort', 'starts_at');
    } else {
      params.set('filter[vacancy_type]', t.p2p ? 'p2p' : 'volunteering');
    }
  } else {
    params.set('q', `${pick(TAIL_WORDS)} ${pick(WORDS)}`);
    params.set('filter[place]', pick(t.places));
    params.set('filter[distance]', String(1 + Math.floor(random() * 60)));
    params.set('filter[category_id]', pick(vocab[tenant].categories));
  }
  if (page > 1) params.set('page[number]', String(page));
  return { path: `/api/v1/vacancies/search?${params}`, headers: { 'x-tenant': tenant } };
}

const FEED_PATHS = ['/api/v1/vacancy_feeds/rss', '/api/v1/vacancy_feeds/json', '/api/v1/vacancy_feeds/sitemap'];
let feedTurn = 0;

/** The next search of the mix as a feed (the formats in turn): the same filters, pages of 50. */
function nextFeed(vocab) {
  const { path: searchPath, headers } = nextSearch(vocab);
  const params = new URLSearchParams(searchPath.split('?')[1]);
  params.delete('include');
  // Feed pages hold 50: the mix's later pages of 20 fall within the first three.
  if (params.has('page[number]')) params.set('page[number]', String(Math.ceil((Number(params.get('page[number]')) * 20) / 50)));
  const query = params.toString();
  return { path: `${FEED_PATHS[feedTurn++ % FEED_PATHS.length]}${query ? `?${query}` : ''}`, headers };
}

/** Feeds as pollers send them again: each with the ETag of its last answer, so a 304 while nothing changed. */
async function revalidations(vocab, count) {
  const polls = [];
  for (let i = 0; i < count; i++) {
    const feed = nextFeed(vocab);
    const answer = await fetch(`http://127.0.0.1:${API_PORT}${feed.path}`, { headers: feed.headers });
    await answer.arrayBuffer();
    const etag = answer.headers.get('etag');
    if (answer.ok && etag) polls.push({ path: feed.path, headers: { ...feed.headers, 'if-none-match': etag } });
  }
  let turn = 0;
  return () => polls[turn++ % polls.length];
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Runs autocannon for `seconds` against each URL (the connections shared out)
 * and measures every answer's latency exactly (autocannon has no p95).
 */
async function load({ urls, seconds, request, pids = [] }) {
  const latencies = [];
  const statuses = new Map();
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, pids.reduce((sum, pid) => sum + rssMb(pid), 0))), 500);
  const requests = request ? [{ method: 'GET', setupRequest: (req) => ({ ...req, ...request() }) }] : undefined;
  const runs = urls.map(
    (url) =>
      new Promise((resolve, reject) => {
        const instance = autocannon({ url, connections: Math.ceil(connections / urls.length), duration: seconds, requests }, (error, result) =>
          error ? reject(error) : resolve(result.errors + result.timeouts),
        );
        instance.on('response', (_client, statusCode, _bytes, responseTime) => {
          latencies.push(responseTime);
          statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        });
      }),
  );
  const errors = (await Promise.all(runs)).reduce((sum, n) => sum + n, 0);
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    throughput: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    statuses,
    peakRss,
  };
}

const runtime = (port) => fetch(`http://127.0.0.1:${port}/healthz/runtime`).then((r) => r.json());

/** Waits until the API's search indexes are built: its start-up as a visitor meets it. */
async function untilIndexed(port) {
  for (;;) {
    const state = await runtime(port).catch(() => null);
    if (state?.search.warmed) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Median of `runs` timings of `work`, in ms. */
async function medianMs(runs, work) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)];
}

/**
 * Three searches of the tenant with the most vacancies, timed through the API
 * (its index warm, a page rendered before) and as the plain SQL a search
 * without an index would run on the owner connection with PostgreSQL's
 * indexes: the page, the total and one facet.
 */
async function apiAndPlainSql(vocab) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const tenant = 'public';
  const [zwolle] = [[52.5125, 6.0944]];
  const visible = `tenant_id = '${tenant}' and status = 'published' and (expires_at is null or expires_at > now())`;
  const words = `search_document @@ (websearch_to_tsquery('dutch', 'ouderen') || websearch_to_tsquery('english', 'ouderen'))`;
  const box = `latitude between ${zwolle[0] - 0.09} and ${zwolle[0] + 0.09} and longitude between ${zwolle[1] - 0.15} and ${zwolle[1] + 0.15}`;
  const distance = `(2 * 6371.0088 * asin(sqrt(sin(radians(latitude - ${zwolle[0]}) / 2) ^ 2 + cos(radians(${zwolle[0]})) * cos(radians(latitude)) * sin(radians(longitude - ${zwolle[1]}) / 2) ^ 2)))`;
  const searches = [
    {
      name: `browse, category`,
      path: `/api/v1/vacancies/search?filter[category_id]=${vocab[tenant].categories[0]}&include=organization`,
      sql: [
        `select id from vacancies where ${visible} and category_ids @> array['${vocab[tenant].categories[0]}']::uuid[] order by published_at desc nulls last, id limit 20`,
        `select count(*) from vacancies where ${visible} and category_ids @> array['${vocab[tenant].categories[0]}']::uuid[]`,
        `select vacancy_type, count(*) from vacancies where ${visible} group by vacancy_type`,
      ],
    },
    {
      name: 'words "ouderen"',
      path: `/api/v1/vacancies/search?q=ouderen&include=organization`,
      sql: [
        `select id, ts_rank_cd(search_document, websearch_to_tsquery('dutch', 'ouderen')) as rank from vacancies where ${visible} and ${words} order by rank desc, published_at desc limit 20`,
        `select count(*) from vacancies where ${visible} and ${words}`,
        `select vacancy_type, count(*) from vacancies where ${visible} and ${words} group by vacancy_type`,
      ],
    },
    {
      name: 'Zwolle within 10 km',
      path: `/api/v1/vacancies/search?filter[latitude]=${zwolle[0]}&filter[longitude]=${zwolle[1]}&filter[distance]=10&sort=distance&include=organization`,
      sql: [
        `select id, ${distance} as km from vacancies where ${visible} and ${box} and ${distance} <= 10 order by km limit 20`,
        `select count(*) from vacancies where ${visible} and ${box} and ${distance} <= 10`,
        `select vacancy_type, count(*) from vacancies where ${visible} and ${box} and ${distance} <= 10 group by vacancy_type`,
      ],
    },
  ];
  const rows = [];
  for (const search of searches) {
    const api = await medianMs(9, () => fetch(`http://127.0.0.1:${API_PORT}${search.path}`, { headers: { 'x-tenant': tenant } }).then((r) => r.arrayBuffer()));
    const sql = await medianMs(5, async () => {
      for (const statement of search.sql) await pool.query(statement);
    });
    rows.push({ name: search.name, api, sql });
  }
  await pool.end();
  return rows;
}

/**
 * With --vacancies: an empty database is filled by the generator first; one
 * that holds vacancies must hold that many generated ones (the seed's few
 * demo vacancies aside), so a figure is never printed for another size.
 */
async function ensureVacancies(wanted) {
  const count = async () => {
    const counted = async (query) => {
      const [table] = (await query("select to_regclass('public.vacancies') is not null as found")).rows;
      return table.found ? Number((await query('select count(*) as n from vacancies')).rows[0].n) : 0;
    };
    if (databaseUrl) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return await counted((text) => client.query(text));
      } finally {
        await client.end();
      }
    }
    if (!existsSync(path.join(dataDir, 'db'))) return 0;
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(dataDir, 'db'));
    try {
      return await counted((text) => db.query(text));
    } finally {
      await db.close();
    }
  };
  const held = await count();
  if (held === 0) {
    console.log(`filling the empty database with ${wanted.toLocaleString('en')} vacancies (generate-vacancies.mjs) …`);
    const args = ['tools/bench/generate-vacancies.mjs', '--vacancies', String(wanted), ...(dataDir ? ['--data-dir', dataDir] : [])];
    const generated = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (generated.status !== 0) process.exit(generated.status ?? 1);
  } else if (held < wanted || held > wanted + 1_000) {
    console.error(`The database holds ${held.toLocaleString('en')} vacancies, not ${wanted.toLocaleString('en')}: give an empty one (createdb) or leave out --vacancies.`);
    process.exit(2);
  }
}
if (options.vacancies) await ensureVacancies(Number(options.vacancies));

const format = (r) =>
  `${r.throughput.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.requests} requests)`;

const ports = Array.from({ length: processes }, (_, k) => API_PORT + k);
const started = performance.now();
const apis = ports.map((port) => startApi(port));
const bare = startBareFastify();
try {
  await Promise.all(ports.map((port, k) => waitUntilReady(`http://127.0.0.1:${port}/readyz`, apis[k])));
  const readyAfter = (performance.now() - started) / 1000;
  const indexed = await Promise.all(ports.map((port) => untilIndexed(port)));
  const indexedAfter = (performance.now() - started) / 1000;
  const restingRss = apis.map((api) => rssMb(api.pid));
  await waitUntilReady(`http://127.0.0.1:${BARE_PORT}/hello`, bare);
  const vocab = await vocabulary();
  const seen = new Map();
  let repeats = 0;
  let sent = 0;
  const request = () => {
    const next = nextSearch(vocab);
    const key = `${next.headers['x-tenant']} ${next.path}`;
    const now = Date.now();
    // What an answer cache of 60 s could have served: the same search sent within the last minute.
    if (now - (seen.get(key) ?? -Infinity) < 60_000) repeats++;
    seen.set(key, now);
    sent++;
    return next;
  };

  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}`);
  console.log(`database: ${databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`}; ${processes} API process(es); ${connections} connections; warm-up ${options.warmup} s, then ${duration} s each`);
  console.log(`indexed: ${indexed[0].search.vacancies} searchable vacancies over ${indexed[0].search.tenants} tenants`);
  console.log(`start-up: ready ${readyAfter.toFixed(1)} s, indexes built ${indexedAfter.toFixed(1)} s; resting RSS ${restingRss.map((mb) => mb.toFixed(0)).join(' + ')} MB\n`);
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  await load({ urls, seconds: Number(options.warmup), request });
  await Promise.all(ports.map(runtime));
  repeats = 0;
  sent = 0;
  const searched = await load({ urls, seconds: duration, request, pids: apis.map((api) => api.pid) });
  const repeatShare = repeats / sent;
  const states = await Promise.all(ports.map(runtime));
  const stalls = states.map((state) => state.longest_event_loop_stall_ms);
  const afterRss = apis.map((api) => rssMb(api.pid));
  await load({ urls, seconds: Number(options.warmup), request: () => nextFeed(vocab) });
  const fed = await load({ urls, seconds: duration, request: () => nextFeed(vocab), pids: apis.map((api) => api.pid) });
  const revalidated = await load({ urls, seconds: duration, request: await revalidations(vocab, 300), pids: apis.map((api) => api.pid) });
  const direct = databaseUrl ? await apiAndPlainSql(vocab) : [];
  await load({ urls: [`http://127.0.0.1:${BARE_PORT}/hello`], seconds: 3 });
  const baseline = await load({ urls: [`http://127.0.0.1:${BARE_PORT}/hello`], seconds: duration });

  console.log(`vacancy search  ${format(searched)}`);
  console.log(`vacancy feeds   ${format(fed)}`);
  console.log(`feeds, 304     ${format(revalidated)}`);
  console.log(`bare Fastify    ${format(baseline)}`);
  console.log(`ratio search/bare: throughput ${(searched.throughput / baseline.throughput).toFixed(3)}, p95 ${(searched.p95 / baseline.p95).toFixed(1)}×`);
  console.log(`API peak RSS ${searched.peakRss.toFixed(0)} MB (all processes), after the run ${afterRss.map((mb) => mb.toFixed(0)).join(' + ')} MB; searches repeated within 60 s: ${(repeatShare * 100).toFixed(0)} %`);
  console.log(`longest event-loop stall in the measured run: ${stalls.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  console.log(`word matches kept: ${states.map((state) => state.search.word_matches_kept.toLocaleString('en')).join(', ')}`);
  for (const row of direct) console.log(`${row.name.padEnd(22)} API ${row.api.toFixed(1).padStart(6)} ms   plain SQL (page, total, one facet) ${row.sql.toFixed(1).padStart(7)} ms`);
  const statusesOf = (run) => [...run.statuses].map(([code, n]) => `${code}: ${n}`).join(', ') + (run.errors ? `; connection errors/timeouts: ${run.errors}` : '');
  console.log(`answers: search ${statusesOf(searched)}; feeds ${statusesOf(fed)}; feeds revalidated ${statusesOf(revalidated)}`);
  const budget = indexed[0].search.vacancies > 300_000
    ? { p95: 150, throughput: 200, rssMb: 300 }
    : { p95: 50, throughput: 500, rssMb: 250 };
  // The budgets are for one process; RSS is per process, the stall the longest of any.
  const peakRssEach = searched.peakRss / processes;
  const within = searched.p95 <= budget.p95 && searched.throughput >= budget.throughput &&
    peakRssEach <= budget.rssMb && Math.max(...stalls) <= 50;
  console.log(`budget (p95 ≤ ${budget.p95} ms, ≥ ${budget.throughput} req/s, peak RSS ≤ ${budget.rssMb} MB a process, stall ≤ 50 ms): ${within ? 'within' : 'MISSED'}`);
  console.log(`feeds (p95 ≤ ${budget.p95} ms for a page of 50, as the search): ${fed.p95 <= budget.p95 ? 'within' : 'MISSED'}`);
} finally {
  await Promise.all(apis.map(stop));
  await stop(bare);
}
