import type { PartnerKeyScope } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { deserialiseDocument } from '../json-api';

/** A centre's API key for a partner (docs/api.md, "Partner API keys"); `key` only in the answer that made it. */
export type PartnerKey = {
  id: string;
  type: 'partner_keys';
  name: string;
  prefix: string;
  scopes: PartnerKeyScope[];
  organizationId: string | null;
  organizationName: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  key?: string;
};

export type NewPartnerKey = { name: string; scopes: PartnerKeyScope[]; organizationId?: string | null };

export const partnerKeyKeys = { all: ['partner-keys'] as const };

/** Most keys listed at once: a centre has a handful. */
const KEYS_PAGE_SIZE = 100;

export async function fetchPartnerKeys(client: ApiClient, signal?: AbortSignal): Promise<PartnerKey[]> {
  const { data } = await client.read<PartnerKey[]>('/api/v1/partner_keys', { query: { 'page[size]': KEYS_PAGE_SIZE }, signal });
  return data ?? [];
}

export function getPartnerKeysQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: partnerKeyKeys.all, queryFn: ({ signal }) => fetchPartnerKeys(client, signal), staleTime: 15_000 });
}

/** Makes a key; the answer carries the key itself, this once. */
export async function createPartnerKey(client: ApiClient, input: NewPartnerKey): Promise<PartnerKey> {
  const attributes = { name: input.name, scopes: input.scopes, ...(input.organizationId ? { organizationId: input.organizationId } : {}) };
  return (await client.write<PartnerKey>('POST', '/api/v1/partner_keys', { type: 'partner_keys', attributes })).data;
}

export async function revokePartnerKey(client: ApiClient, id: string): Promise<PartnerKey> {
  const answer = await client.requestJson<unknown>('POST', `/api/v1/partner_keys/${encodeURIComponent(id)}/revoke`);
  return deserialiseDocument<PartnerKey>(answer).data;
}

function useInvalidateKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: partnerKeyKeys.all });
}

/** Makes a key; the page shows failures itself. */
export function useCreatePartnerKey() {
  const client = useApiClient();
  const invalidate = useInvalidateKeys();
  return useMutation({ meta: { showsErrorInline: true }, mutationFn: (input: NewPartnerKey) => createPartnerKey(client, input), onSuccess: invalidate });
}

export function useRevokePartnerKey() {
  const client = useApiClient();
  const invalidate = useInvalidateKeys();
  return useMutation({ mutationFn: (id: string) => revokePartnerKey(client, id), onSuccess: invalidate });
}
