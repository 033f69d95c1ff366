import type { AvailabilitySlot, MatchReasonKind } from '@platform/contracts';
import { haversineKm } from '../vacancies/search/distance';

// How well a mentor suits a request: place, shared day parts and shared interests,
// with the reasons in the shape the pool and "Voor jou" use (matchReason in libs/contracts).

export type MatchReason = { kind: MatchReasonKind; values: string[]; km: number | null };
export type Suitability = { score: number; reasons: MatchReason[]; distanceKm: number | null };

type Point = { latitude: number | null; longitude: number | null };
export type RequestWish = Point & { availability: AvailabilitySlot[]; categoryIds: string[] };
export type MentorOffer = Point & { availability: AvailabilitySlot[]; categoryIds: string[]; travelDistanceKm: number | null };

/** Points out of 100 for each part; a request without a place or interests scores on the rest. */
const WEIGHTS = { distance: 40, availability: 40, interest: 20 } as const;
/** How far a mentor travels when their profile does not say. */
const DEFAULT_REACH_KM = 15;

const shared = <T>(wanted: readonly T[], offered: readonly T[]): T[] => wanted.filter((item) => offered.includes(item));

/**
 * The mentor's score (0–100) for the request and why: full distance points
 * within 2 km, falling to none at the mentor's travel distance; day parts and
 * interests by the share of the request's that the mentor has.
 */
export function scoreMentor(request: RequestWish, mentor: MentorOffer): Suitability {
  const reasons: MatchReason[] = [];
  let score = 0;
  let distanceKm: number | null = null;
  if (request.latitude !== null && request.longitude !== null && mentor.latitude !== null && mentor.longitude !== null) {
    distanceKm = Math.round(haversineKm(request.latitude, request.longitude, mentor.latitude, mentor.longitude) * 10) / 10;
    const reach = Math.max(mentor.travelDistanceKm ?? DEFAULT_REACH_KM, 2);
    if (distanceKm <= reach) {
      score += WEIGHTS.distance * (distanceKm <= 2 ? 1 : 1 - (distanceKm - 2) / (reach - 2 || 1));
      reasons.push({ kind: 'distance', values: [], km: distanceKm });
    }
  }
  const slots = shared(request.availability, mentor.availability);
  if (slots.length > 0) {
    score += (WEIGHTS.availability * slots.length) / request.availability.length;
    reasons.push({ kind: 'availability', values: slots, km: null });
  }
  const interests = shared(request.categoryIds, mentor.categoryIds);
  if (interests.length > 0) {
    score += (WEIGHTS.interest * interests.length) / request.categoryIds.length;
    reasons.push({ kind: 'interest', values: interests, km: null });
  }
  return { score: Math.round(score), reasons, distanceKm };
}
