import type { FastifyInstance } from 'fastify';
import {
  applySparseFieldsets,
  paginate,
  parseListQuery,
  type ListQueryRules,
} from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { serializeAuditEvent } from './audit.serializer';
import { listAuditEventsInSight } from './audit.service';

const tags = ['audit events'];

const listRules: ListQueryRules = {
  filters: [
    'kind',
    'actor_id',
    'subject_type',
    'subject_id',
    'volunteer_center_id',
    'created_at_gteq',
    'created_at_lteq',
    'q',
  ],
  sorts: ['created_at'],
  defaultSort: [{ field: 'created_at', descending: true }],
};

/** The audit trail: who did what to which record, for admins (the tenant) and centre superusers (their centre). */
export async function auditRoutes(app: FastifyInstance) {
  app.get(
    '/audit_events',
    {
      schema: describeRoute({
        tags,
        summary: 'Who did what, when, to which record (admins: the tenant; centre superusers: their centre)',
        query: listRules,
        response: { 200: { document: 'many', type: 'audit_events' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listRules);
      const { events, total, mayShowIp } = await request.withContext((context) =>
        listAuditEventsInSight(context, query),
      );
      const { links, meta } = paginate(request.url, query.page, total);
      const data = events.map((event) => serializeAuditEvent(event, { withIp: mayShowIp }));
      return reply.jsonApi(applySparseFieldsets({ data, links, meta }, query.fields));
    },
  );
}
