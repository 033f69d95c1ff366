// What the benchmarks that start the built API on a seeded data folder share:
// starting it as `npm start` does, waiting for it and signing in as a demo account.
import { spawn } from 'node:child_process';
import { apiNodeFlags } from '../api-node-flags.mjs';

const DEMO_PASSWORD = 'demo-wachtwoord-2026';

/**
 * Polls `isReady` every 200 ms until it answers true; fails when the API
 * process stops first or after 180 s.
 */
export async function waitFor(child, isReady, what) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API stopped before ${what}`);
    if (Date.now() > deadline) throw new Error(`the API did not get to ${what} within 180 s`);
    if (await isReady().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the built API all-in-one, as `npm start` runs it (its Node flags, the
 * demo data seeded, both apps served by host name), listening on 127.0.0.1,
 * and waits until `/readyz` answers. The caller stops the returned process.
 *
 * @param {{ api: string, port: string, dataDir: string, env?: NodeJS.ProcessEnv }} options
 *   `dataDir` empty for a fresh, seeded database; `env` adds to or overrides the API's environment
 */
export async function startAllInOneApi({ api, port, dataDir, env: extraEnv = {} }) {
  const env = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    SERVE_APPS: 'true',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', ...apiNodeFlags(env), api], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const ready = () => fetch(`http://127.0.0.1:${port}/readyz`, { headers: { host: 'localhost' } }).then((r) => r.ok);
    await waitFor(child, ready, 'being ready');
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return child;
}

/** Signs a demo account in; answers the session headers to send with its requests. */
export async function signInDemo(origin, host, email) {
  const response = await fetch(`${origin}/auth/sign_in`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return Object.fromEntries(['access-token', 'client', 'uid', 'token-type'].map((name) => [name, response.headers.get(name)]));
}

/** The `--data-dir` a benchmark needs for the API it starts, or a usage message and exit code 2. */
export function requireDataDir(dataDir) {
  if (dataDir) return dataDir;
  console.error('Give --data-dir <empty dir> (uploads and, without DATABASE_URL, the PGlite database go there).');
  process.exit(2);
}
