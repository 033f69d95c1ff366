import type { FastifyInstance } from 'fastify';
import { questionCreateSchema, questionUpdateSchema } from '@platform/contracts';
import {
  applySparseFieldsets,
  parseListQuery,
  type ListQueryRules,
} from '../../platform/http/json-api';
import { byId, byIds, describeRoute } from '../../platform/http/route-schema';
import {
  changeQuestion,
  createQuestion,
  listFormQuestions,
  removeQuestion,
} from './forms.questions';
import { serializeQuestion } from './forms.serializer';

const tags = ['forms'];

type IdParams = { Params: { id: string } };
type QuestionParams = { Params: { id: string; questionId: string } };

const listRules: ListQueryRules = { filters: ['deleted'] };
const questionParams = byIds('id', 'questionId');
const oneQuestion = { document: 'one', type: 'form_questions' } as const;

const listShapes = describeRoute({
  tags,
  summary:
    'A form’s questions in order; filter[deleted]=all adds removed ones, =true shows only those',
  params: byId,
  query: listRules,
  response: { 200: { document: 'many', type: 'form_questions' } },
});
const createShapes = describeRoute({
  tags,
  summary: 'Add a question (last, or at `position`)',
  params: byId,
  query: {},
  body: { type: 'form_questions', attributes: questionCreateSchema },
  response: { 201: oneQuestion },
});
const changeShapes = describeRoute({
  tags,
  summary: 'Change a question, or move it with `position`',
  params: questionParams,
  query: {},
  body: { type: 'form_questions', attributes: questionUpdateSchema },
  response: { 200: oneQuestion },
});
const removeShapes = describeRoute({
  tags,
  summary: 'Remove a question (flagged deleted when it has answers)',
  params: questionParams,
  query: {},
  response: { 204: null },
});

/** A form's questions, for its builders. */
export async function formQuestionsRoutes(app: FastifyInstance) {
  app.get<IdParams>('/forms/:id/questions', { schema: listShapes }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const questions = await request.withContext((context) =>
      listFormQuestions(context, request.params.id, query),
    );
    return reply.jsonApi(
      applySparseFieldsets({ data: questions.map(serializeQuestion) }, query.fields),
    );
  });

  app.post<IdParams>('/forms/:id/questions', { schema: createShapes }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const question = await request.withContext((context) =>
      createQuestion(context, request.params.id, request.body),
    );
    return reply.jsonApi(
      applySparseFieldsets({ data: serializeQuestion(question) }, query.fields),
      201,
    );
  });

  app.patch<QuestionParams>(
    '/forms/:id/questions/:questionId',
    { schema: changeShapes },
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
    { schema: removeShapes },
    async (request, reply) => {
      parseListQuery(request.query);
      await request.withContext((context) =>
        removeQuestion(context, request.params.id, request.params.questionId),
      );
      return reply.code(204).send();
    },
  );
}
