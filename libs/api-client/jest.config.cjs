// The client's tests run against real local HTTP servers, so Node, not jsdom.
module.exports = { ...require('../../jest.preset.react.js'), displayName: 'api-client', rootDir: __dirname, testEnvironment: 'node' };
