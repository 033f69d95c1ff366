module.exports = { ...require('../../jest.preset.react.js'), displayName: 'i18n', rootDir: __dirname };
