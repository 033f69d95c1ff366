import { and, eq, gt, lt, sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../platform/db/database';
import type { OrganizationRow } from '../../../identity/organizations/organizations.data';
import { organizationRecords as organizations } from '../../../identity/organizations/organizations.views';
import { vacancyColumns, type VacancyRow } from '../vacancies.repository';
import { searchChanges, vacancies } from '../vacancies.tables';

/** What the search index keeps of a published vacancy: ids, numbers, and instants as epoch milliseconds. */
export type SearchableVacancy = Pick<
  VacancyRow,
  'id' | 'volunteerCenterId' | 'organizationId' | 'vacancyType' | 'frequency' | 'recurrenceRule'
> & {
  categoryIds: string[];
  ageGroupIds: string[];
  latitude: number | null;
  longitude: number | null;
  publishedAt: number | null;
  startsAt: number | null;
  endsAt: number | null;
  expiresAt: number | null;
  updatedAt: number;
};

const epochMs = (column: Column) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const idList = (column: Column) => sql`array_to_string(${column}, ',')`;
const splitIds = (list: unknown) =>
  typeof list === 'string' && list !== '' ? list.split(',') : [];

const SEARCHABLE_COLUMNS = sql`${vacancies.id} as id, ${vacancies.volunteerCenterId} as center, ${vacancies.organizationId} as organization,
      ${vacancies.vacancyType} as type, ${idList(vacancies.categoryIds)} as categories, ${idList(vacancies.ageGroupIds)} as age_groups,
      ${vacancies.latitude}::float8 as latitude, ${vacancies.longitude}::float8 as longitude,
      ${epochMs(vacancies.publishedAt)} as published, ${epochMs(vacancies.startsAt)} as starts, ${epochMs(vacancies.endsAt)} as ends,
      ${epochMs(vacancies.expiresAt)} as expires, ${epochMs(vacancies.updatedAt)} as updated,
      ${vacancies.frequency} as frequency, ${vacancies.recurrenceRule} as rule`;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

function searchableOf(row: Record<string, unknown>): SearchableVacancy {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    id: row.id as string,
    volunteerCenterId: row.center as string,
    organizationId: row.organization as string,
    vacancyType: row.type as SearchableVacancy['vacancyType'],
    categoryIds: splitIds(row.categories),
    ageGroupIds: splitIds(row.age_groups),
    latitude: number(row.latitude),
    longitude: number(row.longitude),
    publishedAt: number(row.published),
    startsAt: number(row.starts),
    endsAt: number(row.ends),
    expiresAt: number(row.expires),
    updatedAt: Number(row.updated),
    frequency: row.frequency as SearchableVacancy['frequency'],
    recurrenceRule: row.rule as string | null,
  };
}

/** Rows a search index reads at a time: a few hundred kilobytes, decoded between other work. */
const READ_BATCH = 5_000;

/**
 * All of the tenant's published vacancies in the columns search needs, in
 * storage order (newest first, then id), read as app_user under row-level
 * security through a cursor, a batch at a time, as plain numbers and text.
 * A literal `status = 'published'` lets the planner use the partial index
 * that holds this order.
 */
export async function readSearchableVacancies(
  tx: Tx,
  tenantId: string,
  batch: (rows: SearchableVacancy[]) => Promise<void>,
): Promise<void> {
  await tx.execute(sql`declare searchable no scroll cursor for select ${SEARCHABLE_COLUMNS}
    from ${vacancies} where ${vacancies.tenantId} = ${tenantId} and ${vacancies.status} = 'published'
    order by ${vacancies.publishedAt} desc nulls last, ${vacancies.id}`);
  for (;;) {
    const rows = rowsOf(await tx.execute(sql.raw(`fetch ${READ_BATCH} from searchable`)));
    if (rows.length === 0) break;
    await batch(rows.map(searchableOf));
  }
  await tx.execute(sql`close searchable`);
}

/** The tenant's published vacancies among these ids, read as app_user under row-level security. */
export async function findSearchableVacancies(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<SearchableVacancy[]> {
  const result = await tx.execute(sql`select ${SEARCHABLE_COLUMNS} from ${vacancies}
    where ${vacancies.tenantId} = ${tenantId} and ${vacancies.status} = 'published' and ${vacancies.id} = any(${sql.param([...ids])}::uuid[])`);
  return rowsOf(result).map(searchableOf);
}

/** A vacancy matching a search's words, and how well. */
export type TextMatch = { id: string; rank: number };

/**
 * The tenant's published vacancies matching the words (all, or among some
 * ids), with their rank: `websearch_to_tsquery` in Dutch or English against
 * the generated search document, ranked by `ts_rank_cd` (title above
 * description).
 *
 * On the owner connection: under row-level security PostgreSQL uses no index
 * for an operator that is not leakproof, such as `@@`, and would read all of
 * the tenant's rows for every word. The query names the tenant itself; the ids
 * only count where the tenant's own index (read under row-level security) has
 * them, and what is shown of them was read under row-level security too.
 */
export async function findTextMatches(
  db: Db,
  tenantId: string,
  text: string,
  among: readonly string[] | undefined,
  batch: (matches: TextMatch[]) => Promise<void>,
): Promise<void> {
  const query = sql`(websearch_to_tsquery('dutch', ${text}) || websearch_to_tsquery('english', ${text}))`;
  const select = sql`select ${vacancies.id} as id, ts_rank_cd(${vacancies.searchDocument}, ${query})::float8 as rank
    from ${vacancies} where ${vacancies.tenantId} = ${tenantId} and ${vacancies.status} = 'published' and ${vacancies.searchDocument} @@ ${query}`;
  if (among) {
    await batch(
      rowsOf(
        await db.execute(
          sql`${select} and ${vacancies.id} = any(${sql.param([...among])}::uuid[])`,
        ),
      ) as TextMatch[],
    );
    return;
  }
  // A common word matches a fifth of a tenant: read through a cursor, a batch at a time.
  await db.transaction(async (tx) => {
    // Enough memory for an exact bitmap of the matching pages (with the default
    // 4 MB it turns lossy at 100,000 matches and rechecks every row of those
    // pages: 680 instead of 350 ms for "ouderen" among 170,000); no JIT for
    // a query that is planned each time and runs once.
    await tx.execute(
      sql`select set_config('work_mem', '32MB', true), set_config('jit', 'off', true)`,
    );
    await tx.execute(sql`declare word_matches no scroll cursor for ${select}`);
    for (;;) {
      const rows = rowsOf(
        await tx.execute(sql.raw(`fetch ${READ_BATCH} from word_matches`)),
      ) as TextMatch[];
      if (rows.length === 0) break;
      await batch(rows);
    }
  });
}

/** The newest change of the tenant's search (0 when none): one step down an index. */
export async function latestSearchChange(db: Db, tenantId: string): Promise<number> {
  const [row] = rowsOf(
    await db.execute(
      sql`select coalesce(max(${searchChanges.seq}), 0)::float8 as seq from ${searchChanges} where ${searchChanges.tenantId} = ${tenantId}`,
    ),
  );
  return Number(row!.seq);
}

/** The tenant's search changes after `seq`, oldest first. */
export async function searchChangesSince(db: Db, tenantId: string, seq: number, limit: number) {
  const rows = await db
    .select({ seq: searchChanges.seq, kind: searchChanges.kind, entityId: searchChanges.entityId })
    .from(searchChanges)
    .where(and(eq(searchChanges.tenantId, tenantId), gt(searchChanges.seq, seq)))
    .orderBy(searchChanges.seq)
    .limit(limit);
  return rows;
}

/** Forgets changes older than `before`: every index is read anew well within that time. */
export async function purgeSearchChanges(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(searchChanges)
    .where(lt(searchChanges.changedAt, before))
    .returning({ seq: searchChanges.seq });
  return deleted.length;
}

type Field = { key: string; column: Column; alias: string };
const fieldsOf = (columns: Record<string, Column>, prefix: string): Field[] =>
  Object.entries(columns).map(([key, column]) => ({ key, column, alias: `${prefix}${key}` }));
const VACANCY_FIELDS = fieldsOf(vacancyColumns, 'v_');
const ORGANIZATION_FIELDS = fieldsOf(organizations._.selectedFields, 'o_');

// Every page reads the same columns: the query text is built once (with the
// API's snake_case naming) and only the ids change, one array parameter.
const dialect = new PgDialect({ casing: 'snake_case' });
function pageQueryStart(fields: Field[], from: SQL): SQL {
  const list = sql.join(
    fields.map((f) => sql`${f.column} as ${sql.identifier(f.alias)}`),
    sql`, `,
  );
  return sql.raw(
    dialect.sqlToQuery(sql`select ${list} from ${from} where ${vacancies.id} = any(`).sql,
  );
}
const PAGE_QUERY = {
  vacancies: pageQueryStart(VACANCY_FIELDS, sql`${vacancies}`),
  withOrganizations: pageQueryStart(
    [...VACANCY_FIELDS, ...ORGANIZATION_FIELDS],
    sql`${vacancies} left join ${organizations} on ${organizations.id} = ${vacancies.organizationId}`,
  ),
};

/** A row's fields decoded as the typed queries decode them (each column's own driver mapping). */
function decode<T>(row: Record<string, unknown>, fields: Field[]): T {
  const result: Record<string, unknown> = {};
  for (const { key, column, alias } of fields) {
    const value = row[alias];
    result[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return result as T;
}

/**
 * The vacancies of a page of results, with their organisations when asked (one
 * query), read as app_user under row-level security. By id only: more
 * conditions tempt the planner into scanning the tenant's index; the caller
 * checks visibility on the rows.
 */
export async function findPageRows(
  tx: Tx,
  ids: readonly string[],
  withOrganizations: boolean,
): Promise<{ vacancy: VacancyRow; organization: OrganizationRow | null }[]> {
  if (ids.length === 0) return [];
  const start = withOrganizations ? PAGE_QUERY.withOrganizations : PAGE_QUERY.vacancies;
  const result = await tx.execute(sql`${start}${sql.param([...ids])}::uuid[])`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    vacancy: decode<VacancyRow>(row, VACANCY_FIELDS),
    organization:
      withOrganizations && row.o_id !== null
        ? decode<OrganizationRow>(row, ORGANIZATION_FIELDS)
        : null,
  }));
}
