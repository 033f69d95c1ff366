import type { UploadPurpose } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import { uploadFile, type Upload } from '../center-settings/center-settings';
import type { ApiClient } from '../client';

/** Where an upload is used (docs/api.md "Uploads"). */
export type UploadUse = { kind: 'page' | 'stock_image' | 'center_profile' | 'vacancy'; id: string; title: string; path: string | null };

/** An upload as the file library lists it. */
export type LibraryUpload = Upload & { originalName: string | null; createdAt: string; usedBy: UploadUse[] };

export type FileLibraryQuery = { purpose?: UploadPurpose; text?: string; page?: number; pageSize?: number };

export const fileLibraryKeys = {
  all: ['file-library'] as const,
  list: (query: FileLibraryQuery) => [...fileLibraryKeys.all, 'list', query] as const,
};

export async function fetchFileLibrary(client: ApiClient, query: FileLibraryQuery, signal?: AbortSignal): Promise<{ uploads: LibraryUpload[]; total: number }> {
  const { data, meta } = await client.read<LibraryUpload[]>('/api/v1/uploads', {
    query: { 'filter[purpose]': query.purpose, 'filter[q]': query.text, 'page[number]': query.page, 'page[size]': query.pageSize },
    signal,
  });
  return { uploads: data ?? [], total: typeof meta['total'] === 'number' ? meta['total'] : 0 };
}

export function getFileLibraryQueryOptions(client: ApiClient, query: FileLibraryQuery) {
  return queryOptions({ queryKey: fileLibraryKeys.list(query), queryFn: ({ signal }) => fetchFileLibrary(client, query, signal), staleTime: 15_000 });
}

/** Uploading to and deleting from the file library; its lists are read again after each. Failures are shown by the page. */
export function useFileLibraryMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: fileLibraryKeys.all });
  const meta = { showsErrorInline: true };
  return {
    upload: useMutation({ meta, onSuccess, mutationFn: ({ file, purpose }: { file: Blob; purpose: UploadPurpose }) => uploadFile(client, file, purpose) }),
    remove: useMutation({ meta, onSuccess, mutationFn: (id: string) => client.remove(`/api/v1/uploads/${encodeURIComponent(id)}`) }),
  };
}
