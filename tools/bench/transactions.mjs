// Tenant transactions per request: how many times the built API opens a
// transaction bound to a tenant (`database.withTenant`) to answer one request,
// signed in and not. Issue 13 §2 asks that a signed-in request need one; this
// prints the figure before and after that work. Counted by the API itself
// (`GET /healthz/runtime` with RUNTIME_METRICS=true), one request at a time,
// without the job worker, so nothing else opens transactions meanwhile.
//
// Usage (after `npx nx run api:build`; a fresh data folder is migrated and seeded at start):
//   node tools/bench/transactions.mjs --data-dir "$(mktemp -d)"                    (PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_tx node tools/bench/transactions.mjs --data-dir "$(mktemp -d)"
// Options: --port 3302 --repeat 5 --api dist/apps/api/main.cjs
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { apiNodeFlags } from '../api-node-flags.mjs';
import { requireDataDir, signInDemo, waitFor } from './demo-api.mjs';

const { values: options } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '3302' },
    repeat: { type: 'string', default: '5' },
    api: { type: 'string', default: 'dist/apps/api/main.cjs' },
  },
});
requireDataDir(options['data-dir']);
const origin = `http://127.0.0.1:${options.port}`;
const HOST = 'localhost';

async function runtime() {
  return (await fetch(`${origin}/healthz/runtime`, { headers: { host: HOST } })).json();
}

/** The tenant transactions one request opened, and its status. */
async function counted(path, headers) {
  const before = (await runtime()).tenant_transactions;
  const response = await fetch(`${origin}${path}`, { headers: { host: HOST, ...headers } });
  await response.arrayBuffer();
  const after = (await runtime()).tenant_transactions;
  return { status: response.status, transactions: after - before };
}

const REQUESTS = [
  { name: 'public: vacancy search', path: '/api/v1/vacancies/search?q=vrijwilliger&include=organization', as: null },
  { name: 'public: categories', path: '/api/v1/vacancy_categories', as: null },
  { name: 'public: partners', path: '/api/v1/partners', as: null },
  { name: 'signed in: validate token', path: '/auth/validate_token', as: 'admin' },
  { name: 'signed in: current user', path: '/api/v1/current_user', as: 'admin' },
  { name: 'signed in: vacancies list', path: '/api/v1/vacancies?page[size]=20&include=organization', as: 'admin' },
  { name: 'signed in: organisations', path: '/api/v1/organizations', as: 'admin' },
  { name: 'signed in: users', path: '/api/v1/users', as: 'admin' },
  { name: 'signed in: applications', path: '/api/v1/applications', as: 'admin' },
  { name: 'signed in: vacancy search', path: '/api/v1/vacancies/search?q=vrijwilliger&include=organization', as: 'admin', own: true },
];

const env = {
  ...process.env,
  PORT: options.port,
  HOST: '127.0.0.1',
  DATA_DIR: options['data-dir'],
  LOG_LEVEL: 'warn',
  JOB_WORKER: 'false',
  RUNTIME_METRICS: 'true',
};
const api = spawn(process.execPath, [...apiNodeFlags(env), options.api], { env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitFor(api, async () => (await runtime()).search?.warmed === true, 'building its search indexes');
  const credentials = { admin: await signInDemo(origin, HOST, 'admin@public.example') };
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; each request ${options.repeat} times, one at a time`);
  let signedInMost = 0;
  for (const request of REQUESTS) {
    const runs = [];
    for (let k = 0; k < Number(options.repeat); k++) {
      runs.push(await counted(request.path, request.as ? credentials[request.as] : {}));
    }
    const counts = runs.map((run) => run.transactions);
    const statuses = [...new Set(runs.map((run) => run.status))].join('/');
    // The search identifies its caller apart, so an anonymous search can open none (docs/architecture.md).
    if (request.as && !request.own) signedInMost = Math.max(signedInMost, ...counts);
    console.log(`${request.name.padEnd(28)} ${statuses}  tenant transactions: ${Math.min(...counts)}–${Math.max(...counts)}`);
  }
  console.log(`most tenant transactions for one signed-in request (search aside): ${signedInMost} (aim: 1)`);
} finally {
  api.kill('SIGTERM');
}
