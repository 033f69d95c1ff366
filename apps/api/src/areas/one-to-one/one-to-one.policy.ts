import { hasRole, staffCenterOf, type CurrentUser } from '../../identity/access/access';

// Who takes part in one-to-one support (docs/permissions.md, "One-to-one support"):
// students ask, staff of the centre match, mentor and student see their own match.

/** The centre whose one-to-one support the user runs on a site of `siteCenterId` (admin: the site's), or null. */
export function oneToOneStaffCenter(user: CurrentUser, siteCenterId: string): string | null {
  return staffCenterOf(user, siteCenterId);
}

export function isStudent(user: CurrentUser): boolean {
  return hasRole(user, 'student');
}

/** A match's two sides. */
export type MatchSides = { mentorId: string; studentId: string };

export function isMatchParty(user: CurrentUser, match: MatchSides): boolean {
  return user.id === match.mentorId || user.id === match.studentId;
}

/**
 * Whether an age group is for minors: its name's numbers all lie under 18
 * ("Kinderen tot 12", "Jongeren 12–17") and it has no open end ("55+").
 * Age groups are named by each tenant without bounds, so the name is all
 * there is (docs/decisions.md). No age group counts as a minor's: the
 * strictest view is the safe one when we cannot tell.
 */
export function isMinorAgeGroup(name: string | null | undefined): boolean {
  if (!name) return true;
  const numbers = name.match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0 || name.includes('+')) return false;
  return Math.max(...numbers) < 18;
}
