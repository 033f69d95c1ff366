import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { oneToOneMatches, oneToOneRequests } from './one-to-one.tables';

// One-to-one support's part of a person's own data (issue 28): the help they asked for as a
// student, and the matches they were in as a student or a mentor.

/** The user's requests for help and the matches they take part in, oldest first. */
export async function oneToOneDataOfUser(tx: Tx, tenantId: string, userId: string) {
  const requests = await tx
    .select({
      topic: oneToOneRequests.topic,
      description: oneToOneRequests.description,
      availability: oneToOneRequests.availability,
      place: oneToOneRequests.place,
      status: oneToOneRequests.status,
      createdAt: oneToOneRequests.createdAt,
    })
    .from(oneToOneRequests)
    .where(and(eq(oneToOneRequests.tenantId, tenantId), eq(oneToOneRequests.studentId, userId)))
    .orderBy(asc(oneToOneRequests.createdAt));
  const matches = await tx
    .select({
      asMentor: sql<boolean>`${oneToOneMatches.mentorId} = ${userId}`,
      status: oneToOneMatches.status,
      endReason: oneToOneMatches.endReason,
      endedAt: oneToOneMatches.endedAt,
      createdAt: oneToOneMatches.createdAt,
    })
    .from(oneToOneMatches)
    .where(
      and(
        eq(oneToOneMatches.tenantId, tenantId),
        or(eq(oneToOneMatches.mentorId, userId), eq(oneToOneMatches.studentId, userId)),
      ),
    )
    .orderBy(asc(oneToOneMatches.createdAt));
  return { requests, matches };
}

/**
 * Deletes what the user asked for help with (their own words), and with it the
 * matches made for it. A match where they were the mentor ends, and its
 * request opens again so staff can find the student another mentor; the ended
 * match stays for the centre's record, naming a deleted user.
 */
export async function eraseOneToOneDataOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<void> {
  const ended = await tx
    .update(oneToOneMatches)
    .set({ status: 'ended', endedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(oneToOneMatches.tenantId, tenantId),
        eq(oneToOneMatches.mentorId, userId),
        eq(oneToOneMatches.status, 'active'),
      ),
    )
    .returning({ requestId: oneToOneMatches.requestId });
  if (ended.length > 0) {
    await tx
      .update(oneToOneRequests)
      .set({ status: 'open', updatedAt: new Date() })
      .where(
        and(
          eq(oneToOneRequests.tenantId, tenantId),
          inArray(
            oneToOneRequests.id,
            ended.map((match) => match.requestId),
          ),
          eq(oneToOneRequests.status, 'matched'),
        ),
      );
  }
  await tx
    .delete(oneToOneRequests)
    .where(and(eq(oneToOneRequests.tenantId, tenantId), eq(oneToOneRequests.studentId, userId)));
}
