import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { onDutchDays } from '../../platform/db/dutch-days';
import { applications } from './applications.tables';

/**
 * The applications sent or decided on the Dutch days of the period, with what
 * analytics needs of them and nothing personal: their first answer is the
 * decision (accepted or rejected); a reply in a conversation is not counted
 * (docs/decisions.md).
 */
export function listApplicationsForFigures(tx: Tx, tenantId: string, from: string, to: string) {
  return tx
    .select({
      id: applications.id,
      volunteerCenterId: applications.volunteerCenterId,
      vacancyId: applications.vacancyId,
      status: applications.status,
      createdAt: applications.createdAt,
      decidedAt: applications.decidedAt,
    })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        or(onDutchDays(applications.createdAt, from, to), onDutchDays(applications.decidedAt, from, to)),
      ),
    );
}
