import { switchedOffVacancyTypes } from '@platform/tenancy';
import type { Database } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/http/request-context';
import { startOfDutchDay } from '../activity-schedule';
import { findDutchPlace } from '../../../platform/geocoding/dutch-places';
import { mayManageVacancy } from '../vacancies.policy';
import { serializeOrganization } from '../../../identity/organizations/organizations.serializer';
import { coversCenter, publicCenters, type PublicCenters } from '../../../identity/tenancy/tenancy.policy';
import { listAgeGroups, listCategories, type VacancyRow } from '../vacancies.repository';
import { serializeAgeGroup, serializeCategory, serializeVacancy } from '../vacancies.serializer';
import type { Circle } from './distance';
import type { IndexQuery } from './search-index';
import type { FacetCounts } from './search-facets';
import type { InstantRange, SearchHit } from './search-segment';
import { invalidParameter, type VacancySearchRequest } from './search.query';
import { findPageRows } from './search.repository';
import type { VacancySearch } from './vacancy-search.plugin';

/**
 * What a search needs: the visitor and their tenant, the index state, and the
 * database for the rows the index has not rendered yet. Not a request context:
 * a search opens a transaction only when it reads rows, so that an anonymous
 * search of pages shown before costs no transaction at all.
 */
export type SearchContext = Pick<RequestContext, 'tenant' | 'user'> & { database: Database; state: VacancySearch };

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
function isVisible(vacancy: VacancyRow, tenantId: string, centerIds: PublicCenters, excludedTypes: readonly string[], now: Date): boolean {
  return (
    vacancy.tenantId === tenantId &&
    coversCenter(centerIds, vacancy.volunteerCenterId) &&
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
 * PostgreSQL matches the words. The page's vacancies are rendered once per row
 * version: only those not rendered yet are read (as app_user, checked again),
 * so a page of vacancies shown before costs no query.
 */
export async function searchVacancies(context: SearchContext, search: VacancySearchRequest): Promise<SearchResult> {
  return renderSearchHits(context, search, await findSearchHits(context, search));
}

/** What the index found for a search, before rendering: the page's hits, the total, the facets and the index's last change. */
export type FoundHits = { hits: SearchHit[]; total: number; facets: FacetCounts; appliedSeq: number; organizationsVersion: number };

/** The search's checks and the index's answer (the page's hits); no row is read. */
export async function findSearchHits({ tenant, state }: SearchContext, search: VacancySearchRequest): Promise<FoundHits> {
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
  const centerIds = publicCenters(tenant);
  const { text } = search;
  const index = await state.indexes.forTenant(tenant.id);
  const query: IndexQuery = {
    centerIds,
    excludedTypes,
    text,
    organizationIds: search.organizationIds,
    near,
    dates,
    vacancyTypes: search.vacancyTypes,
    categoryIds: search.categoryIds,
    ageGroupIds: search.ageGroupIds,
    sort: search.sort,
    page: search.page,
  };
  const { hits, total, facets } = await index.search(query);
  return { hits, total, facets, appliedSeq: index.appliedSeq, organizationsVersion: index.organizationsVersion };
}

/**
 * The page's vacancies (and what was asked to be included) as JSON text:
 * rendered once per row version, so only those not rendered yet are read.
 */
export async function renderSearchHits(
  { tenant, user, database, state }: SearchContext,
  search: VacancySearchRequest,
  { hits, total, facets, organizationsVersion }: FoundHits,
): Promise<SearchResult> {
  const excludedTypes = switchedOffVacancyTypes(tenant.features);
  const centerIds = publicCenters(tenant);
  const withOrganizations = search.include.has('organization');
  const managed = (hit: SearchHit) => mayManageVacancy(user, hit);
  // Rendered once per row version the index holds; organisations anew after any organisation changed.
  const vacancyKey = (hit: SearchHit) => `v|${hit.id}|${hit.updatedAt}|${managed(hit) ? 1 : 0}`;
  const organizationKey = (hit: SearchHit) => `o|${hit.organizationId}|${organizationsVersion}`;
  const vacancyJson = new Map<string, string>();
  const organizationJson = new Map<string, string>();
  for (const hit of hits) {
    const vacancy = state.rendered.get(vacancyKey(hit));
    if (vacancy) vacancyJson.set(hit.id, vacancy);
    const organization = withOrganizations ? state.rendered.get(organizationKey(hit)) : undefined;
    if (organization) organizationJson.set(hit.organizationId, organization);
  }
  const unrendered = hits.filter((hit) => !vacancyJson.has(hit.id) || (withOrganizations && !organizationJson.has(hit.organizationId)));
  const withLists = search.include.has('categories') || search.include.has('age_groups');
  const lists =
    unrendered.length > 0 || withLists
      ? await database.withTenant(tenant.id, async (tx) => {
          // What is not rendered yet is read as app_user under row-level security and checked once more.
          const now = new Date();
          const rows = (await findPageRows(tx, unrendered.map((hit) => hit.id), withOrganizations)).filter(({ vacancy }) =>
            isVisible(vacancy, tenant.id, centerIds, excludedTypes, now),
          );
          const byId = new Map(unrendered.map((hit) => [hit.id, hit]));
          for (const { vacancy, organization } of rows) {
            const hit = byId.get(vacancy.id)!;
            const json = JSON.stringify(serializeVacancy(vacancy, managed(hit)));
            state.rendered.set(vacancyKey(hit), json);
            vacancyJson.set(vacancy.id, json);
            if (organization && !organizationJson.has(organization.id)) {
              const organizationRendered = JSON.stringify(serializeOrganization(organization));
              state.rendered.set(organizationKey(hit), organizationRendered);
              organizationJson.set(organization.id, organizationRendered);
            }
          }
          return {
            categories: search.include.has('categories') ? await listCategories(tx, tenant.id, [...new Set(hits.flatMap((hit) => hit.categoryIds))]) : [],
            ageGroups: search.include.has('age_groups') ? await listAgeGroups(tx, tenant.id, [...new Set(hits.flatMap((hit) => hit.ageGroupIds))]) : [],
          };
        })
      : { categories: [], ageGroups: [] };

  const shown = hits.filter((hit) => vacancyJson.has(hit.id));
  const data = shown.map((hit) => {
    const json = vacancyJson.get(hit.id)!;
    // Each resource is an object: its own meta goes before the closing brace.
    return hit.distanceKm === null ? json : `${json.slice(0, -1)},"meta":{"distance_km":${Math.round(hit.distanceKm * 100) / 100}}}`;
  });
  const included = [
    ...new Map(shown.flatMap((hit) => (organizationJson.has(hit.organizationId) ? [[hit.organizationId, organizationJson.get(hit.organizationId)!] as const] : []))).values(),
    ...lists.categories.map((category) => JSON.stringify(serializeCategory(category))),
    ...lists.ageGroups.map((ageGroup) => JSON.stringify(serializeAgeGroup(ageGroup))),
  ];
  const rendered = { data, included: search.include.size > 0 ? included : undefined };
  return { ...rendered, total, facets };
}
