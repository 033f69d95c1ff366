// The lib's second entry, `@platform/api-client/testing`: helpers for tests only,
// kept out of the public index so no app bundles them.
import { createApiClient } from './client';
import { createMemoryCredentialStore } from './credential-store';

/** A request as the fake fetch of {@link clientAnswering} saw it. */
export type SentRequest = { method: string; url: string; contentType: string | null; body: unknown };

/**
 * For tests: a client whose fetch records each request in `sent` and answers
 * every one with `answer` as JSON:API and the given status.
 */
export function clientAnswering(answer: unknown, status = 200) {
  const sent: SentRequest[] = [];
  const client = createApiClient({
    credentials: createMemoryCredentialStore(),
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      sent.push({
        method: init?.method ?? 'GET',
        url: String(input),
        contentType: headers.get('Content-Type'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/vnd.api+json' } });
    },
  });
  return { client, sent };
}
