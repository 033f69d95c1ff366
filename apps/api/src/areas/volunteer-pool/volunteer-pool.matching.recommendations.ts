import { VACANCY_SEARCH_LIMITS } from '@platform/contracts';
import { switchedOffVacancyTypes } from '@platform/tenancy';
import type { Tx } from '../../platform/db/database';
import type { ResourceObject } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { serializeOrganization } from '../../identity/organizations/organizations.serializer';
import type { OrganizationRow } from '../../identity/organizations/organizations.data';
import { coversCenter, publicCenters } from '../../identity/tenancy/tenancy.policy';
import { findPageRows, type VacancyRow } from '../vacancies/vacancies.data';
import { mayManageVacancy } from '../vacancies/vacancies.policy';
import { serializeVacancy } from '../vacancies/vacancies.serializer';
import type { SearchHit } from '../vacancies/search/search-segment';
import type { TenantSearchIndex } from '../vacancies/search/search-index';
import {
  DEFAULT_TRAVEL_KM,
  matchProfile,
  prepareVacancy,
  type Match,
  type MatchProfile,
  type PreparedVacancy,
} from './volunteer-pool.matching';
import { profileOwner } from './volunteer-pool.policy';
import { findOwnProfile } from './volunteer-pool.profiles.repository';

/** Candidates taken from the search index per way of finding them (by interest, by distance). */
const CANDIDATES_PER_WAY = 300;
/** Read vacancies kept for matching in this process (by row version), so a page shown before costs no query. */
const KEPT_VACANCIES = 20_000;

type Candidate = {
  vacancy: VacancyRow;
  organization: OrganizationRow | null;
  prepared: PreparedVacancy;
};

/** Vacancies read for "Voor jou", by id and row version: a changed vacancy is read again under its new version. */
export class MatchedVacancies {
  private readonly kept = new Map<string, Candidate>();
  get(hit: SearchHit): Candidate | undefined {
    return this.kept.get(`${hit.id}|${hit.updatedAt}`);
  }
  set(hit: SearchHit, candidate: Candidate): void {
    if (this.kept.size >= KEPT_VACANCIES) this.kept.clear();
    this.kept.set(`${hit.id}|${hit.updatedAt}`, candidate);
  }
}

/** "Voor jou": a page of vacancies as the vacancy search renders them, with the match of each. */
export type Recommendations = {
  data: ResourceObject[];
  included: ResourceObject[];
  total: number;
  matches: Record<string, { score: number; reasons: Match['reasons']; distance_km: number | null }>;
};

const isVisible = (vacancy: VacancyRow, context: RequestContext, now: Date) =>
  vacancy.tenantId === context.tenant.id &&
  coversCenter(publicCenters(context.tenant), vacancy.volunteerCenterId) &&
  vacancy.status === 'published' &&
  (vacancy.expiresAt === null || vacancy.expiresAt > now) &&
  !switchedOffVacancyTypes(context.tenant.features).includes(vacancy.vacancyType);

/**
 * The candidates for a profile from the vacancy search's index: the newest
 * vacancies of the volunteer's interests and the nearest within their travel
 * distance (or the newest of all when the profile names neither).
 */
async function candidateHits(
  index: TenantSearchIndex,
  context: RequestContext,
  profile: MatchProfile,
): Promise<SearchHit[]> {
  const base = {
    centerIds: publicCenters(context.tenant),
    excludedTypes: switchedOffVacancyTypes(context.tenant.features),
    page: { number: 1, size: CANDIDATES_PER_WAY },
  };
  const ways = [];
  if (profile.categoryIds.length > 0)
    ways.push(index.search({ ...base, categoryIds: profile.categoryIds, sort: '-published_at' }));
  if (profile.latitude !== null && profile.longitude !== null) {
    const radiusKm = 2 * (profile.travelDistanceKm ?? DEFAULT_TRAVEL_KM);
    ways.push(
      index.search({
        ...base,
        near: { latitude: profile.latitude, longitude: profile.longitude, radiusKm },
        sort: 'distance',
      }),
    );
  }
  if (ways.length === 0) ways.push(index.search({ ...base, sort: '-published_at' }));
  const hits = (await Promise.all(ways)).flatMap((result) => result.hits);
  return [...new Map(hits.map((hit) => [hit.id, hit])).values()];
}

/** The candidates' rows, from what this process keeps or read once (as app_user, checked again). */
async function candidatesOf(
  tx: Tx,
  kept: MatchedVacancies,
  hits: readonly SearchHit[],
): Promise<Map<string, Candidate>> {
  const found = new Map<string, Candidate>();
  const unread = hits.filter((hit) => {
    const candidate = kept.get(hit);
    if (candidate) found.set(hit.id, candidate);
    return !candidate;
  });
  const byId = new Map(unread.map((hit) => [hit.id, hit]));
  for (const { vacancy, organization } of await findPageRows(tx, [...byId.keys()], true)) {
    const candidate: Candidate = {
      vacancy,
      organization,
      prepared: prepareVacancy({
        ...vacancy,
        latitude: vacancy.latitude === null ? null : Number(vacancy.latitude),
        longitude: vacancy.longitude === null ? null : Number(vacancy.longitude),
      }),
    };
    kept.set(byId.get(vacancy.id)!, candidate);
    found.set(vacancy.id, candidate);
  }
  return found;
}

/**
 * "Voor jou" (docs/api.md, "Volunteer pool"): the published vacancies and
 * activities of the site's centres ranked by the match with the signed-in
 * volunteer's profile, best first (nearest on a tie); those that match in
 * nothing are left out. Without a profile the list is empty.
 */
export async function recommendFor(
  context: RequestContext,
  index: TenantSearchIndex,
  kept: MatchedVacancies,
  page: { number: number; size: number },
): Promise<Recommendations> {
  const user = profileOwner(context);
  const row = await findOwnProfile(context.tx, context.tenant.id, user.id);
  if (!row) return { data: [], included: [], total: 0, matches: {} };
  const profile: MatchProfile = {
    ...row,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  };
  const candidates = await candidatesOf(
    context.tx,
    kept,
    await candidateHits(index, context, profile),
  );
  const now = new Date();
  const ranked = [...candidates.values()]
    .filter((candidate) => isVisible(candidate.vacancy, context, now))
    .map((candidate) => ({ candidate, match: matchProfile(profile, candidate.prepared) }))
    .filter(({ match }) => match.score > 0)
    .sort(
      (a, b) =>
        b.match.score - a.match.score ||
        (a.match.distanceKm ?? Infinity) - (b.match.distanceKm ?? Infinity) ||
        a.candidate.vacancy.id.localeCompare(b.candidate.vacancy.id),
    );
  const shown = ranked.slice((page.number - 1) * page.size, page.number * page.size);
  const organizations = new Map(
    shown.flatMap(({ candidate }) =>
      candidate.organization ? [[candidate.organization.id, candidate.organization] as const] : [],
    ),
  );
  return {
    data: shown.map(({ candidate }) =>
      serializeVacancy(candidate.vacancy, mayManageVacancy(user, candidate.vacancy)),
    ),
    included: [...organizations.values()].map((organization) =>
      serializeOrganization(organization),
    ),
    total: ranked.length,
    matches: Object.fromEntries(
      shown.map(({ candidate, match }) => [
        candidate.vacancy.id,
        { score: match.score, reasons: match.reasons, distance_km: match.distanceKm },
      ]),
    ),
  };
}

/** The page size of "Voor jou": the vacancy search's. */
export const RECOMMENDATIONS_PAGE_SIZE = VACANCY_SEARCH_LIMITS.pageSize;
