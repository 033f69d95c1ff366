// API tests boot the real Fastify app on a real database: PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set.
// Tests that compare answer times (`*.timing.test.ts`) run on their own, one at a
// time, after the rest (TIMING_TESTS=1): beside another test file their figures
// measure that file's load, not the code.
const timingOnly = process.env.TIMING_TESTS === '1';

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  testTimeout: 60_000,
  // One migrated, seeded database per run, which every test app copies.
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  globalTeardown: '<rootDir>/jest.global-teardown.cjs',
  maxWorkers: timingOnly ? 1 : 2,
  testMatch: timingOnly ? ['**/*.timing.test.ts'] : ['**/*.test.ts?(x)'],
  testPathIgnorePatterns: timingOnly ? ['/node_modules/'] : ['/node_modules/', '\\.timing\\.test\\.ts$'],
};
