import { POOL_SEARCH_LIMITS, PROFILE_REPLY_LIMITS } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/http/request-context';
import { findDutchPlace } from '../../platform/geocoding/dutch-places';
import { findVacancy } from '../vacancies/vacancies.data';
import { invalidParameter } from '../vacancies/search/search.query';
import type { Circle } from '../vacancies/search/distance';
import {
  poolHit,
  type PoolFacets,
  type PoolHit,
  type TenantPoolIndex,
} from './pool-index/pool-index';
import { prepareVacancy, type PreparedVacancy } from './volunteer-pool.matching';
import { poolAccess, type PoolReader } from './volunteer-pool.policy';
import type { PoolSearchRequest } from './volunteer-pool.search.query';
import { lastRepliesOf } from './volunteer-pool.search.repository';

const DAY_MS = 86_400_000;

/** A page of the pool with what each reader sees of it. */
export type PoolPage = {
  reader: PoolReader;
  hits: (PoolHit & { canReplyFrom: Date | null })[];
  total: number;
  facets: PoolFacets;
};

/** The place of `filter[place]` with its radius; a place GeoNames does not know is a 400 with reason `unknown_place`. */
async function circleOf(place: string, distanceKm: number | undefined): Promise<Circle> {
  const found = await findDutchPlace(place);
  if (!found) {
    throw invalidParameter('filter[place]', {
      detailKey: 'error.INVALID_QUERY_PARAMETER.unknown_place',
      params: { place },
      reason: 'unknown_place',
    });
  }
  return {
    latitude: found.latitude,
    longitude: found.longitude,
    radiusKm: distanceKm ?? POOL_SEARCH_LIMITS.distanceKm.default,
  };
}

/** The vacancy to rank by: one of the acting organisation's, or for staff any of the centre's; else a 400. */
async function vacancyOf(
  context: RequestContext,
  reader: PoolReader,
  vacancyId: string,
): Promise<PreparedVacancy> {
  const vacancy = await findVacancy(context.tx, context.tenant.id, vacancyId);
  const readable =
    vacancy &&
    vacancy.deletedAt === null &&
    vacancy.volunteerCenterId === reader.volunteerCenterId &&
    (reader.kind === 'staff' || vacancy.organizationId === reader.organizationId);
  if (!readable) throw invalidParameter('filter[vacancy_id]', { reason: 'unknown_vacancy' });
  return prepareVacancy({
    ...vacancy,
    latitude: vacancy.latitude === null ? null : Number(vacancy.latitude),
    longitude: vacancy.longitude === null ? null : Number(vacancy.longitude),
  });
}

/** When the reader's organisation may reply to each profile again (PROFILE_REPLY_LIMITS), for an organisation reader. */
async function replyTimes(context: RequestContext, reader: PoolReader, hits: readonly PoolHit[]) {
  if (!reader.organizationId) return new Map<string, Date>();
  const window = PROFILE_REPLY_LIMITS.perVolunteerDays * DAY_MS;
  const last = await lastRepliesOf(
    context.tx,
    context.tenant.id,
    reader.organizationId,
    hits.map((hit) => hit.entry.row.id),
    new Date(Date.now() - window),
  );
  return new Map([...last].map(([id, at]) => [id, new Date(at.getTime() + window)]));
}

/**
 * A search of the pool of the reader's centre (docs/api.md, "Volunteer pool"):
 * the index filters, counts and orders in memory; the database is asked for
 * the vacancy to rank by and the reader's replies. The caller brings the
 * tenant's index up to date before the request's transaction: keeping it
 * fresh reads on connections of its own, which PGlite's one connection would
 * otherwise wait for.
 */
export async function searchPool(
  context: RequestContext,
  index: TenantPoolIndex,
  search: PoolSearchRequest,
): Promise<PoolPage> {
  const reader = await poolAccess(context);
  const near = search.place ? await circleOf(search.place, search.distance) : undefined;
  const vacancy = search.vacancyId ? await vacancyOf(context, reader, search.vacancyId) : undefined;
  const { hits, total, facets } = index.search({
    volunteerCenterId: reader.volunteerCenterId,
    words: search.q?.toLowerCase().split(/\s+/).filter(Boolean),
    categoryIds: search.categoryIds,
    skills: search.skills,
    languages: search.languages,
    availability: search.availability,
    ageGroupIds: search.ageGroupIds,
    wantsOneToOne: search.wantsOneToOne,
    near,
    vacancy,
    offset: (search.page.number - 1) * search.page.size,
    limit: search.page.size,
  });
  const canReply = await replyTimes(context, reader, hits);
  return {
    reader,
    hits: hits.map((hit) => ({ ...hit, canReplyFrom: canReply.get(hit.entry.row.id) ?? null })),
    total,
    facets,
  };
}

/**
 * One profile of the reader's pool as their search shows it: with
 * `filter[vacancy_id]` its match, with `filter[place]` its distance from
 * there. The search's other filters narrow a list, so they hide nothing here.
 * 404 when the profile is not in the pool or not the reader's centre's.
 */
export async function getPoolProfile(
  context: RequestContext,
  index: TenantPoolIndex,
  profileId: string,
  search: PoolSearchRequest,
) {
  const reader = await poolAccess(context);
  const entry = index.get(profileId);
  if (!entry || entry.row.volunteerCenterId !== reader.volunteerCenterId)
    throw new ApiError('NOT_FOUND');
  const near = search.place ? await circleOf(search.place, search.distance) : undefined;
  const vacancy = search.vacancyId ? await vacancyOf(context, reader, search.vacancyId) : undefined;
  const hit = poolHit(entry, { near, vacancy });
  const canReply = await replyTimes(context, reader, [hit]);
  return { reader, hit: { ...hit, canReplyFrom: canReply.get(profileId) ?? null } };
}
