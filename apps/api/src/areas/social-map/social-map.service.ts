import { ApiError } from '../../platform/http/errors';
import { isUuid, requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { coordinatesOf, type OrganizationBundle } from '../../identity/organizations/organizations.serializer';
import { findSocialMapOrganization, listPartners, listSocialMapOrganizations, type SocialMapFilters } from '../../identity/organizations/organizations.data';
import { loadRelated } from '../../identity/organizations/organizations.service';
import { findProfiles } from '../../identity/tenancy/tenancy.data';

/** Tiles when the centre names none: OpenStreetMap's, which the visitor's browser fetches (never the server). */
export const DEFAULT_MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
} as const;

export type MapTiles = { url: string; attribution: string };

/** Longest name search on the map. */
const QUERY_MAX = 200;
/** Most ids in one filter. */
const IDS_MAX = 50;

/** The map tiles of the site's centre: its own (`map_tile_url`, `map_tile_attribution`), else the default. */
export async function mapTiles(context: RequestContext): Promise<MapTiles> {
  const [profile] = await findProfiles(context.tx, context.tenant.id, [context.tenant.volunteerCenterId]);
  if (!profile?.mapTileUrl) return DEFAULT_MAP_TILES;
  return { url: profile.mapTileUrl, attribution: profile.mapTileAttribution ?? '' };
}

function invalidFilter(name: string): ApiError {
  const parameter = `filter[${name}]`;
  return new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter }, parameter });
}

function idList(filters: ListQuery['filters'], name: string): string[] | undefined {
  const raw = filters.get(name);
  if (raw === undefined) return undefined;
  const ids = [...new Set(raw.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
  if (ids.length === 0 || ids.length > IDS_MAX || ids.some((id) => !isUuid(id))) throw invalidFilter(name);
  return ids;
}

/** `filter[non_profit_type_id]` and `filter[activity_type_id]` (comma lists: any of them) and `filter[q]` (name). */
export function socialMapFilters(filters: ListQuery['filters']): SocialMapFilters {
  const q = filters.get('q')?.trim();
  if (q && q.length > QUERY_MAX) throw invalidFilter('q');
  return {
    nonProfitTypeIds: idList(filters, 'non_profit_type_id'),
    activityTypeIds: idList(filters, 'activity_type_id'),
    q: q || undefined,
  };
}

/** These pages are the public's view, whoever signs in: no private details. */
function asPublic(bundle: OrganizationBundle): OrganizationBundle {
  return { ...bundle, managedIds: new Set() };
}

/** Where each organisation sits on the map: its address's coordinates, or null (shown in the list only). */
function withCoordinates(bundle: OrganizationBundle): OrganizationBundle {
  const addresses = new Map(bundle.addresses.map((address) => [address.id, address]));
  const meta = new Map(
    bundle.organizations.map((o) => [o.id, { coordinates: coordinatesOf(o.addressId ? addresses.get(o.addressId) : undefined) }]),
  );
  return { ...bundle, meta };
}

/** The address and profile are always part of a map answer; other includes as asked. */
export const mapIncludes = (include: ReadonlySet<string>) => new Set([...include, 'address', 'profile']);

/** The centre's organisations on the social map: approved, not deleted, profile shown on the map. */
export async function listSocialMap(context: RequestContext, query: ListQuery): Promise<OrganizationBundle & { total: number; tiles: MapTiles }> {
  const filters = socialMapFilters(query.filters);
  const { rows, total } = await listSocialMapOrganizations(context.tx, context.tenant.id, context.tenant.volunteerCenterId, filters, query.page);
  const bundle = asPublic(withCoordinates(await loadRelated(context, rows, mapIncludes(query.include))));
  return { ...bundle, total, tiles: await mapTiles(context) };
}

/** One organisation of the centre's social map with, when asked, its published vacancies; any other is a 404. */
export async function getSocialMapOrganization(
  context: RequestContext,
  id: string | undefined,
  include: ReadonlySet<string>,
): Promise<OrganizationBundle & { tiles: MapTiles }> {
  const organization = await findSocialMapOrganization(context.tx, context.tenant.id, context.tenant.volunteerCenterId, requireUuid(id));
  if (!organization) throw new ApiError('NOT_FOUND');
  const bundle = asPublic(withCoordinates(await loadRelated(context, [organization], mapIncludes(include))));
  // Managers signed in see the published vacancies here too, not their drafts.
  const vacancies = bundle.vacancies && new Map([...bundle.vacancies].map(([key, list]) => [key, list.filter((v) => v.status === 'published')]));
  return { ...bundle, ...(vacancies ? { vacancies } : {}), tiles: await mapTiles(context) };
}

/** The centre's approved partner organisations, by name. */
export async function listPartnerOrganizations(context: RequestContext, query: ListQuery): Promise<OrganizationBundle & { total: number }> {
  const { rows, total } = await listPartners(context.tx, context.tenant.id, context.tenant.volunteerCenterId, query.page);
  return { ...asPublic(await loadRelated(context, rows, query.include)), total };
}
