// `npm start`: builds what is stale (Nx cache), then runs the API in all-in-one
// mode: it migrates and seeds the database and serves both apps by host name.
import { spawn, spawnSync } from 'node:child_process';
import { apiNodeFlags } from './api-node-flags.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', 'api', 'public-site', 'portal', '--output-style=stream'],
  {
    stdio: 'inherit',
    env,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const api = spawn(process.execPath, ['--enable-source-maps', ...apiNodeFlags(), 'dist/apps/api/main.cjs'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
