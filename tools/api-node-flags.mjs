// The Node flags the built API runs with, for `npm start` and the search
// benchmark alike, so the benchmark measures what production runs.

/**
 * Caps V8's old space at 160 MB and each of its young semi-spaces at 8 MB
 * (16 MB by default). Under load V8 otherwise lets the heap grow to 360–390 MB
 * RSS with only 84 MB live; the smaller young generation keeps another 12–18 MB
 * off the peak for about a tenth of the throughput, which is what keeps the
 * API within its RSS budget at a million vacancies (docs/performance.md,
 * "Memory"). A flag of the same name in NODE_OPTIONS wins, so an operator can
 * raise either (a flag on the command line would override theirs).
 *
 * @param {NodeJS.ProcessEnv} env the environment the API will get
 * @returns {string[]}
 */
export function apiNodeFlags(env = process.env) {
  const given = env.NODE_OPTIONS ?? '';
  return ['--max-old-space-size=160', '--max-semi-space-size=8'].filter(
    (flag) => !given.includes(flag.slice(0, flag.indexOf('='))),
  );
}
