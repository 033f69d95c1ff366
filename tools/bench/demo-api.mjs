// What the benchmarks that start the built API on a seeded data folder share:
// waiting for it and signing in as a demo account.

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
