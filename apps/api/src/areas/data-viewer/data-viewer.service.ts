import { DATA_VIEWER_SORTS, DATA_VIEWER_STATUSES, type DataViewerRecordType } from '@platform/contracts';
import type { ListQuery } from '../../platform/http/json-api';
import { dateFilter, pickedFilter, uuidFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { requireRole } from '../../identity/access/access';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { listDataViewerRecords, type DataViewerFilters, type DataViewerRow } from './data-viewer.repository';

/** The most rows one export holds; a larger set is narrowed with filters first (docs/decisions.md). */
export const DATA_VIEWER_EXPORT_MAX = 10_000;

/** `filter[...]` as typed filters; a value that can match nothing valid is a translated 400. */
function viewerFilters(type: DataViewerRecordType, filters: ListQuery['filters']): DataViewerFilters {
  return {
    text: filters.get('q')?.trim() || undefined,
    status: pickedFilter(filters, 'status', DATA_VIEWER_STATUSES[type]),
    volunteerCenterId: uuidFilter(filters, 'volunteer_center_id'),
    createdFrom: dateFilter(filters, 'created_at_gteq', false),
    createdUntil: dateFilter(filters, 'created_at_lteq', true),
  };
}

/** The filters as the audit trail records them: what was looked at, not the records themselves. */
const auditedFilters = (filters: ListQuery['filters']) => Object.fromEntries(filters);

/**
 * One page of the tenant's records of a type, for admins only (every other
 * role, centre superusers too, is a 403 before any lookup). Each view is
 * recorded in the audit trail, with its filters and page.
 */
export async function browseRecords(
  context: RequestContext,
  type: DataViewerRecordType,
  query: ListQuery,
): Promise<{ rows: DataViewerRow[]; total: number }> {
  const admin = requireRole(context, 'admin');
  const filters = viewerFilters(type, query.filters);
  const page = await listDataViewerRecords(context.tx, context.tenant.id, type, {
    filters,
    sort: query.sort,
    sorts: DATA_VIEWER_SORTS[type],
    page: query.page,
  });
  await recordAuditEvent(context, {
    action: 'data_viewer.viewed',
    actorUserId: admin.id,
    subjectType: type,
    data: { record_type: type, filters: auditedFilters(query.filters), page: query.page.number, total: page.total },
  });
  return page;
}

/**
 * Every record of a type that the filters match (up to the export maximum),
 * in the list's order, for the CSV download; admins only, audited.
 */
export async function exportRecords(
  context: RequestContext,
  type: DataViewerRecordType,
  query: ListQuery,
): Promise<DataViewerRow[]> {
  const admin = requireRole(context, 'admin');
  const filters = viewerFilters(type, query.filters);
  const { rows, total } = await listDataViewerRecords(context.tx, context.tenant.id, type, {
    filters,
    sort: query.sort,
    sorts: DATA_VIEWER_SORTS[type],
    page: { number: 1, size: DATA_VIEWER_EXPORT_MAX },
  });
  await recordAuditEvent(context, {
    action: 'data_viewer.exported',
    actorUserId: admin.id,
    subjectType: type,
    data: { record_type: type, filters: auditedFilters(query.filters), rows: rows.length, total },
  });
  return rows;
}
