module.exports = { ...require('../../jest.preset.react.js'), displayName: 'ui', rootDir: __dirname };
