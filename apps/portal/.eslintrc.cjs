const { appBoundaries, featureZones } = require('../../tools/eslint/feature-zones.cjs');

module.exports = {
  extends: ['../../tools/eslint/web.eslintrc.json'],
  rules: {
    'import/no-restricted-paths': ['error', { zones: featureZones('portal', __dirname) }],
  },
  // The app's own sources may import its folders by alias; config files keep the root's rules.
  overrides: [{ files: ['src/**/*.ts', 'src/**/*.tsx'], rules: { '@nx/enforce-module-boundaries': appBoundaries() } }],
};
