// Vacancy search under load (budget on PostgreSQL: p95 ≤ 50 ms and ≥ 500
// requests/s on 2 cores, architecture §6). Starts the built API on a database
// filled by generate-vacancies.mjs and a bare Fastify JSON endpoint, runs mixed
// searches against each with autocannon at a fixed concurrency, and prints
// throughput and p50/p95/p99 latency for both, their ratio, the API's peak RSS
// and any answer that was not a 200.
//
// Usage (after `npx nx run api:build` and the generator):
//   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_search node tools/bench/search.mjs
//   node tools/bench/search.mjs --data-dir var/bench                  (PGlite)
// Options: --connections 10 --duration 30 --warmup 10 --api dist/apps/api/main.cjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
const BARE_PORT = 3421;

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

function startApi() {
  const env = { ...process.env, PORT: String(API_PORT), HOST: '127.0.0.1', JOB_WORKER: 'false', SERVE_APPS: 'false', LOG_LEVEL: 'info' };
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

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs autocannon for `seconds` and measures every answer's latency exactly (autocannon has no p95). */
function load({ url, seconds, request, pid }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = new Map();
    let peakRss = 0;
    const sampler = pid ? setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 500) : undefined;
    const requests = request ? [{ method: 'GET', setupRequest: (req) => ({ ...req, ...request() }) }] : undefined;
    const instance = autocannon({ url, connections, duration: seconds, requests }, (error, result) => {
      clearInterval(sampler);
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        requests: latencies.length,
        throughput: latencies.length / seconds,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        errors: result.errors + result.timeouts,
        statuses,
        peakRss,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

const format = (r) =>
  `${r.throughput.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.requests} requests)`;

const api = startApi();
const bare = startBareFastify();
try {
  await waitUntilReady(`http://127.0.0.1:${API_PORT}/readyz`, api);
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
  console.log(`database: ${databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`}; ${connections} connections; warm-up ${options.warmup} s, then ${duration} s each\n`);
  await load({ url: `http://127.0.0.1:${API_PORT}`, seconds: Number(options.warmup), request });
  repeats = 0;
  sent = 0;
  const searched = await load({ url: `http://127.0.0.1:${API_PORT}`, seconds: duration, request, pid: api.pid });
  const repeatShare = repeats / sent;
  await load({ url: `http://127.0.0.1:${BARE_PORT}/hello`, seconds: 3 });
  const baseline = await load({ url: `http://127.0.0.1:${BARE_PORT}/hello`, seconds: duration });

  console.log(`vacancy search  ${format(searched)}`);
  console.log(`bare Fastify    ${format(baseline)}`);
  console.log(`ratio search/bare: throughput ${(searched.throughput / baseline.throughput).toFixed(3)}, p95 ${(searched.p95 / baseline.p95).toFixed(1)}×`);
  console.log(`API peak RSS ${searched.peakRss.toFixed(0)} MB; searches repeated within 60 s: ${(repeatShare * 100).toFixed(0)} %`);
  const statuses = [...searched.statuses].map(([code, n]) => `${code}: ${n}`).join(', ');
  console.log(`answers: ${statuses}${searched.errors ? `; connection errors/timeouts: ${searched.errors}` : ''}`);
  const within = searched.p95 <= 50 && searched.throughput >= 500;
  console.log(`budget (p95 ≤ 50 ms, ≥ 500 req/s): ${within ? 'within' : 'MISSED'}`);
} finally {
  await stop(api);
  await stop(bare);
}
