// Helpers for this lib's own tests: a real QueryClient and a real API client
// whose fetch answers from a table instead of the network.
import { i18n } from '@lingui/core';
import { createApiClient, createMemoryCredentialStore } from '@platform/api-client';
import { BLOCK_PROPS, type BlockPropsInput, type BlockType } from '@platform/contracts';
import { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { BlockOf, BlockServices } from '../types';

export const TEST_API = 'https://api.test';
export const UPLOAD_URL = '/uploads/demo/123e4567-e89b-12d3-a456-426614174000.webp';
export const OTHER_UPLOAD_URL = '/uploads/demo/223e4567-e89b-12d3-a456-426614174000.webp';

// The source texts stand in for a catalog.
i18n.loadAndActivate({ locale: 'en', messages: {} });
export { i18n };

/** One answer of the fake API: a status and a JSON:API body. */
export type FakeAnswer = { status: number; body: unknown };

const notFound: FakeAnswer = { status: 404, body: { errors: [{ status: '404', code: 'NOT_FOUND' }] } };

export type TestServices = BlockServices & { sent: string[] };

/**
 * A QueryClient and an API client whose fetch asks `answer` (a 404 when it has
 * none; it gets the request's method and body too); `sent` lists every path
 * requested, so a test can check none was.
 */
export function createTestServices(
  answer: (url: URL, init?: RequestInit) => FakeAnswer | undefined = () => undefined,
): TestServices {
  const sent: string[] = [];
  const apiClient = createApiClient({
    baseUrl: TEST_API,
    credentials: createMemoryCredentialStore(),
    fetch: async (input, init) => {
      const url = new URL(String(input));
      sent.push(url.pathname + url.search);
      const { status, body } = answer(url, init) ?? notFound;
      const text = JSON.stringify(body);
      // jsdom has no Response; what the client reads of one is enough there.
      if (typeof Response === 'undefined') {
        const ok = status >= 200 && status < 300;
        return { ok, status, statusText: '', headers: { get: () => null }, text: async () => text } as unknown as Response;
      }
      return new Response(text, { status, headers: { 'Content-Type': 'application/vnd.api+json' } });
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return { apiClient, queryClient, sent };
}

let nextId = 1;

/** A block as the API stores it: the props checked by the real schema, defaults filled in. */
export function makeBlock<T extends BlockType>(type: T, props: BlockPropsInput<T>): BlockOf<T> {
  const parsed = v.parse(BLOCK_PROPS[type], props);
  return { id: `block-${nextId++}`, type, props: parsed } as BlockOf<T>;
}
