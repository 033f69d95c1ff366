import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { QueryParams } from '../json-api';
import type { Organization } from '../organizations/organizations';
import type { Vacancy } from '../vacancies/vacancy';

/** A kind of non-profit organisation, one of the tenant's list (e.g. "Zorg en welzijn"). */
export type NonProfitType = { id: string; type: 'non_profit_types'; name: string };

/** A kind of activity an organisation offers, one of the tenant's list (e.g. "Vervoer"). */
export type ActivityType = { id: string; type: 'activity_types'; name: string };

/** A postal address; coordinates are looked up from the place when it is saved. */
export type Address = {
  id: string;
  type: 'addresses';
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  country: string;
  latitude?: number | string | null;
  longitude?: number | string | null;
};

/** What a non-profit tells about itself: its kind, its activities and whether it is on the social map. */
export type NonProfitProfile = {
  id: string;
  type: 'non_profit_profiles';
  nonProfitTypeId: string | null;
  showOnSocialMap: boolean;
  activityTypeIds: string[];
};

/** A point on the map, WGS 84 degrees. */
export type Coordinates = { latitude: number; longitude: number };

/** Where the map's tiles come from: a `{z}/{x}/{y}` URL template and the attribution it requires. */
export type MapTiles = { url: string; attribution: string };

/** An organisation on the social map, with its address, profile and (on its own page) open vacancies. */
export type SocialMapOrganization = Organization & {
  address?: Address | null;
  profile?: NonProfitProfile | null;
  /** Present on the organisation's own page: its published vacancies. */
  vacancies?: Vacancy[];
  /** Where to put the marker; `null` when the organisation's place is unknown. */
  meta?: { coordinates?: Coordinates | null };
};

/** Which organisations the map shows; every field is optional. */
export type SocialMapQuery = {
  /** Any of these kinds of organisation. */
  nonProfitTypeIds?: readonly string[];
  /** Organisations offering any of these activities. */
  activityTypeIds?: readonly string[];
  /** Words in the organisation's name. */
  q?: string;
};

export type SocialMapResult = { organizations: SocialMapOrganization[]; total: number; tiles: MapTiles };

export type SocialMapOrganizationResult = { organization: SocialMapOrganization; tiles: MapTiles };

/** The most organisations one answer holds (docs/api.md): the whole map of a centre in one request. */
export const SOCIAL_MAP_PAGE_SIZE = 1000;

// The API always sends the centre's tiles (OpenStreetMap's by default); this
// only covers an answer without them, so the map still draws.
const FALLBACK_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

// The tenant's reference lists change rarely; five minutes of staleness is harmless.
const LIST_STALE_MS = 5 * 60_000;

/** Query keys of the social map, its organisations, the partners and the tenant's lookups. */
export const socialMapKeys = {
  all: ['social-map'] as const,
  organizations: (query: SocialMapQuery) => [...socialMapKeys.all, 'organizations', query] as const,
  organization: (id: string) => [...socialMapKeys.all, 'organization', id] as const,
  partners: () => [...socialMapKeys.all, 'partners'] as const,
  nonProfitTypes: () => [...socialMapKeys.all, 'non-profit-types'] as const,
  activityTypes: () => [...socialMapKeys.all, 'activity-types'] as const,
};

const joined = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(',') : undefined);

/** The query string of `GET /api/v1/social_map/organizations` (unset filters are left out). */
export function toSocialMapParams(query: SocialMapQuery): QueryParams {
  return {
    'filter[non_profit_type_id]': joined(query.nonProfitTypeIds),
    'filter[activity_type_id]': joined(query.activityTypeIds),
    'filter[q]': query.q?.trim() || undefined,
    'page[size]': SOCIAL_MAP_PAGE_SIZE,
  };
}

/** The tiles of an answer's `meta.tiles`, when it names a usable template. */
export function tilesOf(meta: Record<string, unknown>): MapTiles {
  const tiles = meta['tiles'] as Partial<MapTiles> | undefined;
  return tiles && typeof tiles.url === 'string' && tiles.url
    ? { url: tiles.url, attribution: typeof tiles.attribution === 'string' ? tiles.attribution : '' }
    : FALLBACK_TILES;
}

/** The approved organisations of this centre that are on the social map, with their coordinates. */
export async function fetchSocialMapOrganizations(
  client: ApiClient,
  query: SocialMapQuery,
  signal?: AbortSignal,
): Promise<SocialMapResult> {
  const { data, meta } = await client.read<SocialMapOrganization[]>('/api/v1/social_map/organizations', {
    query: toSocialMapParams(query),
    signal,
  });
  const organizations = data ?? [];
  return {
    organizations,
    total: typeof meta['total'] === 'number' ? meta['total'] : organizations.length,
    tiles: tilesOf(meta),
  };
}

/**
 * The map's organisations as a query; the previous answer stays on screen
 * while a new filter loads, so markers and list do not blink away.
 */
export function getSocialMapQueryOptions(client: ApiClient, query: SocialMapQuery) {
  return queryOptions({
    queryKey: socialMapKeys.organizations(query),
    queryFn: ({ signal }) => fetchSocialMapOrganizations(client, query, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** One organisation of the social map with its published vacancies; 404 for any other. */
export async function fetchSocialMapOrganization(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<SocialMapOrganizationResult> {
  const { data, meta } = await client.read<SocialMapOrganization>(
    `/api/v1/social_map/organizations/${encodeURIComponent(id)}`,
    { query: { include: 'vacancies' }, signal },
  );
  return { organization: data, tiles: tilesOf(meta) };
}

/** One organisation of the map with its vacancies and the tiles, as a query. */
export function getSocialMapOrganizationQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: socialMapKeys.organization(id),
    queryFn: ({ signal }) => fetchSocialMapOrganization(client, id, signal),
    staleTime: 60_000,
  });
}

/** The centre's partner organisations, by name. */
export async function fetchPartners(client: ApiClient, signal?: AbortSignal): Promise<Organization[]> {
  const { data } = await client.read<Organization[]>('/api/v1/partners', {
    query: { 'page[size]': SOCIAL_MAP_PAGE_SIZE },
    signal,
  });
  return data ?? [];
}

/** The centre's partners as a query. */
export function getPartnersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: socialMapKeys.partners(),
    queryFn: ({ signal }) => fetchPartners(client, signal),
    staleTime: 60_000,
  });
}

/** The tenant's kinds of non-profit organisation. */
export async function fetchNonProfitTypes(client: ApiClient, signal?: AbortSignal): Promise<NonProfitType[]> {
  const { data } = await client.read<NonProfitType[]>('/api/v1/non_profit_types', { signal });
  return data ?? [];
}

/** The tenant's kinds of activity. */
export async function fetchActivityTypes(client: ApiClient, signal?: AbortSignal): Promise<ActivityType[]> {
  const { data } = await client.read<ActivityType[]>('/api/v1/activity_types', { signal });
  return data ?? [];
}

/** The tenant's kinds of non-profit organisation as a query (they change rarely). */
export function getNonProfitTypesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: socialMapKeys.nonProfitTypes(),
    queryFn: ({ signal }) => fetchNonProfitTypes(client, signal),
    staleTime: LIST_STALE_MS,
  });
}

/** The tenant's kinds of activity as a query (they change rarely). */
export function getActivityTypesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: socialMapKeys.activityTypes(),
    queryFn: ({ signal }) => fetchActivityTypes(client, signal),
    staleTime: LIST_STALE_MS,
  });
}
