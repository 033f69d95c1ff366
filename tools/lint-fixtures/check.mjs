// Shows that lint fails on what the house rules forbid. The tree under apps/
// mirrors the apps' layout, each app's .eslintrc.cjs there extends the real
// one, and ESLint runs from this folder, so the real rules apply with their
// paths resolved against the mirror. A fixture names the rules lint must report
// on it ("// Lint must report: <rule> …"); a file without that line must pass.
// Also checks that every feature folder of a front-end app has its zone, so a
// new feature cannot slip past the rule that features do not import features.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = path.resolve(here, '../..');
const failures = [];
const require = createRequire(import.meta.url);

const eslint = spawnSync(
  path.join(root, 'node_modules/.bin/eslint'),
  ['--no-ignore', '--format', 'json', 'apps'],
  {
    cwd: here,
    encoding: 'utf8',
    env: { ...process.env, ESLINT_USE_FLAT_CONFIG: 'false' },
    maxBuffer: 64 * 1024 * 1024,
  },
);
// ESLint exits 1 when it reports errors (expected here), 2 when it cannot run.
if (eslint.status !== 0 && eslint.status !== 1) {
  console.error(eslint.stderr || eslint.stdout);
  process.exit(1);
}

const results = JSON.parse(eslint.stdout);
const fixtures = readdirSync(path.join(here, 'apps'), { recursive: true })
  .filter((file) => /\.[cm]?[jt]sx?$/.test(file))
  .map((file) => path.join(here, 'apps', file));
for (const fixture of fixtures) {
  if (!results.some((result) => result.filePath === fixture)) {
    failures.push(`${path.relative(here, fixture)}: ESLint did not lint it`);
  }
}

for (const { filePath, messages } of results) {
  const file = path.relative(here, filePath);
  const expected = new Set(
    readFileSync(filePath, 'utf8').match(/^\/\/ Lint must report: (.+)$/m)?.[1].split(/\s+/) ?? [],
  );
  const reported = new Set(messages.map((message) => message.ruleId));
  const missing = [...expected].filter((rule) => !reported.has(rule));
  const unexpected = messages.filter((message) => !expected.has(message.ruleId));
  if (missing.length) failures.push(`${file}: lint did not report ${missing.join(', ')}`);
  for (const message of unexpected) {
    failures.push(`${file}:${message.line}: unexpected ${message.ruleId ?? 'error'}: ${message.message}`);
  }
  if (!missing.length && !unexpected.length) {
    console.log(`ok   ${file}${expected.size ? `: ${[...expected].join(', ')}` : ''}`);
  }
}

for (const app of ['portal', 'public-site']) {
  const config = require(path.join(root, `apps/${app}/.eslintrc.cjs`));
  const zones = config.rules?.['import/no-restricted-paths']?.[1]?.zones ?? [];
  const features = readdirSync(path.join(root, `apps/${app}/src/features`), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const feature of features) {
    const guarded = zones.some(
      (zone) =>
        zone.target === `./apps/${app}/src/features/${feature}` &&
        zone.from === `./apps/${app}/src/features` &&
        zone.except?.includes(`./${feature}`),
    );
    if (!guarded) failures.push(`apps/${app}/.eslintrc.cjs: no zone keeps other features out of ${feature}`);
  }
  if (features.length) console.log(`ok   apps/${app}: a zone for each of ${features.length} features`);
}

for (const failure of failures) console.error(`FAIL ${failure}`);
process.exit(failures.length ? 1 : 0);
