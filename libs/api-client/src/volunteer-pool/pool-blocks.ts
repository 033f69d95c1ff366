import type { poolBlockAttributes } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import type { InlineErrorOptions } from '../vacancies/manage-vacancies';
import { volunteerPoolKeys } from './pool-keys';

/** An organisation whose replies staff stopped, with why and since when. */
export type PoolBlock = v.InferOutput<typeof poolBlockAttributes> & {
  id: string;
  type: 'volunteer_pool_blocks';
};

/** The centre's stopped organisations (`GET /volunteer_pool_blocks`, staff only). */
export async function fetchPoolBlocks(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<PoolBlock[]> {
  const { data } = await client.read<PoolBlock[]>('/api/v1/volunteer_pool_blocks', { signal });
  return data ?? [];
}

export function getPoolBlocksQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: volunteerPoolKeys.blocks(),
    queryFn: ({ signal }) => fetchPoolBlocks(client, signal),
    staleTime: 15_000,
  });
}

/** Stops an organisation's replies to the pool, with the reason it reads. */
export async function createPoolBlock(
  client: ApiClient,
  input: { organizationId: string; reason: string },
): Promise<PoolBlock> {
  const { data } = await client.write<PoolBlock>('POST', '/api/v1/volunteer_pool_blocks', {
    type: 'volunteer_pool_blocks',
    attributes: { ...input },
  });
  return data;
}

/** Lifts a block: the organisation may reply again. */
export async function removePoolBlock(client: ApiClient, id: string): Promise<void> {
  await client.remove(`/api/v1/volunteer_pool_blocks/${encodeURIComponent(id)}`);
}

export function useCreatePoolBlock({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: (input: { organizationId: string; reason: string }) =>
      createPoolBlock(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volunteerPoolKeys.all }),
  });
}

export function useRemovePoolBlock({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: (id: string) => removePoolBlock(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volunteerPoolKeys.all }),
  });
}
