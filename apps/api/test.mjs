// `nx run api:test`: the API tests, then the timing tests on their own
// (jest.config.cjs), both on one prepared seed: migrating and seeding a
// database is done once per run, not once per Jest run.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '../..');
const seedCli = (command, stdio) =>
  execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', path.join(here, 'tsconfig.json'), path.join(here, 'src/testing/prepared-seed.cli.ts'), command],
    { cwd: root, encoding: 'utf8', stdio, env: process.env },
  );

process.env.API_TEST_SEED = seedCli('prepare', ['ignore', 'pipe', 'inherit']).trim().split('\n').pop();
// Jest's global setup and teardown leave a seed they were given alone.
process.env.API_TEST_SEED_SHARED = '1';
// A pattern given (`node apps/api/test.mjs auth`) may match files of one run only; without one both must find tests.
const patterns = process.argv.slice(2);
const jest = (extraEnv) =>
  spawnSync(path.join(root, 'node_modules/.bin/jest'), ['-c', path.join(here, 'jest.config.cjs'), ...(patterns.length ? ['--passWithNoTests', ...patterns] : [])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', ...extraEnv },
  }).status;
let status = 1;
try {
  status = jest({});
  if (status === 0) status = jest({ TIMING_TESTS: '1' });
} finally {
  seedCli('discard', 'inherit');
}
process.exit(status ?? 1);
