import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
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

/** A form's submissions, for its builders: read, export, delete. */
export async function formSubmissionsRoutes(app: FastifyInstance) {
  app.get<IdParams>(
    '/forms/:id/submissions',
    { schema: { tags, summary: 'A form’s submissions: filter by text and date, sort, page' } },
    async (request, reply) => {
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
    },
  );

  app.get<IdParams>(
    '/forms/:id/submissions/export',
    {
      schema: {
        tags,
        summary:
          'The submissions as CSV, one column per question (deleted ones too), in the user’s language',
      },
    },
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
    { schema: { tags, summary: 'One submission with its form’s questions (deleted ones too)' } },
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
    { schema: { tags, summary: 'Delete one submission' } },
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
    { schema: { tags, summary: 'Delete every submission of a form' } },
    async (request, reply) => {
      parseListQuery(request.query);
      const deleted = await request.withContext((context) =>
        removeSubmissions(context, request.params.id),
      );
      return reply.jsonApi({ meta: { deleted } });
    },
  );
}
