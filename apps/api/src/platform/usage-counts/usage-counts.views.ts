import { eq } from 'drizzle-orm';
import { viewBuilder } from '../db/views';
import { usageCounts } from './usage-counts.tables';

/** The vacancy views counted per day, centre and vacancy id (`key`), for the vacancies module to sum per organisation. */
export const countedViews = viewBuilder
  .select({
    tenantId: usageCounts.tenantId,
    volunteerCenterId: usageCounts.volunteerCenterId,
    day: usageCounts.day,
    key: usageCounts.key,
    n: usageCounts.n,
  })
  .from(usageCounts)
  .where(eq(usageCounts.kind, 'view'))
  .as('usage_counts');
