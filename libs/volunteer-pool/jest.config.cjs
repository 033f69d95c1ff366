module.exports = {
  ...require('../../jest.preset.react.js'),
  displayName: 'volunteer-pool',
  rootDir: __dirname,
};
