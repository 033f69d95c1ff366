import type { Tx } from '../../platform/db/database';
import { countMatchCheckAnswers } from './responsiveness.repository';

// What other modules may use of the responsiveness module's data (analytics: match and
// retention rates), each in the caller's transaction.

/** One question's figures: asked, answered yes and no, and the share of yes among the answers (null without answers). */
export type CheckFigures = { asked: number; yes: number; no: number; rate: number | null };

/** A centre's match rate ("is it working out?" 14 days after an acceptance, both sides) and retention rate (the volunteer "still volunteering there?" at 90 days). */
export type CenterMatchRates = { volunteerCenterId: string; match: CheckFigures; retention: CheckFigures };

const figures = (asked: number, yes: number, no: number): CheckFigures => ({ asked, yes, no, rate: yes + no > 0 ? yes / (yes + no) : null });

/**
 * Match and retention rates per centre of the questions asked in [from, to), of the
 * given centres (all of the tenant's when none are given). Centres without a question
 * asked in the period are left out.
 */
export async function matchRatesPerCenter(
  tx: Tx,
  tenantId: string,
  period: { from: Date; to: Date; volunteerCenterIds?: readonly string[] },
): Promise<CenterMatchRates[]> {
  const rows = await countMatchCheckAnswers(tx, tenantId, period);
  const centers = [...new Set(rows.map((row) => row.volunteerCenterId))].sort();
  return centers.map((volunteerCenterId) => {
    const of = (question: 'working_out' | 'still_volunteering') => rows.find((row) => row.volunteerCenterId === volunteerCenterId && row.question === question);
    const match = of('working_out');
    const retention = of('still_volunteering');
    return {
      volunteerCenterId,
      match: figures(match?.asked ?? 0, match?.yes ?? 0, match?.no ?? 0),
      retention: figures(retention?.asked ?? 0, retention?.yes ?? 0, retention?.no ?? 0),
    };
  });
}
