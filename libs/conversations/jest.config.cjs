module.exports = {
  ...require('../../jest.preset.react.js'),
  displayName: 'conversations',
  rootDir: __dirname,
};
