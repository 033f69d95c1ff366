// Removes the run's seed (src/testing/prepared-seed.ts).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

module.exports = () => {
  if (process.env.API_TEST_SEED_SHARED === '1') return;
  execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', path.join(__dirname, 'tsconfig.json'), path.join(__dirname, 'src/testing/prepared-seed.cli.ts'), 'discard'],
    { cwd: root, stdio: 'inherit' },
  );
};
