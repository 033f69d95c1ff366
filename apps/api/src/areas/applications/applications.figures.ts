import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { onDutchDays } from '../../platform/db/dutch-days';
import { applications } from './applications.tables';

/**
 * The applications sent or decided on the Dutch days of the period, with what
 * analytics needs of them and nothing personal: `answeredAt` is the
 * organisation's first answer (a review, a decision or its first reply in a
 * conversation about it), `decidedAt` the acceptance or rejection.
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
      answeredAt: applications.answeredAt,
    })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        or(
          onDutchDays(applications.createdAt, from, to),
          onDutchDays(applications.decidedAt, from, to),
          onDutchDays(applications.answeredAt, from, to),
        ),
      ),
    );
}
