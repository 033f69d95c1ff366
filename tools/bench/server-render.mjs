// What rendering the public site on the server costs the all-in-one API: for
// each public page, requests per second and latency under load (autocannon),
// beside the API call that fetches the same page's main data as JSON. Renders
// run one at a time per process (Lingui's shared instance), so this is also
// the ceiling one process serves.
//
// Usage (after `npx nx run-many -t build -p api public-site portal`):
//   node tools/bench/server-render.mjs [--connections 10] [--duration 10] [--port 3600]
// Figures under load mean nothing: check that `uptime` shows a 1-minute load average below 1.5 first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startAllInOneApi } from './demo-api.mjs';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '3600' },
    api: { type: 'string', default: 'dist/apps/api/main.cjs' },
  },
});
const origin = `http://127.0.0.1:${options.port}`;
const HOST = `localhost:${options.port}`;

/** Requests per second and latency of one path under load. */
async function measure(pathname) {
  const result = await autocannon({
    url: `${origin}${pathname}`,
    connections: Number(options.connections),
    duration: Number(options.duration),
    headers: { host: HOST, 'accept-encoding': 'br, gzip', 'accept-language': 'nl' },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-render-'));
const api = await startAllInOneApi({ api: options.api, port: options.port, dataDir, env: { JOB_WORKER: 'false', LOG_LEVEL: 'warn' } });
try {
  const search = await (await fetch(`${origin}/api/v1/vacancies/search?page[size]=1`, { headers: { host: HOST } })).json();
  const vacancyId = search.data[0]?.id;
  const pages = [
    ['/', '/api/v1/volunteer_centers/current?include=profile'],
    ['/vacancies/search', '/api/v1/vacancies/search?page[size]=20&include=organization'],
    [`/vacancies/${vacancyId}`, `/api/v1/vacancies/${vacancyId}?include=organization,categories,age_groups`],
    ['/sociale-kaart?view=list', '/api/v1/social_map/organizations?page[size]=1000'],
    ['/activiteitenkalender', '/api/v1/activities'],
  ];
  // Warm up: the renderer's and the routes' modules load on first use.
  for (const [page] of pages) await fetch(`${origin}${page}`, { headers: { host: HOST } });
  console.log(`server rendering on ${origin}: ${options.connections} connections, ${options.duration} s per path`);
  console.log('path | rendered page: req/s, p50, p97.5 | its main API call: req/s, p50, p97.5');
  for (const [page, call] of pages) {
    const rendered = await measure(page);
    const json = await measure(call);
    const errors = rendered.errors + json.errors ? ` (non-2xx or errors: ${rendered.errors} + ${json.errors})` : '';
    console.log(
      `${page.replace(vacancyId, '{id}')} | ${rendered.rps}/s, ${rendered.p50} ms, ${rendered.p97} ms | ` +
        `${json.rps}/s, ${json.p50} ms, ${json.p97} ms${errors}`,
    );
  }
} finally {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
