// Jest config for projects whose code uses Lingui macros (the React apps and
// the web libs): the shared Babel setup plus the macro transform Vite also runs.
const shared = require('./babel.config.jest.cjs');

module.exports = {
  ...shared,
  plugins: [...(shared.plugins ?? []), '@lingui/babel-plugin-lingui-macro'],
};
