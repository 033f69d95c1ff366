// The built API's memory (resident set size) as `npm start` runs it: idle after
// start, peak under a short read load, and peak while four large images are
// uploaded at once, first 7,000 × 7,000 PNGs (over the pixel limit: refused
// from their header) and then 5,000 × 5,000 ones (the largest accepted: decoded
// one at a time). RSS is sampled every 50 ms from /proc (Linux only).
//
// Usage (after `npx nx run api:build`; the database is migrated and seeded at start):
//   node tools/bench/memory.mjs --data-dir "$(mktemp -d)"                    (PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_memory node tools/bench/memory.mjs --data-dir "$(mktemp -d)"
// Options: --port 3301 --duration 20 --connections 10 --api dist/apps/api/main.cjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { apiNodeFlags } from '../api-node-flags.mjs';
import { requireDataDir, signInDemo, waitFor } from './demo-api.mjs';

const { values: options } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '3301' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    api: { type: 'string', default: 'dist/apps/api/main.cjs' },
  },
});
requireDataDir(options['data-dir']);
const origin = `http://127.0.0.1:${options.port}`;
const HOST = 'localhost';

const mb = (kib) => Math.round(kib / 1024);
/** VmRSS (now) and VmHWM (peak since start) of a process, in kB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** Runs `work` while sampling the API's RSS; answers the work's result and the highest sample. */
async function sampled(pid, work) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 50);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, memoryOf(pid).rss) };
  } finally {
    clearInterval(timer);
  }
}

async function upload(credentials, png) {
  const form = new FormData();
  form.append('purpose', 'image');
  form.append('file', new Blob([png], { type: 'image/png' }), 'large.png');
  const response = await fetch(`${origin}/api/v1/uploads`, { method: 'POST', headers: { host: HOST, ...credentials }, body: form });
  await response.arrayBuffer();
  return response.status;
}

const env = { ...process.env, PORT: options.port, HOST: '127.0.0.1', DATA_DIR: options['data-dir'], LOG_LEVEL: 'warn' };
// The flags `npm start` (tools/start.mjs) gives the API.
const api = spawn(process.execPath, ['--enable-source-maps', ...apiNodeFlags(env), options.api], { env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitFor(api, () => fetch(`${origin}/readyz`, { headers: { host: HOST } }).then((r) => r.ok), 'being ready');
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idle = memoryOf(api.pid).rss;

  const load = await sampled(api.pid, () =>
    autocannon({
      url: origin,
      connections: Number(options.connections),
      duration: Number(options.duration),
      headers: { host: HOST },
      requests: [
        { method: 'GET', path: '/api/v1/vacancies?page[size]=20&include=organization' },
        { method: 'GET', path: '/api/v1/volunteer_centers/current?include=profile' },
        { method: 'GET', path: '/api/v1/organizations?page[size]=20' },
      ],
    }),
  );

  const sessions = [];
  for (let i = 0; i < 4; i += 1) sessions.push(await signInDemo(origin, HOST, 'centrum@public.example'));
  const solid = (side) => sharp({ create: { width: side, height: side, channels: 3, background: '#336699' } }).png().toBuffer();
  const results = [];
  for (const side of [7000, 5000]) {
    const png = await solid(side);
    const run = await sampled(api.pid, () => Promise.all(sessions.map((credentials) => upload(credentials, png))));
    results.push({ side, statuses: run.result, peak: run.peak, bytes: png.length });
  }

  const { hwm } = memoryOf(api.pid);
  console.log(`API: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, flags ${apiNodeFlags(env).join(' ') || '(none)'}`);
  console.log(`idle RSS: ${mb(idle)} MB`);
  console.log(
    `read load (${options.connections} connections, ${options.duration} s): ${Math.round(load.result.requests.average)} req/s, ` +
      `non-2xx ${load.result.non2xx}, errors ${load.result.errors}; peak RSS ${mb(load.peak)} MB`,
  );
  for (const { side, statuses, peak, bytes } of results) {
    console.log(`4 concurrent uploads of a ${side} × ${side} PNG (${Math.round(bytes / 1024)} kB): answers ${statuses.join(', ')}; peak RSS ${mb(peak)} MB`);
  }
  console.log(`peak RSS since start, migrating and seeding included (VmHWM): ${mb(hwm)} MB`);
} finally {
  api.kill('SIGTERM');
}
