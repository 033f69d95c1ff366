import { and, asc, count, eq, gte, ilike, lte, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { fromWireName, type DataViewerRecordType } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { orderByFields, pageWindow } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import type { ListQuery } from '../../platform/http/json-api';
import { dataViewerOrganizations } from '../../identity/organizations/organizations.views';
import { dataViewerUsers } from '../../identity/users/users.views';
import { dataViewerApplications } from '../applications/applications.views';
import { dataViewerForms } from '../forms/forms.views';
import { dataViewerVacancies } from '../vacancies/vacancies.views';

/** What the viewer narrows a list by (already checked: see data-viewer.service.ts). */
export type DataViewerFilters = {
  text?: string;
  status?: string;
  volunteerCenterId?: string;
  createdFrom?: Date;
  createdUntil?: Date;
};

/** One record as read: its id and the allow-listed columns of its view. */
export type DataViewerRow = { id: string } & Record<string, unknown>;

type ViewColumns = Record<string, AnyColumn>;

/**
 * Each record type's view (the owning module's allow-list of columns) and the
 * columns its text filter searches. The views are read-only subqueries, so
 * the viewer can show other modules' records without reaching their tables.
 */
const SOURCES = {
  users: { view: dataViewerUsers, searched: ['email', 'firstName', 'lastName'] },
  organizations: { view: dataViewerOrganizations, searched: ['name', 'city', 'email'] },
  vacancies: { view: dataViewerVacancies, searched: ['title', 'place'] },
  applications: { view: dataViewerApplications, searched: ['vacancyTitle', 'name', 'email'] },
  forms: { view: dataViewerForms, searched: ['title'] },
} as const;

function sourceOf(type: DataViewerRecordType) {
  const { view, searched } = SOURCES[type];
  // Every view has the same bookkeeping columns (id, tenant, centre, status, created_at).
  return { view: view as typeof dataViewerForms, columns: view as unknown as ViewColumns, searched };
}

function conditions(columns: ViewColumns, searched: readonly string[], tenantId: string, filters: DataViewerFilters): SQL | undefined {
  const pattern = filters.text && containsPattern(filters.text);
  return and(
    eq(columns['tenantId']!, tenantId),
    filters.volunteerCenterId ? eq(columns['volunteerCenterId']!, filters.volunteerCenterId) : undefined,
    filters.status ? eq(columns['status']!, filters.status) : undefined,
    filters.createdFrom ? gte(columns['createdAt']!, filters.createdFrom) : undefined,
    filters.createdUntil ? lte(columns['createdAt']!, filters.createdUntil) : undefined,
    pattern ? or(...searched.map((name) => ilike(columns[name]!, pattern))) : undefined,
  );
}

/** The sortable columns of a type, by wire name. */
function sortColumns(columns: ViewColumns, sorts: readonly string[]): Record<string, AnyColumn> {
  return Object.fromEntries(sorts.map((name) => [name, columns[fromWireName(name)]!]));
}

/**
 * The tenant's records of one type, filtered and sorted, one page at a time
 * (or `limit` rows from the first for an export), with how many match.
 */
export async function listDataViewerRecords(
  tx: Tx,
  tenantId: string,
  type: DataViewerRecordType,
  options: { filters: DataViewerFilters; sort: ListQuery['sort']; sorts: readonly string[]; page: ListQuery['page'] },
): Promise<{ rows: DataViewerRow[]; total: number }> {
  const { view, columns, searched } = sourceOf(type);
  const where = conditions(columns, searched, tenantId, options.filters);
  const { limit, offset } = pageWindow(options.page);
  const rows = await tx
    .select()
    .from(view)
    .where(where)
    .orderBy(...orderByFields(options.sort, sortColumns(columns, options.sorts)), asc(columns['id']!))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx.select({ total: count() }).from(view).where(where);
  return { rows: rows as unknown as DataViewerRow[], total: counted?.total ?? 0 };
}
