// A burst of form submissions next to a burst of guest applications, in one
// run on one API (issue 16): 1,000 sends of the demo centre's contact form at
// 50 concurrent clients must all be stored, with no 5xx; the figure printed is
// its throughput, and the ratio to guest applications sent the same way (both
// write a row and queue mails in one transaction). The rate limits are lifted
// for the run: they would stop a burst from one address, which is their job.
//
// Usage (after `npx nx run-many -t build -p api public-site portal`):
//   node tools/bench/form-submissions.mjs --data-dir "$(mktemp -d)"            (PGlite)
//   DATABASE_URL=postgres://… node tools/bench/form-submissions.mjs --data-dir "$(mktemp -d)"
// Options: --port 3304 --count 1000 --concurrency 50 --api dist/apps/api/main.cjs
import { parseArgs } from 'node:util';
import { requireDataDir, signInDemo, startAllInOneApi } from './demo-api.mjs';

const { values: options } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '3304' },
    count: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
    api: { type: 'string', default: 'dist/apps/api/main.cjs' },
  },
});
requireDataDir(options['data-dir']);
const origin = `http://127.0.0.1:${options.port}`;
const HOST = 'localhost';
const COUNT = Number(options.count);
const CONCURRENCY = Number(options.concurrency);
const JSON_API = 'application/vnd.api+json';
const LIFTED = '1000000';

async function read(path, headers = {}) {
  const response = await fetch(`${origin}${path}`, { headers: { host: HOST, accept: JSON_API, ...headers } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** Sends `COUNT` requests made by `bodyOf(i)` to `path`, `CONCURRENCY` at a time; statuses, latencies and wall time. */
async function burst(path, bodyOf) {
  const statuses = new Map();
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < COUNT) {
      const i = next++;
      const sent = performance.now();
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { host: HOST, 'content-type': JSON_API, accept: JSON_API },
        body: JSON.stringify(bodyOf(i)),
      }).catch(() => ({ status: 'network error', arrayBuffer: async () => undefined }));
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { statuses, perSecond: COUNT / seconds, seconds, p50: at(0.5), p95: at(0.95) };
}

function report(name, result) {
  const statuses = [...result.statuses].map(([status, n]) => `${status}×${n}`).join(' ');
  console.log(
    `${name.padEnd(20)} ${result.perSecond.toFixed(0).padStart(5)} req/s  p50 ${result.p50.toFixed(0)} ms  p95 ${result.p95.toFixed(0)} ms  (${result.seconds.toFixed(1)} s; ${statuses})`,
  );
}

const api = await startAllInOneApi({
  api: options.api,
  port: options.port,
  dataDir: options['data-dir'],
  env: {
    FORM_LIMIT_PER_MINUTE: LIFTED,
    AUTH_LIMIT_PER_MINUTE: LIFTED,
    MAIL_LIMIT_PER_IP: LIFTED,
    MAIL_LIMIT_PER_USER: LIFTED,
    MAIL_LIMIT_PER_ADDRESS: LIFTED,
  },
});
let failed = false;
try {
  // Sessions rotate their token per request: each count signs in afresh.
  const submissionCount = async (path) => (await read(path, await signInDemo(origin, HOST, 'centrum@public.example'))).data.attributes.submission_count;
  const contact = await read('/api/v1/public_forms?filter[purpose]=contact');
  const form = contact.data[0];
  const questions = Object.fromEntries(contact.included.map((q) => [q.attributes.text, q]));
  const choice = questions['Waar gaat je vraag over?'].attributes.options[0];
  const formPath = `/api/v1/forms/${form.attributes.form_id}`;
  const countBefore = await submissionCount(formPath);
  const [vacancy] = (await read('/api/v1/vacancies/search?page[size]=1')).data;

  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${COUNT} requests each at ${CONCURRENCY} concurrent clients, one after the other`);
  const applications = await burst('/api/v1/applications', (i) => ({
    data: {
      type: 'applications',
      attributes: { vacancy_id: vacancy.id, first_name: 'Bench', last_name: `Gast ${i}`, email: `bench-${i}@example.org`, message: 'Ik wil graag helpen.' },
    },
  }));
  report('guest applications', applications);
  const submissions = await burst(`/api/v1/public_forms/${form.id}`, (i) => ({
    data: {
      type: 'form_submissions',
      attributes: {
        answers: {
          [questions['Naam'].id]: `Bench ${i}`,
          [questions['E-mailadres'].id]: `bench-${i}@example.org`,
          [questions['Waar gaat je vraag over?'].id]: choice,
          [questions['Je vraag of bericht'].id]: `Vraag nummer ${i}`,
        },
        honeypot: '',
      },
    },
  }));
  report('form submissions', submissions);

  const stored = (await submissionCount(formPath)) - countBefore;
  const fiveHundreds = [...submissions.statuses].filter(([status]) => typeof status !== 'number' || status >= 500).reduce((n, [, k]) => n + k, 0);
  console.log(`form submissions stored: ${stored} of ${COUNT}; 5xx or network errors: ${fiveHundreds}`);
  console.log(`throughput, form submissions / guest applications: ${(submissions.perSecond / applications.perSecond).toFixed(2)}×`);
  failed = stored !== COUNT || fiveHundreds > 0 || submissions.statuses.get(201) !== COUNT;
} finally {
  api.kill('SIGTERM');
}
if (failed) {
  console.error('FAILED: a submission was lost or refused');
  process.exit(1);
}
