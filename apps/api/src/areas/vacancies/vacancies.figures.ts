import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { dutchDayOf, onDutchDays } from '../../platform/db/dutch-days';
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

/** The organisation and categories of each given vacancy (analytics attributes views and applications to them). */
export function findVacancyOwners(tx: Tx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: vacancies.id, organizationId: vacancies.organizationId, categoryIds: vacancies.categoryIds })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), inArray(vacancies.id, ids)));
}
