import type { PageBlockInput, PageType } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { deserialiseDocument } from '../json-api';
import { pageKeys, type Page } from './pages';

/** A page as its editors see it: the draft, and whether it differs from the published version. */
export type ManagedPage = Page & { hasUnpublishedChanges: boolean; publishedRevisionId: string | null };

/** The orders the content list offers; a leading `-` sorts descending. */
export const PAGE_LIST_SORTS = ['-updated_at', 'updated_at', 'title', '-title', '-published_at', 'published_at'] as const;
export type PageListSort = (typeof PAGE_LIST_SORTS)[number];

/** The editors' list of the centre's pages and news; every field optional. */
export type ManagedPageListQuery = {
  pageType?: PageType;
  isPublished?: boolean;
  /** Words in the title or slug. */
  text?: string;
  sort?: PageListSort;
  page?: number;
  pageSize?: number;
};

/** What an editor writes (docs/api.md "Pages and news"); every field optional on update. */
export type PageAttributes = Partial<
  Pick<
    Page,
    | 'title'
    | 'pageType'
    | 'pageLayout'
    | 'showTitleOnPage'
    | 'summary'
    | 'featured'
    | 'isPublished'
    | 'isHome'
    | 'coverImage'
    | 'publishedAt'
    | 'metaTitle'
    | 'metaDescription'
    | 'ogTitle'
    | 'ogDescription'
  > & {
    /** Null makes one from the title. */
    slug: string | null;
    /** Blocks as an editor sends them (schema defaults may be left out). */
    blocks: PageBlockInput[];
  }
>;

/** A published version of a page, for its history. */
export type PageRevision = {
  id: string;
  title: string;
  blockCount: number;
  isCurrent: boolean;
  publishedByName: string | null;
  createdAt: string;
};

export const managedPageKeys = {
  all: [...pageKeys.all, 'manage'] as const,
  list: (query: ManagedPageListQuery) => [...managedPageKeys.all, 'list', query] as const,
  detail: (id: string) => [...managedPageKeys.all, 'detail', id] as const,
  revisions: (id: string) => [...managedPageKeys.all, 'revisions', id] as const,
};

const DRAFTS = { status: 'draft' } as const;

export async function fetchManagedPages(
  client: ApiClient,
  query: ManagedPageListQuery,
  signal?: AbortSignal,
): Promise<{ pages: ManagedPage[]; total: number }> {
  const { data, meta } = await client.read<ManagedPage[]>('/api/v1/pages', {
    query: {
      ...DRAFTS,
      'filter[page_type]': query.pageType,
      'filter[is_published]': query.isPublished === undefined ? undefined : String(query.isPublished),
      'filter[q]': query.text,
      sort: query.sort ?? '-updated_at',
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  return { pages: data ?? [], total: typeof meta['total'] === 'number' ? meta['total'] : 0 };
}

export function getManagedPagesQueryOptions(client: ApiClient, query: ManagedPageListQuery) {
  return queryOptions({
    queryKey: managedPageKeys.list(query),
    queryFn: ({ signal }) => fetchManagedPages(client, query, signal),
    staleTime: 15_000,
  });
}

export async function fetchManagedPage(client: ApiClient, id: string, signal?: AbortSignal): Promise<ManagedPage> {
  return (await client.read<ManagedPage>(`/api/v1/pages/${encodeURIComponent(id)}`, { query: DRAFTS, signal })).data;
}

export function getManagedPageQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: managedPageKeys.detail(id),
    queryFn: ({ signal }) => fetchManagedPage(client, id, signal),
    staleTime: 15_000,
  });
}

export async function fetchPageRevisions(client: ApiClient, id: string, signal?: AbortSignal): Promise<PageRevision[]> {
  return (await client.read<PageRevision[]>(`/api/v1/pages/${encodeURIComponent(id)}/revisions`, { signal })).data ?? [];
}

export function getPageRevisionsQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: managedPageKeys.revisions(id),
    queryFn: ({ signal }) => fetchPageRevisions(client, id, signal),
    staleTime: 15_000,
  });
}

export async function createPage(client: ApiClient, attributes: PageAttributes): Promise<ManagedPage> {
  return (await client.write<ManagedPage>('POST', '/api/v1/pages', { type: 'pages', attributes })).data;
}

export async function updatePage(client: ApiClient, id: string, attributes: PageAttributes): Promise<ManagedPage> {
  return (await client.write<ManagedPage>('PATCH', `/api/v1/pages/${encodeURIComponent(id)}`, { type: 'pages', id, attributes })).data;
}

async function postAction(client: ApiClient, path: string): Promise<ManagedPage> {
  return deserialiseDocument<ManagedPage>(await client.requestJson<unknown>('POST', path)).data;
}

export const duplicatePage = (client: ApiClient, id: string) => postAction(client, `/api/v1/pages/${encodeURIComponent(id)}/duplicate`);

export const restorePageRevision = (client: ApiClient, id: string, revisionId: string) =>
  postAction(client, `/api/v1/pages/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revisionId)}/restore`);

export async function deletePage(client: ApiClient, id: string): Promise<void> {
  await client.remove(`/api/v1/pages/${encodeURIComponent(id)}`);
}

/** After any change every page list, page and menu (visitors' too) may be stale. */
function useInvalidatePages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pageKeys.all });
}

/** The page mutations; callers show failures themselves (the editor next to its fields, the list in a toast). */
export function usePageMutations() {
  const client = useApiClient();
  const onSuccess = useInvalidatePages();
  const meta = { showsErrorInline: true };
  return {
    create: useMutation({ meta, onSuccess, mutationFn: (attributes: PageAttributes) => createPage(client, attributes) }),
    update: useMutation({
      meta,
      onSuccess,
      mutationFn: ({ id, attributes }: { id: string; attributes: PageAttributes }) => updatePage(client, id, attributes),
    }),
    duplicate: useMutation({ meta, onSuccess, mutationFn: (id: string) => duplicatePage(client, id) }),
    remove: useMutation({ meta, onSuccess, mutationFn: (id: string) => deletePage(client, id) }),
    restore: useMutation({
      meta,
      onSuccess,
      mutationFn: ({ id, revisionId }: { id: string; revisionId: string }) => restorePageRevision(client, id, revisionId),
    }),
  };
}
