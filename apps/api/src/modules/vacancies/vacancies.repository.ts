import { and, asc, count, eq, getTableColumns, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { VacancyStatus, VacancyType } from '@platform/contracts';
import type { Tx } from '../../db/database';
import { orderByFields, pageWindow, type ListOptions } from '../../db/list-order';
import { containsPattern } from '../../db/patterns';
import { ageGroups, vacancies, vacancyCategories } from './vacancies.tables';
import type { VacancyListScope } from './vacancies.policy';

// The generated search document is for matching in SQL only: never read back, never in an answer.
const { searchDocument: _searchDocument, ...columns } = getTableColumns(vacancies);
/** The vacancy columns every read and `returning` selects. */
export const vacancyColumns = columns;

export type VacancyRow = Omit<typeof vacancies.$inferSelect, 'searchDocument'>;
export type NewVacancy = typeof vacancies.$inferInsert;
export type VacancyCategoryRow = typeof vacancyCategories.$inferSelect;
export type AgeGroupRow = typeof ageGroups.$inferSelect;

export type VacancyFilters = {
  statuses?: VacancyStatus[];
  organizationId?: string;
  vacancyType?: VacancyType;
  titleContains?: string;
  /** Vacancy types the tenant's features switch off; never listed. */
  excludedTypes?: VacancyType[];
};

export type VacancyListOptions = ListOptions<VacancyListScope, VacancyFilters>;

function scopeCondition(scope: VacancyListScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return ne(vacancies.status, 'deleted');
    case 'center':
      return and(eq(vacancies.volunteerCenterId, scope.volunteerCenterId), ne(vacancies.status, 'deleted'));
    case 'public': {
      const publishedHere = and(eq(vacancies.status, 'published'), eq(vacancies.volunteerCenterId, scope.volunteerCenterId));
      if (scope.ownOrganizationIds.length === 0) return publishedHere;
      return or(
        publishedHere,
        and(inArray(vacancies.organizationId, [...scope.ownOrganizationIds]), ne(vacancies.status, 'deleted')),
      );
    }
  }
}

const sortColumns = {
  created_at: vacancies.createdAt,
  title: sql`lower(${vacancies.title})`,
  expires_at: vacancies.expiresAt,
} as const;

/** One page of the vacancies a scope allows, with the total count. */
export async function listVacancies(
  tx: Tx,
  tenantId: string,
  { scope, filters, sort, page }: VacancyListOptions,
): Promise<{ rows: VacancyRow[]; total: number }> {
  const where = and(
    eq(vacancies.tenantId, tenantId),
    scopeCondition(scope),
    filters.statuses ? inArray(vacancies.status, filters.statuses) : undefined,
    filters.organizationId ? eq(vacancies.organizationId, filters.organizationId) : undefined,
    filters.vacancyType ? eq(vacancies.vacancyType, filters.vacancyType) : undefined,
    filters.titleContains ? ilike(vacancies.title, containsPattern(filters.titleContains)) : undefined,
    filters.excludedTypes?.length
      ? sql`${vacancies.vacancyType} not in (${sql.join(filters.excludedTypes.map((t) => sql`${t}`), sql`, `)})`
      : undefined,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select(vacancyColumns)
    .from(vacancies)
    .where(where)
    .orderBy(...orderByFields(sort, sortColumns), asc(vacancies.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx.select({ total: count() }).from(vacancies).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findVacancy(tx: Tx, tenantId: string, id: string): Promise<VacancyRow | undefined> {
  const [row] = await tx
    .select(vacancyColumns)
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id)));
  return row;
}

export function findVacanciesByIds(tx: Tx, tenantId: string, ids: string[]): Promise<VacancyRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select(vacancyColumns)
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), inArray(vacancies.id, ids)));
}

/** Published vacancies of the tenant whose expires_at is at or before `now`, locked for the update that follows. */
export function findPublishedPastExpiry(tx: Tx, tenantId: string, now: Date): Promise<VacancyRow[]> {
  return tx
    .select(vacancyColumns)
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.status, 'published'), lte(vacancies.expiresAt, now)))
    .orderBy(asc(vacancies.expiresAt), asc(vacancies.id))
    .for('update', { skipLocked: true });
}

export async function insertVacancy(tx: Tx, values: NewVacancy): Promise<VacancyRow> {
  const [row] = await tx.insert(vacancies).values(values).returning(vacancyColumns);
  return row as VacancyRow;
}

export async function updateVacancy(tx: Tx, tenantId: string, id: string, values: Partial<NewVacancy>): Promise<VacancyRow> {
  const [row] = await tx
    .update(vacancies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id)))
    .returning(vacancyColumns);
  return row as VacancyRow;
}

/** The tenant's categories, all or those of `ids`, in display order. */
export function listCategories(tx: Tx, tenantId: string, ids?: string[]): Promise<VacancyCategoryRow[]> {
  if (ids && ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(vacancyCategories)
    .where(and(eq(vacancyCategories.tenantId, tenantId), ids ? inArray(vacancyCategories.id, ids) : undefined))
    .orderBy(asc(vacancyCategories.position), asc(vacancyCategories.name));
}

/** The tenant's age groups, all or those of `ids`, in display order. */
export function listAgeGroups(tx: Tx, tenantId: string, ids?: string[]): Promise<AgeGroupRow[]> {
  if (ids && ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(ageGroups)
    .where(and(eq(ageGroups.tenantId, tenantId), ids ? inArray(ageGroups.id, ids) : undefined))
    .orderBy(asc(ageGroups.position), asc(ageGroups.name));
}
