module.exports = { ...require('../../jest.preset.react.js'), displayName: 'portal', rootDir: __dirname };
