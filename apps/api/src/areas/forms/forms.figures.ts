import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { dutchDayOf, onDutchDays } from '../../platform/db/dutch-days';
import { formSubmissions, forms } from './forms.tables';

/** Form submissions received on each Dutch day of the period, per centre of the form (analytics). */
export function countSubmissionsPerDay(tx: Tx, tenantId: string, from: string, to: string) {
  const day = dutchDayOf(formSubmissions.createdAt);
  return tx
    .select({ volunteerCenterId: forms.volunteerCenterId, day, n: count() })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(and(eq(formSubmissions.tenantId, tenantId), onDutchDays(formSubmissions.createdAt, from, to)))
    .groupBy(forms.volunteerCenterId, day);
}
