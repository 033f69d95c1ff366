import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { dutchDayOf, onDutchDays } from '../../platform/db/dutch-days';
import { isUuid } from '../../platform/http/json-api';
import { countedViews } from '../../platform/usage-counts/usage-counts.views';
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

type ViewSum = { volunteerCenterId: string; day: string; key: string; n: number };

/**
 * The vacancy views counted in the period (usage counts of kind `view`, keyed
 * by vacancy id) summed per centre, day and the vacancy's organisation (`''`
 * when the vacancy is gone), and per category. Summed in the database: a day's
 * thousands of viewed vacancies come back as a row per organisation.
 */
export async function countViewsPerOwner(
  tx: Tx,
  tenantId: string,
  from: string,
  to: string,
): Promise<{ perOrganization: ViewSum[]; perCategory: ViewSum[] }> {
  // A key that is no uuid names no vacancy (and must not fail the cast).
  const viewed = sql`(select ${countedViews.volunteerCenterId} as center, to_char(${countedViews.day}, 'YYYY-MM-DD') as day,
      case when ${countedViews.key} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${countedViews.key}::uuid end as vacancy_id,
      ${countedViews.n} as n
    from ${countedViews}
    where ${countedViews.tenantId} = ${tenantId} and ${countedViews.day} between ${from} and ${to})`;
  const perOrganization = await tx.execute(sql`select u.center, u.day, coalesce(v.organization_id::text, '') as key, sum(u.n)::int as n
    from ${viewed} u left join ${vacancies} v on v.tenant_id = ${tenantId} and v.id = u.vacancy_id
    group by 1, 2, 3`);
  const perCategory = await tx.execute(sql`select u.center, u.day, c.category_id::text as key, sum(u.n)::int as n
    from ${viewed} u join ${vacancies} v on v.tenant_id = ${tenantId} and v.id = u.vacancy_id
    cross join lateral unnest(v.category_ids) as c(category_id)
    group by 1, 2, 3`);
  return { perOrganization: viewSums(perOrganization), perCategory: viewSums(perCategory) };
}

function viewSums(result: unknown): ViewSum[] {
  return (result as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    volunteerCenterId: String(row['center']),
    day: String(row['day']),
    key: String(row['key']),
    n: Number(row['n']),
  }));
}
