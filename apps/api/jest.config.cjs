// API tests boot the real Fastify app on a real database: PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  testTimeout: 60_000,
  maxWorkers: 2,
};
