module.exports = { ...require('../../jest.preset.js'), displayName: 'tenancy', rootDir: __dirname };
