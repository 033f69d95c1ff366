import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { internalNoteCreateSchema, internalNoteUpdateSchema } from '@platform/contracts';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { serializeInternalNote } from './internal-notes.serializer';
import { createInternalNote, listInternalNotes, removeInternalNote, updateInternalNote } from './internal-notes.service';

const tags = ['internal notes'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = {
  filters: ['subject_type', 'subject_id'],
  sorts: ['created_at', 'updated_at'],
  defaultSort: [{ field: 'created_at', descending: true }],
};

/** Staff-only notes about an organisation or a user (issue 5); never part of those resources' own answers. */
export async function internalNotesRoutes(app: FastifyInstance) {

  app.get('/internal_notes', {
    schema: describeRoute({
      tags,
      summary: 'The notes about one organisation or user (staff)',
      query: listRules,
      response: { 200: { document: 'many', type: 'internal_notes' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { notes, total } = await request.withContext((context) => listInternalNotes(context, query));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ data: notes.map(serializeInternalNote), links, meta }, query.fields));
  });

  app.post('/internal_notes', {
    schema: describeRoute({
      tags,
      summary: 'Write a note about an organisation or user (staff)',
      query: {},
      body: { type: 'internal_notes', attributes: internalNoteCreateSchema },
      response: { 201: { document: 'one', type: 'internal_notes' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const note = await request.withContext((context) => createInternalNote(context, request.body));
    return reply.jsonApi(applySparseFieldsets({ data: serializeInternalNote(note) }, query.fields), 201);
  });

  app.patch<IdParams>('/internal_notes/:id', {
    schema: describeRoute({
      tags,
      summary: 'Change a note (its author or an admin)',
      params: byId,
      query: {},
      body: { type: 'internal_notes', attributes: internalNoteUpdateSchema },
      response: { 200: { document: 'one', type: 'internal_notes' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const note = await request.withContext((context) => updateInternalNote(context, request.params.id, request.body));
    return reply.jsonApi(applySparseFieldsets({ data: serializeInternalNote(note) }, query.fields));
  });

  app.delete<IdParams>('/internal_notes/:id', { schema: describeRoute({ tags, summary: 'Delete a note (its author or an admin)', params: byId, query: {}, response: { 204: null } }) }, async (request, reply) => {
    parseListQuery(request.query);
    await request.withContext((context) => removeInternalNote(context, request.params.id));
    return reply.code(204).send();
  });
}
