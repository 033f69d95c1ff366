import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, parseListQuery } from '../../platform/http/json-api';
import { changeQuestion, createQuestion, listFormQuestions, removeQuestion } from './forms.questions';
import { serializeQuestion } from './forms.serializer';

const tags = ['forms'];

type IdParams = { Params: { id: string } };
type QuestionParams = { Params: { id: string; questionId: string } };

/** A form's questions, for its builders. */
export async function formQuestionsRoutes(app: FastifyInstance) {
  app.get<IdParams>(
    '/forms/:id/questions',
    {
      schema: {
        tags,
        summary:
          'A form’s questions in order; filter[deleted]=all adds removed ones, =true shows only those',
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filters: ['deleted'] });
      const questions = await request.withContext((context) =>
        listFormQuestions(context, request.params.id, query),
      );
      return reply.jsonApi(
        applySparseFieldsets({ data: questions.map(serializeQuestion) }, query.fields),
      );
    },
  );

  app.post<IdParams>(
    '/forms/:id/questions',
    { schema: { tags, summary: 'Add a question (last, or at `position`)' } },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const question = await request.withContext((context) =>
        createQuestion(context, request.params.id, request.body),
      );
      return reply.jsonApi(
        applySparseFieldsets({ data: serializeQuestion(question) }, query.fields),
        201,
      );
    },
  );

  app.patch<QuestionParams>(
    '/forms/:id/questions/:questionId',
    { schema: { tags, summary: 'Change a question, or move it with `position`' } },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const question = await request.withContext((context) =>
        changeQuestion(context, request.params.id, request.params.questionId, request.body),
      );
      return reply.jsonApi(
        applySparseFieldsets({ data: serializeQuestion(question) }, query.fields),
      );
    },
  );

  app.delete<QuestionParams>(
    '/forms/:id/questions/:questionId',
    { schema: { tags, summary: 'Remove a question (flagged deleted when it has answers)' } },
    async (request, reply) => {
      parseListQuery(request.query);
      await request.withContext((context) =>
        removeQuestion(context, request.params.id, request.params.questionId),
      );
      return reply.code(204).send();
    },
  );
}
