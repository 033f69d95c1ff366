import type { DataViewerRecordType } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';

/** One record as the data viewer shows it: its id and the allow-listed attributes (docs/api.md, "Data viewer"). */
export type DataViewerRecord = { id: string; type: DataViewerRecordType } & Record<string, unknown>;

/** What the admin's data viewer asks for. */
export type DataViewerQuery = {
  type: DataViewerRecordType;
  /** Words in the records' names, e-mail addresses or titles. */
  text?: string;
  status?: string;
  /** First day (`yyyy-mm-dd`) the records were created, inclusive. */
  from?: string;
  /** Last day (`yyyy-mm-dd`), inclusive. */
  until?: string;
  /** A sortable column's wire name, `-` first for descending. */
  sort?: string;
  page?: number;
  pageSize: number;
};

export const dataViewerKeys = {
  all: ['data-viewer'] as const,
  list: (query: DataViewerQuery) => [...dataViewerKeys.all, query] as const,
};

const filtersOf = (query: Omit<DataViewerQuery, 'pageSize' | 'page'>) => ({
  'filter[q]': query.text,
  'filter[status]': query.status,
  'filter[created_at_gteq]': query.from,
  'filter[created_at_lteq]': query.until,
  sort: query.sort,
});

/** One page of the tenant's records of a type (admins only; the API audits every view). */
export async function fetchDataViewerRecords(
  client: ApiClient,
  query: DataViewerQuery,
  signal?: AbortSignal,
): Promise<{ records: DataViewerRecord[]; total: number }> {
  const { data, meta } = await client.read<DataViewerRecord[]>(`/api/v1/data_viewer/${query.type}`, {
    query: { ...filtersOf(query), 'page[number]': query.page, 'page[size]': query.pageSize },
    signal,
  });
  return { records: data ?? [], total: typeof meta['total'] === 'number' ? meta['total'] : 0 };
}

export function getDataViewerRecordsQueryOptions(client: ApiClient, query: DataViewerQuery) {
  return queryOptions({
    queryKey: dataViewerKeys.list(query),
    queryFn: ({ signal }) => fetchDataViewerRecords(client, query, signal),
    staleTime: 10_000,
  });
}

/** The records the filters match as the API's CSV file, in the list's order (audited). */
export function exportDataViewerRecords(
  client: ApiClient,
  query: Omit<DataViewerQuery, 'pageSize' | 'page'>,
): Promise<{ blob: Blob; fileName: string | null }> {
  return client.readFile(`/api/v1/data_viewer/${query.type}/export`, { query: filtersOf(query) });
}
