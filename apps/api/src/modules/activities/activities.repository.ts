import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import type { PublicCenters } from '../tenancy/tenancy.policy';
import { vacancyColumns, type VacancyRow } from '../vacancies/vacancies.repository';
import { vacancies } from '../vacancies/vacancies.tables';

export type ActivityCandidateFilters = {
  /** The centres whose activities are shown (publicCenters). */
  centers: PublicCenters;
  categoryIds?: string[];
  organizationIds?: string[];
  from: Date;
  until: Date;
};

/**
 * Published activities that may take place in [from, until): started before
 * `until`, and either still running at `from` or repeating by a rule and not
 * expired by then. The exact occurrences are computed from each schedule.
 */
export function listActivityCandidates(tx: Tx, tenantId: string, filters: ActivityCandidateFilters): Promise<VacancyRow[]> {
  const { from, until } = filters;
  return tx
    .select(vacancyColumns)
    .from(vacancies)
    .where(
      and(
        eq(vacancies.tenantId, tenantId),
        eq(vacancies.status, 'published'),
        eq(vacancies.vacancyType, 'activity'),
        filters.centers === 'all' ? undefined : inArray(vacancies.volunteerCenterId, [...filters.centers]),
        filters.categoryIds?.length
          ? sql`${vacancies.categoryIds} && array[${sql.join(filters.categoryIds.map((id) => sql`${id}`), sql`, `)}]::uuid[]`
          : undefined,
        filters.organizationIds?.length ? inArray(vacancies.organizationId, filters.organizationIds) : undefined,
        isNotNull(vacancies.startsAt),
        lt(vacancies.startsAt, until),
        or(
          and(eq(vacancies.frequency, 'regularly'), isNotNull(vacancies.recurrenceRule), or(isNull(vacancies.expiresAt), gt(vacancies.expiresAt, from))),
          sql`coalesce(${vacancies.endsAt}, ${vacancies.startsAt}) >= ${from.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(asc(vacancies.startsAt), asc(vacancies.id));
}
