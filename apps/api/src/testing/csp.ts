import type { TestResponse } from './test-app';

/** An answer's Content-Security-Policy by directive, e.g. `{ 'default-src': ["'none'"] }`. */
export function cspOf(response: TestResponse): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  if (typeof header !== 'string') throw new Error('No Content-Security-Policy');
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}
