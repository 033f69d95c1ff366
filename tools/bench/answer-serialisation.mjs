// Whether Fastify's fast-json-stringify would write the API's answers faster
// than JSON.stringify (issue 27): for a few busy read routes, the declared 200
// schema from /api/docs/json compiled with fast-json-stringify, timed against
// JSON.stringify on the same real answer in one process, and checked for
// writing the same document (it drops what a schema does not name).
//
// Usage (after `npx nx build api`): node tools/bench/answer-serialisation.mjs [--port 3650] [--rounds 2000]
// CPU-bound and in one process: the ratio holds on a busy machine, the microseconds do not.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import fastJson from 'fast-json-stringify';
import { startAllInOneApi } from './demo-api.mjs';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '3650' },
    rounds: { type: 'string', default: '2000' },
    api: { type: 'string', default: 'dist/apps/api/main.cjs' },
  },
});
const origin = `http://127.0.0.1:${options.port}`;
const headers = { host: `localhost:${options.port}`, 'accept-language': 'nl' };
const rounds = Number(options.rounds);

// Routes a public page or a list calls most, with the docs path they are declared under.
const ROUTES = [
  { url: '/api/v1/vacancies?page[size]=50', path: '/api/v1/vacancies' },
  { url: '/api/v1/organizations?page[size]=50', path: '/api/v1/organizations' },
  { url: '/api/v1/menus?include=menu_items', path: '/api/v1/menus' },
  { url: '/api/v1/activities?page[size]=50', path: '/api/v1/activities' },
];

/** The first place where `written` differs from `sent` (`.meta.total`), or undefined. */
function firstDifference(sent, written, at = '') {
  if (typeof sent !== 'object' || sent === null || typeof written !== 'object' || written === null) {
    return isDeepStrictEqual(sent, written) ? undefined : at || '.';
  }
  for (const key of new Set([...Object.keys(sent), ...Object.keys(written)])) {
    const found = firstDifference(sent[key], written[key], `${at}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/** Microseconds per call of `write(value)`, the best of three runs of `rounds` calls. */
function timePerCall(write, value) {
  let best = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < rounds; i += 1) write(value);
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1000 / rounds);
  }
  return best;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-serialisation-'));
const api = await startAllInOneApi({ api: options.api, port: options.port, dataDir });
try {
  const docs = await (await fetch(`${origin}/api/docs/json`, { headers })).json();
  console.log(`route | answer bytes | JSON.stringify µs | fast-json-stringify µs | ratio (fjs/JSON) | first difference in what it writes`);
  console.log(`--- | --- | --- | --- | --- | ---`);
  for (const route of ROUTES) {
    const answer = await (await fetch(`${origin}${route.url}`, { headers })).json();
    const declared = docs.paths[route.path]?.get?.responses?.['200']?.content;
    const schema = declared && Object.values(declared)[0]?.schema;
    if (!schema) throw new Error(`${route.path} declares no 200 schema`);
    const write = fastJson(schema);
    const difference = firstDifference(answer, JSON.parse(write(answer))) ?? 'none';
    const plain = timePerCall(JSON.stringify, answer);
    const compiled = timePerCall(write, answer);
    const bytes = JSON.stringify(answer).length;
    console.log(
      `GET ${route.url} | ${bytes} | ${plain.toFixed(1)} | ${compiled.toFixed(1)} | ${(compiled / plain).toFixed(2)} | ${difference}`,
    );
  }
} finally {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
