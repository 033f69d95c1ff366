const { featureZones } = require('../../tools/eslint/feature-zones.cjs');

module.exports = {
  extends: ['../../tools/eslint/web.eslintrc.json'],
  rules: {
    'import/no-restricted-paths': ['error', { zones: featureZones('portal', __dirname) }],
  },
};
