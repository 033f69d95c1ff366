import type { FastifyInstance } from 'fastify';
import {
  DATA_VIEWER_FILTERS,
  DATA_VIEWER_RECORD_TYPES,
  DATA_VIEWER_SORTS,
  type DataViewerRecordType,
  type ResourceType,
} from '@platform/contracts';
import { parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { listHandler } from '../../platform/http/list-handler';
import { describeRoute } from '../../platform/http/route-schema';
import { recordsCsv, serializeRecord } from './data-viewer.serializer';
import { browseRecords, exportRecords } from './data-viewer.service';

const tags = ['data_viewer'];

function listRules(type: DataViewerRecordType): ListQueryRules {
  return {
    filters: [...DATA_VIEWER_FILTERS],
    sorts: [...DATA_VIEWER_SORTS[type]],
    defaultSort: [{ field: 'created_at', descending: true }],
  };
}

/**
 * The admin's read-only data viewer (/admin/data-viewer, issue 29): per
 * record type a list (filters, sorting, pages) and its CSV export, both
 * answering only the allow-listed columns and both audited.
 */
export async function dataViewerRoutes(app: FastifyInstance) {
  for (const type of DATA_VIEWER_RECORD_TYPES) {
    const rules = listRules(type);
    app.get(`/data_viewer/${type}`, {
      schema: describeRoute({
        tags,
        summary: `The tenant's ${type} with the data viewer's columns: filter, sort, page (admins; audited)`,
        query: rules,
        response: { 200: { document: 'many', type: `${type}:data_viewer` as ResourceType } },
      }),
    }, listHandler(rules, (context, query) => browseRecords(context, type, query), (row) => serializeRecord(type, row)));

    const exportRules: ListQueryRules = { filters: rules.filters, sorts: rules.sorts, defaultSort: rules.defaultSort };
    app.get(`/data_viewer/${type}/export`, {
      schema: describeRoute({
        tags,
        summary: `The tenant's ${type} matching the filters as CSV, the data viewer's columns only (admins; audited)`,
        query: exportRules,
        response: { 200: { mediaType: 'text/csv', description: 'One row per record (at most 10,000), as an attachment' } },
      }),
    }, async (request, reply) => {
      const query = parseListQuery(request.query, exportRules);
      const rows = await request.withContext((context) => exportRecords(context, type, query));
      return reply
        .header('content-disposition', `attachment; filename="${type}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(recordsCsv(type, rows));
    });
  }
}
