module.exports = { ...require('../../jest.preset.react.js'), displayName: 'theme', rootDir: __dirname };
