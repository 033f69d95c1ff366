import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

/** An image of the centre's library (docs/api.md "Stock images"). */
export type StockImage = {
  id: string;
  type: 'stock_images';
  name: string;
  description: string | null;
  shortDescription: string | null;
  keywords: string[];
  /** The upload's address, what blocks and pages store. */
  image: string;
  /** The same on the centre's public origin, to copy elsewhere. */
  imageUrl: string;
  width: number | null;
  height: number | null;
  byteSize: number;
  createdAt: string;
  updatedAt: string;
};

/** What an editor writes; every field optional on update. */
export type StockImageAttributes = Partial<{
  name: string;
  description: string | null;
  shortDescription: string | null;
  image: string;
  keywords: string[];
}>;

export type StockImageQuery = { text?: string; page?: number; pageSize?: number };

export const stockImageKeys = {
  all: ['stock-images'] as const,
  list: (query: StockImageQuery) => [...stockImageKeys.all, 'list', query] as const,
};

export async function fetchStockImages(client: ApiClient, query: StockImageQuery, signal?: AbortSignal): Promise<{ images: StockImage[]; total: number }> {
  const { data, meta } = await client.read<StockImage[]>('/api/v1/stock_images', {
    query: { 'filter[q]': query.text, 'page[number]': query.page, 'page[size]': query.pageSize },
    signal,
  });
  return { images: data ?? [], total: typeof meta['total'] === 'number' ? meta['total'] : 0 };
}

export function getStockImagesQueryOptions(client: ApiClient, query: StockImageQuery) {
  return queryOptions({ queryKey: stockImageKeys.list(query), queryFn: ({ signal }) => fetchStockImages(client, query, signal), staleTime: 30_000 });
}

/** Adding, changing and removing library images; every library list is read again after each. */
export function useStockImageMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: stockImageKeys.all });
  const meta = { showsErrorInline: true };
  return {
    create: useMutation({
      meta,
      onSuccess,
      mutationFn: async (attributes: StockImageAttributes) =>
        (await client.write<StockImage>('POST', '/api/v1/stock_images', { type: 'stock_images', attributes })).data,
    }),
    update: useMutation({
      meta,
      onSuccess,
      mutationFn: async ({ id, attributes }: { id: string; attributes: StockImageAttributes }) =>
        (await client.write<StockImage>('PATCH', `/api/v1/stock_images/${encodeURIComponent(id)}`, { type: 'stock_images', id, attributes })).data,
    }),
    remove: useMutation({ meta, onSuccess, mutationFn: (id: string) => client.remove(`/api/v1/stock_images/${encodeURIComponent(id)}`) }),
  };
}
