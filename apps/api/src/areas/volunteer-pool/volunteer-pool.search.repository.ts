import { and, eq, gt, inArray, max } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { volunteerProfileReplies } from './volunteer-pool.tables';

/**
 * The newest reply of an organisation to each of these profiles within the
 * last `days` (read only: the replies are written by volunteer-pool.replies).
 */
export async function lastRepliesOf(
  tx: Tx,
  tenantId: string,
  organizationId: string,
  profileIds: readonly string[],
  since: Date,
): Promise<Map<string, Date>> {
  if (profileIds.length === 0) return new Map();
  const rows = await tx
    .select({
      profileId: volunteerProfileReplies.volunteerProfileId,
      last: max(volunteerProfileReplies.createdAt),
    })
    .from(volunteerProfileReplies)
    .where(
      and(
        eq(volunteerProfileReplies.tenantId, tenantId),
        eq(volunteerProfileReplies.organizationId, organizationId),
        inArray(volunteerProfileReplies.volunteerProfileId, [...profileIds]),
        gt(volunteerProfileReplies.createdAt, since),
      ),
    )
    .groupBy(volunteerProfileReplies.volunteerProfileId);
  return new Map(rows.flatMap((row) => (row.last ? [[row.profileId, row.last] as const] : [])));
}
