// Jest settings of the React projects: the shared preset in a browser-like
// environment, with the Lingui macro plugin and jest-dom matchers.
const path = require('node:path');
const preset = require('./jest.preset.js');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.jest.react.cjs') }],
  },
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
