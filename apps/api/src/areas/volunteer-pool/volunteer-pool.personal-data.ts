import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { organizationNames } from '../../identity/organizations/organizations.views';
import { volunteerProfileReplies, volunteerProfiles } from './volunteer-pool.tables';

// The volunteer pool's part of a person's own data (issue 28): their profile and the replies
// organisations sent to it.

/** The user's profile (or null) and the replies it received, oldest first, with the organisation's name. */
export async function poolDataOfUser(tx: Tx, tenantId: string, userId: string) {
  const [profile] = await tx
    .select({
      introduction: volunteerProfiles.introduction,
      categoryIds: volunteerProfiles.categoryIds,
      skills: volunteerProfiles.skills,
      languages: volunteerProfiles.languages,
      availability: volunteerProfiles.availability,
      hoursPerWeek: volunteerProfiles.hoursPerWeek,
      place: volunteerProfiles.place,
      travelDistanceKm: volunteerProfiles.travelDistanceKm,
      ageGroupId: volunteerProfiles.ageGroupId,
      wantsOneToOne: volunteerProfiles.wantsOneToOne,
      inPool: volunteerProfiles.inPool,
      joinedPoolAt: volunteerProfiles.joinedPoolAt,
      createdAt: volunteerProfiles.createdAt,
      updatedAt: volunteerProfiles.updatedAt,
    })
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.userId, userId)));
  const replies = await tx
    .select({
      organizationName: organizationNames.name,
      vacancyId: volunteerProfileReplies.vacancyId,
      body: volunteerProfileReplies.body,
      status: volunteerProfileReplies.status,
      answeredAt: volunteerProfileReplies.answeredAt,
      createdAt: volunteerProfileReplies.createdAt,
    })
    .from(volunteerProfileReplies)
    .leftJoin(organizationNames, eq(organizationNames.id, volunteerProfileReplies.organizationId))
    .where(
      and(
        eq(volunteerProfileReplies.tenantId, tenantId),
        eq(volunteerProfileReplies.volunteerId, userId),
      ),
    )
    .orderBy(asc(volunteerProfileReplies.createdAt));
  return { profile: profile ?? null, replies };
}

/**
 * Removes the user's profile, which takes it out of every pool search (the
 * pool_changes trigger), and the replies to it: they were written to the
 * person, and the organisation's conversation or application stays on its own.
 */
export async function erasePoolDataOfUser(tx: Tx, tenantId: string, userId: string): Promise<void> {
  await tx
    .delete(volunteerProfileReplies)
    .where(
      and(
        eq(volunteerProfileReplies.tenantId, tenantId),
        eq(volunteerProfileReplies.volunteerId, userId),
      ),
    );
  await tx
    .delete(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.userId, userId)));
}
