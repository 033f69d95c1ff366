import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { formSubmissionCreateSchema } from '@platform/contracts';
import { parseListQuery, resource, type ListQueryRules } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { listPublicForms, openPublicForm, submitPublicForm } from './forms.filling';
import { publicFormDocument, publicFormsDocument } from './forms.serializer';

const tags = ['forms'];

type TokenParams = { Params: { token: string } };

const listRules: ListQueryRules = { filters: ['form_id', 'purpose'] };
/** A form's public link or an invitation's token. */
const tokenParams = v.object({ token: v.string() });

const listShapes = describeRoute({
  tags,
  summary:
    'The centre’s forms for visitors: filter[form_id] (a page block’s form) or filter[purpose]=contact|workshop',
  query: listRules,
  response: { 200: { document: 'many', type: 'public_forms', included: ['form_questions'] } },
});
const openShapes = describeRoute({
  tags,
  summary: 'A form to fill in, by its public link or an invitation’s token (no sign-in)',
  params: tokenParams,
  query: {},
  response: { 200: { document: 'one', type: 'public_forms', included: ['form_questions'] } },
});
const submitShapes = describeRoute({
  tags,
  summary: 'Fill in a form: answers keyed by question id (no sign-in)',
  params: tokenParams,
  query: {},
  body: { type: 'form_submissions', attributes: formSubmissionCreateSchema },
  response: { 201: { document: 'one', type: 'form_submissions:receipt' } },
});

/** Filling in a form: visitors, without signing in. */
export async function publicFormsRoutes(app: FastifyInstance) {
  app.get('/public_forms', { schema: listShapes }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const publicForms = await request.withContext((context) => listPublicForms(context, query));
    return reply.jsonApi(publicFormsDocument(publicForms));
  });

  app.get<TokenParams>('/public_forms/:token', { schema: openShapes }, async (request, reply) => {
    parseListQuery(request.query);
    const publicForm = await request.withContext((context) =>
      openPublicForm(context, request.params.token),
    );
    return reply.jsonApi(publicFormDocument(publicForm));
  });

  app.post<TokenParams>(
    '/public_forms/:token',
    {
      // Anyone can send answers, and each mails the form's owner: limited per
      // IP address (and per user when signed in) like every such route.
      config: {
        rateLimit: { max: app.config.rateLimits.formSubmissionsPerMinute, timeWindow: 60_000 },
        mailsOthers: true,
      },
      schema: submitShapes,
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const { submission, form } = await request.withContext((context) =>
        submitPublicForm(context, request.params.token, request.body),
      );
      // A bot's answers (honeypot filled) get the same answer as anyone's, and are not kept.
      const id = submission?.id ?? crypto.randomUUID();
      return reply.jsonApi(
        { data: resource('form_submissions', id, { confirmationText: form.confirmationText }) },
        201,
      );
    },
  );
}
