import type { FastifyRequest } from 'fastify';
import { startOfDutchDay } from '../../activities/activity-schedule';
import { findDutchPlace } from '../../geocoding/dutch-places';
import { mayManageVacancy, switchedOffVacancyTypes } from '../vacancies.policy';
import { serializeOrganization } from '../../organizations/organizations.serializer';
import { listAgeGroups, listCategories } from '../vacancies.repository';
import { serializeAgeGroup, serializeCategory, serializeVacancy } from '../vacancies.serializer';
import type { RenderedResources } from './rendered-resources';
import type { SearchCache } from './search-cache';
import type { Circle, FacetCounts, IndexQuery, InstantRange, SearchIndexes } from './search-index';
import { invalidParameter, type VacancySearchRequest } from './search.query';
import { findPageRows, findPageStamps, findTextMatches, type PageStamp } from './search.repository';

/** The search's state in this process: every tenant's index, the matches of recent words per tenant, and rendered resources. */
export type SearchState = { indexes: SearchIndexes; textMatches: SearchCache<Map<string, number>>; rendered: RenderedResources };

/** A search's answer: its resources as JSON text (`included` when something was asked to be included), the total and the facets. */
export type SearchResult = { data: string[]; included?: string[]; total: number; facets: FacetCounts };

/** The centre given by a place name or a point; a place GeoNames does not know is a 400 with reason `unknown_place`. */
async function circleOf(origin: NonNullable<VacancySearchRequest['origin']>): Promise<Circle> {
  if (origin.kind === 'point') return { latitude: origin.latitude, longitude: origin.longitude, radiusKm: origin.distanceKm };
  const place = await findDutchPlace(origin.place);
  if (!place) {
    throw invalidParameter('filter[place]', {
      detailKey: 'error.INVALID_QUERY_PARAMETER.unknown_place',
      params: { place: origin.place },
      reason: 'unknown_place',
    });
  }
  return { latitude: place.latitude, longitude: place.longitude, radiusKm: origin.distanceKm };
}

/** The calendar days of the request as instants: from the start of the first day to the end of the last, Dutch time. */
function rangeOf(search: VacancySearchRequest): InstantRange | undefined {
  if (!search.startsFrom && !search.startsUntil) return undefined;
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    ...(search.startsFrom ? { from: startOfDutchDay(search.startsFrom) } : {}),
    ...(search.startsUntil ? { until: startOfDutchDay(dayAfter(search.startsUntil)) } : {}),
  };
}

/** Whether the visitor may see a vacancy: checked on every row shown, after the index found it. */
function isVisible(vacancy: PageStamp, tenantId: string, centerIds: readonly string[] | 'all', excludedTypes: readonly string[], now: Date): boolean {
  return (
    vacancy.tenantId === tenantId &&
    (centerIds === 'all' || centerIds.includes(vacancy.volunteerCenterId)) &&
    vacancy.status === 'published' &&
    (vacancy.expiresAt === null || vacancy.expiresAt > now) &&
    !excludedTypes.includes(vacancy.vacancyType)
  );
}

/**
 * A public search (docs/api.md): only published, unexpired vacancies of the
 * visitor's centre, or of every centre of the tenant where it shares its
 * centres; switched-off vacancy types never, and asking for one is a 400.
 * The tenant's search index (search-index.ts) filters, counts and orders;
 * PostgreSQL matches the words and gives the rows of the page.
 */
export async function searchVacancies(request: FastifyRequest, search: VacancySearchRequest, state: SearchState): Promise<SearchResult> {
  const { database } = request.server;
  const { tenant } = request;
  const excludedTypes = switchedOffVacancyTypes(tenant.features);
  const switchedOff = search.vacancyTypes?.find((type) => excludedTypes.includes(type));
  if (switchedOff) {
    throw invalidParameter('filter[vacancy_type]', {
      detailKey: 'error.INVALID_QUERY_PARAMETER.feature_disabled',
      params: { value: switchedOff },
      reason: 'feature_disabled',
    });
  }
  const dates = rangeOf(search);
  if (dates && excludedTypes.includes('activity')) {
    throw invalidParameter(search.startsFrom ? 'filter[starts_from]' : 'filter[starts_until]', {
      detailKey: 'error.INVALID_QUERY_PARAMETER.feature_disabled',
      params: { value: 'activity' },
      reason: 'feature_disabled',
    });
  }
  const near = search.origin ? await circleOf(search.origin) : undefined;
  const centerIds = tenant.features.centerSharing ? ('all' as const) : [tenant.volunteerCenterId];
  const text = search.text;
  const query: IndexQuery = {
    centerIds,
    excludedTypes,
    text,
    ranks: text ? await state.textMatches.get(tenant.id, `${tenant.id}|${text}`, () => findTextMatches(database.db, tenant.id, text)) : undefined,
    organizationIds: search.organizationIds,
    near,
    dates,
    vacancyTypes: search.vacancyTypes,
    categoryIds: search.categoryIds,
    ageGroupIds: search.ageGroupIds,
    sort: search.sort,
    page: search.page,
  };
  const { hits, total, facets } = (await state.indexes.forTenant(tenant.id)).search(query);

  const withOrganizations = search.include.has('organization');
  const withLists = search.include.has('categories') || search.include.has('age_groups');
  const rendered = await database.withTenant(tenant.id, async (tx) => {
    // The page's rows are checked once more (as app_user) and rendered from the cache while unchanged.
    const now = new Date();
    const stamps = new Map((await findPageStamps(tx, hits.map((hit) => hit.id))).map((stamp) => [stamp.id, stamp]));
    const shown = hits.flatMap((hit) => {
      const stamp = stamps.get(hit.id);
      return stamp && isVisible(stamp, tenant.id, centerIds, excludedTypes, now) ? [{ hit, stamp }] : [];
    });
    const vacancyKey = (stamp: PageStamp) => `${stamp.id}|${stamp.updatedAt.getTime()}|${mayManageVacancy(request.currentUser, stamp) ? 1 : 0}`;
    const organizationKey = (stamp: PageStamp) => `${stamp.organizationId}|${stamp.organizationUpdatedAt?.getTime()}`;
    // Taken out of the cache at once: other requests may push entries out while this one waits for rows.
    const vacancyJson = new Map<string, string>();
    const organizationJson = new Map<string, string>();
    for (const { stamp } of shown) {
      const vacancy = state.rendered.get(vacancyKey(stamp));
      if (vacancy) vacancyJson.set(stamp.id, vacancy);
      const organization = withOrganizations && stamp.organizationUpdatedAt ? state.rendered.get(organizationKey(stamp)) : undefined;
      if (organization) organizationJson.set(stamp.organizationId, organization);
    }
    const unrendered = shown.filter(
      ({ stamp }) => !vacancyJson.has(stamp.id) || (withOrganizations && stamp.organizationUpdatedAt && !organizationJson.has(stamp.organizationId)),
    );
    const rows = await findPageRows(tx, (withLists ? shown : unrendered).map(({ stamp }) => stamp.id), withOrganizations);
    for (const { vacancy, organization } of rows) {
      const stamp = stamps.get(vacancy.id)!;
      const json = JSON.stringify(serializeVacancy(vacancy, mayManageVacancy(request.currentUser, vacancy)));
      state.rendered.set(vacancyKey(stamp), json);
      vacancyJson.set(vacancy.id, json);
      if (organization) {
        const organizationRendered = JSON.stringify(serializeOrganization(organization));
        state.rendered.set(organizationKey(stamp), organizationRendered);
        organizationJson.set(organization.id, organizationRendered);
      }
    }
    const data = shown.map(({ hit, stamp }) => {
      const json = vacancyJson.get(stamp.id)!;
      // Each resource is an object: its own meta goes before the closing brace.
      return hit.distanceKm === null ? json : `${json.slice(0, -1)},"meta":{"distance_km":${Math.round(hit.distanceKm * 100) / 100}}}`;
    });
    const included: string[] = [];
    if (withOrganizations) {
      const seen = new Set<string>();
      for (const { stamp } of shown) {
        const organization = organizationJson.get(stamp.organizationId);
        if (!organization || seen.has(stamp.organizationId)) continue;
        seen.add(stamp.organizationId);
        included.push(organization);
      }
    }
    if (search.include.has('categories')) {
      const ids = [...new Set(rows.flatMap(({ vacancy }) => vacancy.categoryIds))];
      included.push(...(await listCategories(tx, tenant.id, ids)).map((category) => JSON.stringify(serializeCategory(category))));
    }
    if (search.include.has('age_groups')) {
      const ids = [...new Set(rows.flatMap(({ vacancy }) => vacancy.ageGroupIds))];
      included.push(...(await listAgeGroups(tx, tenant.id, ids)).map((ageGroup) => JSON.stringify(serializeAgeGroup(ageGroup))));
    }
    return { data, included: search.include.size > 0 ? included : undefined };
  });

  return { ...rendered, total, facets };
}
