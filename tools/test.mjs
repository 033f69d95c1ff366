// `npm test`: everything CI checks, in order — lint (and that it fails on the
// fixtures that break the house rules), type checks, unit and API
// tests (embedded database, and PostgreSQL too when TEST_DATABASE_URL is set),
// the translation catalogs, the builds and their bundle budgets, and the
// browser tests in Debian's Chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

// The first API run must use the embedded database even when CI exported a
// server URL; the server gets its own run below.
const { TEST_DATABASE_URL: postgresUrl, ...inherited } = process.env;
const env = { ...inherited, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const results = [];

function step(name, command, args, extraEnv = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) finish();
}

function finish() {
  console.log('\n=== summary ===');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'Debian Chromium is missing: run "sudo apt-get install -y chromium" and try again.',
    );
    process.exit(1);
  }
  step('install Debian Chromium', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

ensureChromium();
const nx = (...args) => ['nx', ...args, '--output-style=stream'];
// Lint, type checks and builds may come from the cache (same inputs, same
// result); tests always run, since they talk to real databases and a browser.
const run = (...args) => nx(...args, '--skip-nx-cache');
step('lint', 'npx', nx('run-many', '-t', 'lint'));
step('lint fails on broken house rules', 'node', ['tools/lint-fixtures/check.mjs']);
step('type check', 'npx', nx('run-many', '-t', 'typecheck'));
step('unit and API tests (embedded PostgreSQL)', 'npx', run('run-many', '-t', 'test'));
if (postgresUrl) {
  step('API tests on PostgreSQL', 'npx', run('run', 'api:test'), { TEST_DATABASE_URL: postgresUrl });
}
step('translation catalogs complete', 'node', ['tools/check-catalogs.mjs']);
step('architecture doc maps every module, feature and lib', 'node', ['tools/check-architecture-doc.mjs']);
step('routes doc matches the routers', 'node', ['tools/check-routes-doc.mjs']);
step('build', 'npx', nx('run-many', '-t', 'build'));
step('initial JavaScript within budget', 'node', ['tools/bench/bundle-size.mjs']);
step('browser tests (Playwright, Debian Chromium)', 'npx', run('run', 'e2e:e2e'));
finish();
