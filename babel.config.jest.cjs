// Only Jest uses Babel: Vite builds the apps and esbuild the API. React
// projects extend this with the Lingui macro plugin in their own Jest config.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-typescript', { allowDeclareFields: true }],
    ['@babel/preset-react', { runtime: 'automatic' }],
  ],
};
