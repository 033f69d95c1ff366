const preset = require('../../jest.preset.react.js');

module.exports = {
  ...preset,
  displayName: 'page-blocks',
  rootDir: __dirname,
  // `marked` ships only ES modules, which Jest's CommonJS runtime must have transformed.
  transformIgnorePatterns: ['/node_modules/(?!(kitsu-core|kitsu|culori|marked)/)(?!.*/node_modules/)'],
};
