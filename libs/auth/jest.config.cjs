module.exports = {
  ...require('../../jest.preset.react.js'),
  displayName: 'auth',
  rootDir: __dirname,
};
