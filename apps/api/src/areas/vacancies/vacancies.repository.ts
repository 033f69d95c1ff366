import { and, asc, count, desc, eq, getTableColumns, gt, ilike, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { VacancyStatus, VacancyType } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { orderByFields, pageWindow, type ListOptions } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import { organizationNames } from '../../identity/organizations/organizations.views';
import type { PublicCenters } from '../../identity/tenancy/tenancy.policy';
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

/** Published vacancies that expire after `now` and by `by`, whose organisation has not been told yet. */
export function findPublishedExpiringUnnoticed(tx: Tx, tenantId: string, now: Date, by: Date): Promise<VacancyRow[]> {
  return tx
    .select(vacancyColumns)
    .from(vacancies)
    .where(
      and(
        eq(vacancies.tenantId, tenantId),
        eq(vacancies.status, 'published'),
        gt(vacancies.expiresAt, now),
        lte(vacancies.expiresAt, by),
        isNull(vacancies.expiryNoticeAt),
      ),
    )
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

/**
 * Vacancies of several organisations: all but deleted ones for the
 * organisations in `allStatusesFor`, only published ones for the rest.
 */
export function listOrganizationVacancies(
  tx: Tx,
  tenantId: string,
  organizationIds: string[],
  allStatusesFor: ReadonlySet<string>,
): Promise<VacancyRow[]> {
  if (organizationIds.length === 0) return Promise.resolve([]);
  const managed = organizationIds.filter((id) => allStatusesFor.has(id));
  const visible = or(
    eq(vacancies.status, 'published'),
    managed.length > 0 ? and(inArray(vacancies.organizationId, managed), ne(vacancies.status, 'deleted')) : undefined,
  );
  return tx
    .select(vacancyColumns)
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), inArray(vacancies.organizationId, organizationIds), visible))
    .orderBy(desc(vacancies.createdAt), asc(vacancies.id));
}

/** How many vacancies an organisation has per status, deleted ones left out. */
export function countVacanciesByStatus(tx: Tx, tenantId: string, organizationId: string): Promise<{ status: string; n: number }[]> {
  return tx
    .select({ status: vacancies.status, n: count() })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.organizationId, organizationId), ne(vacancies.status, 'deleted')))
    .groupBy(vacancies.status);
}

/** Moves all vacancies of an organisation to another centre; returns their ids. */
export async function moveVacanciesToCenter(tx: Tx, tenantId: string, organizationId: string, toCenterId: string): Promise<string[]> {
  const moved = await tx
    .update(vacancies)
    .set({ volunteerCenterId: toCenterId, updatedAt: new Date() })
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.organizationId, organizationId)))
    .returning({ id: vacancies.id });
  return moved.map((v) => v.id);
}

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

/**
 * Where the public site's pages look: the centres of one tenant its visitors
 * see (publicCenters), without the types its features switch off.
 */
export type PublicScope = { tenantId: string; centers: PublicCenters; excludedTypes: readonly VacancyType[] };

/** Published vacancies of those centres, as a visitor of the site may see them. */
function publishedIn({ tenantId, centers, excludedTypes }: PublicScope): SQL | undefined {
  return and(
    eq(vacancies.tenantId, tenantId),
    centers === 'all' ? undefined : inArray(vacancies.volunteerCenterId, [...centers]),
    eq(vacancies.status, 'published'),
    excludedTypes.length > 0 ? notInArray(vacancies.vacancyType, [...excludedTypes]) : undefined,
  );
}

/** What the periodic mail lists of a vacancy. */
export type DigestVacancy = {
  id: string;
  title: string;
  vacancyType: VacancyType;
  place: string | null;
  volunteerCenterId: string;
  latitude: string | null;
  longitude: string | null;
  publishedAt: Date | null;
};

/**
 * Vacancies published in the scope since `since` (up to `until`), of these
 * categories and types when given (any of them), newest first: the candidates
 * of a periodic mail, which filters them by distance itself.
 */
export function listPublishedBetween(
  tx: Tx,
  scope: PublicScope,
  { since, until, categoryIds, types }: { since: Date; until: Date; categoryIds: readonly string[]; types: readonly VacancyType[] },
  limit: number,
): Promise<DigestVacancy[]> {
  return tx
    .select({
      id: vacancies.id,
      title: vacancies.title,
      vacancyType: vacancies.vacancyType,
      place: vacancies.place,
      volunteerCenterId: vacancies.volunteerCenterId,
      latitude: vacancies.latitude,
      longitude: vacancies.longitude,
      publishedAt: vacancies.publishedAt,
    })
    .from(vacancies)
    .where(
      and(
        publishedIn(scope),
        gt(vacancies.publishedAt, since),
        lte(vacancies.publishedAt, until),
        categoryIds.length > 0 ? sql`${vacancies.categoryIds} && ${sql.param([...categoryIds])}::uuid[]` : undefined,
        types.length > 0 ? inArray(vacancies.vacancyType, [...types]) : undefined,
      ),
    )
    .orderBy(desc(vacancies.publishedAt), desc(vacancies.id))
    .limit(limit);
}

/** What a vacancy page's head needs, or undefined when the vacancy is not published on this site. */
export async function findPublishedVacancyForPage(tx: Tx, scope: PublicScope, id: string) {
  const [row] = await tx
    .select({
      title: vacancies.title,
      description: vacancies.description,
      place: vacancies.place,
      latitude: vacancies.latitude,
      longitude: vacancies.longitude,
      imageUrl: vacancies.imageUrl,
      publishedAt: vacancies.publishedAt,
      createdAt: vacancies.createdAt,
      expiresAt: vacancies.expiresAt,
      organizationName: organizationNames.name,
      organizationWebsite: organizationNames.website,
    })
    .from(vacancies)
    .leftJoin(organizationNames, and(eq(organizationNames.tenantId, vacancies.tenantId), eq(organizationNames.id, vacancies.organizationId)))
    .where(and(publishedIn(scope), eq(vacancies.id, id)));
  return row;
}

/** The published vacancies the site shows, for the sitemap, newest first. */
export function listPublishedVacancyUpdates(tx: Tx, scope: PublicScope, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
  return tx
    .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
    .from(vacancies)
    .where(publishedIn(scope))
    .orderBy(desc(vacancies.publishedAt), desc(vacancies.id))
    .limit(limit);
}
