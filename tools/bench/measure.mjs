// Shared by the route benchmarks that call a test app (tools/bench/*.mjs).

/**
 * `requests` requests from `concurrency` clients at once (each its own
 * session when `email` is given, as separate devices), over the URLs in turn;
 * prints and returns the rate and p95.
 */
export async function measureRequests(t, { name, urls, email, requests, concurrency }) {
  const sessions = [];
  for (let k = 0; k < concurrency; k++) sessions.push(email ? await t.signIn(email) : undefined);
  const times = [];
  let failed = 0;
  let next = 0;
  const startedAt = performance.now();
  await Promise.all(
    sessions.map(async (credentials) => {
      while (next < requests) {
        const url = urls[next++ % urls.length];
        const start = performance.now();
        // The test app tracks each session's rotated token by these credentials; a copy would keep the first token.
        const response = await t.request({ url, credentials });
        times.push(performance.now() - start);
        if (response.statusCode !== 200) {
          failed += 1;
          if (failed === 1) console.log(`    first non-200: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  const rate = requests / seconds;
  console.log(`${name}: ${rate.toFixed(0)} req/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, non-200: ${failed}`);
  return { rate, p95: Number(at(0.95)) };
}

/**
 * Lets a bench import the API's TypeScript sources (through tsx, with the API's
 * tsconfig mapping the @platform/* libraries to their sources); returns `load`,
 * which imports one by its path from tools/bench.
 */
export async function apiSources() {
  process.env.TSX_TSCONFIG_PATH ??= new URL('../../apps/api/tsconfig.json', import.meta.url).pathname;
  (await import('tsx/esm/api')).register();
  (await import('tsx/cjs/api')).register();
  return async (path) => {
    const module = await import(new URL(path, import.meta.url).href);
    return module.default ?? module;
  };
}
