import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { dutchDayOf, onDutchDays } from '../../platform/db/dutch-days';
import { isUuid } from '../../platform/http/json-api';
import { vacancies } from './vacancies.tables';

/** Vacancies first published on each Dutch day of the period, per centre and organisation (analytics). */
export function countPublishedPerDay(tx: Tx, tenantId: string, from: string, to: string) {
  const day = dutchDayOf(vacancies.publishedAt);
  return tx
    .select({ volunteerCenterId: vacancies.volunteerCenterId, organizationId: vacancies.organizationId, day, n: count() })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), onDutchDays(vacancies.publishedAt, from, to)))
    .groupBy(vacancies.volunteerCenterId, vacancies.organizationId, day);
}

/**
 * The organisation and categories of each given vacancy (analytics attributes
 * views and applications to them). The ids go as one array parameter: a day's
 * thousands of viewed vacancies as separate parameters cost more than the lookup.
 */
export function findVacancyOwners(tx: Tx, tenantId: string, ids: string[]) {
  const valid = ids.filter((id) => isUuid(id));
  if (valid.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: vacancies.id, organizationId: vacancies.organizationId, categoryIds: vacancies.categoryIds })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), sql`${vacancies.id} = any(${`{${valid.join(',')}}`}::uuid[])`));
}
