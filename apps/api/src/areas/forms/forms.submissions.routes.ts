import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  applySparseFieldsets,
  JSON_API_MEDIA_TYPE,
  paginate,
  parseListQuery,
  type ListQueryRules,
} from '../../platform/http/json-api';
import { byId, byIds, describeRoute } from '../../platform/http/route-schema';
import { submissionsCsv, submissionsFileName } from './forms.export';
import { serializeQuestion, serializeSubmission } from './forms.serializer';
import {
  exportSubmissions,
  getSubmission,
  listFormSubmissions,
  removeSubmissions,
} from './forms.submissions';

const tags = ['forms'];

type IdParams = { Params: { id: string } };
type SubmissionParams = { Params: { id: string; submissionId: string } };

const submissionRules: ListQueryRules = {
  filters: ['q', 'created_at_gteq', 'created_at_lteq'],
  sorts: ['created_at'],
  defaultSort: [{ field: 'created_at', descending: true }],
};
const exportRules: ListQueryRules = { filters: ['q', 'created_at_gteq', 'created_at_lteq'] };
const submissionParams = byIds('id', 'submissionId');

const listShapes = describeRoute({
  tags,
  summary: 'A form’s submissions: filter by text and date, sort, page',
  params: byId,
  query: submissionRules,
  response: { 200: { document: 'many', type: 'form_submissions' } },
});
const exportShapes = describeRoute({
  tags,
  summary:
    'The submissions as CSV, one column per question (deleted ones too), in the user’s language',
  params: byId,
  query: exportRules,
  response: {
    200: { mediaType: 'text/csv', description: 'One row per submission, as an attachment' },
  },
});
const readShapes = describeRoute({
  tags,
  summary: 'One submission with its form’s questions (deleted ones too)',
  params: submissionParams,
  query: {},
  response: { 200: { document: 'one', type: 'form_submissions', included: ['form_questions'] } },
});
const removeShapes = describeRoute({
  tags,
  summary: 'Delete one submission',
  params: submissionParams,
  query: {},
  response: { 204: null },
});
const removeAllShapes = describeRoute({
  tags,
  summary: 'Delete every submission of a form',
  params: byId,
  query: {},
  response: {
    200: {
      json: v.strictObject({ meta: v.strictObject({ deleted: v.pipe(v.number(), v.integer()) }) }),
      mediaType: JSON_API_MEDIA_TYPE,
      description: 'How many submissions were deleted',
    },
  },
});

/** A form's submissions, for its builders: read, export, delete. */
export async function formSubmissionsRoutes(app: FastifyInstance) {
  app.get<IdParams>('/forms/:id/submissions', { schema: listShapes }, async (request, reply) => {
    const query = parseListQuery(request.query, submissionRules);
    const { submissions, total } = await request.withContext((context) =>
      listFormSubmissions(context, request.params.id, query),
    );
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(
      applySparseFieldsets(
        { data: submissions.map((submission) => serializeSubmission(submission)), links, meta },
        query.fields,
      ),
    );
  });

  app.get<IdParams>(
    '/forms/:id/submissions/export',
    { schema: exportShapes },
    async (request, reply) => {
      const query = parseListQuery(request.query, exportRules);
      const exported = await request.withContext((context) =>
        exportSubmissions(context, request.params.id, query),
      );
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${submissionsFileName(exported.form, request.locale)}"`,
        )
        .type('text/csv; charset=utf-8')
        .send(submissionsCsv(exported, request.locale));
    },
  );

  app.get<SubmissionParams>(
    '/forms/:id/submissions/:submissionId',
    { schema: readShapes },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const { submission, questions } = await request.withContext((context) =>
        getSubmission(context, request.params.id, request.params.submissionId),
      );
      return reply.jsonApi(
        applySparseFieldsets(
          {
            data: serializeSubmission(submission, questions),
            included: questions.map(serializeQuestion),
          },
          query.fields,
        ),
      );
    },
  );

  app.delete<SubmissionParams>(
    '/forms/:id/submissions/:submissionId',
    { schema: removeShapes },
    async (request, reply) => {
      parseListQuery(request.query);
      await request.withContext((context) =>
        removeSubmissions(context, request.params.id, request.params.submissionId),
      );
      return reply.code(204).send();
    },
  );

  app.delete<IdParams>(
    '/forms/:id/submissions',
    { schema: removeAllShapes },
    async (request, reply) => {
      parseListQuery(request.query);
      const deleted = await request.withContext((context) =>
        removeSubmissions(context, request.params.id),
      );
      return reply.jsonApi({ meta: { deleted } });
    },
  );
}
