module.exports = { ...require('../../jest.preset.react.js'), displayName: 'public-site', rootDir: __dirname };
