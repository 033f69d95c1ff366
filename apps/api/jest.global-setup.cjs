// Migrates and seeds one database for the whole run (src/testing/prepared-seed.ts).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

module.exports = () => {
  // `test.mjs` prepared one for both of its Jest runs.
  if (process.env.API_TEST_SEED_SHARED === '1' && process.env.API_TEST_SEED) return;
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', path.join(__dirname, 'tsconfig.json'), path.join(__dirname, 'src/testing/prepared-seed.cli.ts'), 'prepare'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  process.env.API_TEST_SEED = output.trim().split('\n').pop();
};
