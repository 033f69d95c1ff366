// The Node flags the built API runs with, for `npm start` and the search
// benchmark alike, so the benchmark measures what production runs.

/**
 * Caps V8's old space at 160 MB. Under load V8 otherwise lets the heap grow to
 * 360–390 MB RSS with only 84 MB live; with the cap the search benchmark stays at
 * about 232 MB, inside the 250 MB budget, at little cost in throughput
 * (docs/performance.md, "Memory"). A `--max-old-space-size` in NODE_OPTIONS wins,
 * so an operator can raise it (a flag on the command line would override theirs).
 *
 * @param {NodeJS.ProcessEnv} env the environment the API will get
 * @returns {string[]}
 */
export function apiNodeFlags(env = process.env) {
  return /--max-old-space-size\b/.test(env.NODE_OPTIONS ?? '') ? [] : ['--max-old-space-size=160'];
}
