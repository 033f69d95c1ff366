import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { Match } from './volunteer-pool.matching';
import type { PoolProfileRow, VolunteerProfileRow } from './volunteer-pool.profiles.repository';

const profileFields = (profile: VolunteerProfileRow) => ({
  introduction: profile.introduction,
  categoryIds: profile.categoryIds,
  skills: profile.skills,
  languages: profile.languages,
  availability: profile.availability,
  hoursPerWeek: profile.hoursPerWeek,
  place: profile.place,
  travelDistanceKm: profile.travelDistanceKm,
  ageGroupId: profile.ageGroupId,
  wantsOneToOne: profile.wantsOneToOne,
});

/** The signed-in volunteer's own profile (`volunteer_profiles`). */
export function serializeOwnProfile(profile: VolunteerProfileRow): ResourceObject {
  return resource('volunteer_profiles', profile.id, {
    ...profileFields(profile),
    inPool: profile.inPool,
    joinedPoolAt: profile.joinedPoolAt?.toISOString() ?? null,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  });
}

/** What one reader gets besides the profile: contact details (staff only), the distance, the match, when they may reply. */
export type PoolView = {
  withContact: boolean;
  distanceKm: number | null;
  match: Match | null;
  canReplyFrom: Date | null;
};

/** A profile in the pool (`volunteer_profiles:pool`): organisations get the first name only, staff the contact details too. */
export function serializePoolProfile(
  profile: Pick<PoolProfileRow, 'firstName' | 'lastName' | 'email' | 'phoneNumber'> &
    VolunteerProfileRow,
  view: PoolView,
): ResourceObject {
  return resource('volunteer_profiles', profile.id, {
    ...profileFields(profile),
    firstName: profile.firstName,
    lastName: view.withContact ? profile.lastName : null,
    email: view.withContact ? profile.email : null,
    phoneNumber: view.withContact ? profile.phoneNumber : null,
    distanceKm: view.distanceKm,
    match: view.match && { score: view.match.score, reasons: view.match.reasons },
    joinedPoolAt: profile.joinedPoolAt?.toISOString() ?? null,
    canReplyFrom: view.canReplyFrom?.toISOString() ?? null,
  });
}
