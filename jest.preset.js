// Shared Jest settings: TypeScript (and Lingui macros, for the React projects)
// through babel-jest, workspace libs resolved from tsconfig paths.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

// A wildcard path (`@portal/*`, an app's own folders) maps what follows the prefix.
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) =>
    alias.endsWith('/*')
      ? [`^${alias.slice(0, -1).replace('/', '\\/')}(.*)$`, path.join(__dirname, target.slice(0, -1)) + '$1']
      : [`^${alias.replace('/', '\\/')}$`, path.join(__dirname, target)],
  ),
);

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  // Only `*.test.ts(x)`: a route file named `test.tsx` (the portal's `/test` pages) is not a test.
  testMatch: ['**/*.test.ts?(x)'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.jest.cjs') }],
  },
  // A few dependencies ship only ES modules, which Jest's CommonJS runtime must have transformed.
  transformIgnorePatterns: ['/node_modules/(?!(kitsu-core|kitsu|culori|csv-stringify)/)(?!.*/node_modules/)'],
  moduleNameMapper,
};
