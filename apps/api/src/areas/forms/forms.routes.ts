import type { FastifyInstance } from 'fastify';
import { formCreateSchema, formUpdateSchema } from '@platform/contracts';
import {
  applySparseFieldsets,
  paginate,
  parseListQuery,
  type ListQueryRules,
} from '../../platform/http/json-api';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { publicFormsRoutes } from './forms.filling.routes';
import { formInvitationsRoutes } from './forms.invitations.routes';
import { formQuestionsRoutes } from './forms.questions.routes';
import { formDocumentParts } from './forms.serializer';
import {
  changeForm,
  createForm,
  duplicateForm,
  getForm,
  listManagedForms,
  removeForm,
  type FormBundle,
} from './forms.service';
import { formSubmissionsRoutes } from './forms.submissions.routes';

const tags = ['forms'];

type IdParams = { Params: { id: string } };

const FORM_INCLUDES = ['questions'];
const listRules: ListQueryRules = {
  includes: FORM_INCLUDES,
  filters: ['q', 'status', 'access_permission', 'purpose', 'organization_id'],
  sorts: ['title', 'created_at', 'updated_at', 'status'],
  defaultSort: [{ field: 'updated_at', descending: true }],
};
const oneRules: ListQueryRules = { includes: FORM_INCLUDES };
const oneForm = { document: 'one', type: 'forms', included: ['form_questions'] } as const;

const listShapes = describeRoute({
  tags,
  summary:
    'The forms the user builds (centre staff: the centre’s; organisation superusers: their own)',
  query: listRules,
  response: { 200: { document: 'many', type: 'forms', included: ['form_questions'] } },
});
const createShapes = describeRoute({
  tags,
  summary: 'Create a form (a draft unless status says otherwise)',
  query: oneRules,
  body: { type: 'forms', attributes: formCreateSchema },
  response: { 201: oneForm },
});
const readShapes = describeRoute({
  tags,
  summary: 'One form; include=questions adds its questions, deleted ones flagged',
  params: byId,
  query: oneRules,
  response: { 200: oneForm },
});
const changeShapes = describeRoute({
  tags,
  summary:
    'Change a form: its texts, access, status, closing date, notify addresses, retention, purpose',
  params: byId,
  query: oneRules,
  body: { type: 'forms', attributes: formUpdateSchema },
  response: { 200: oneForm },
});
const removeShapes = describeRoute({
  tags,
  summary: 'Delete a form with its questions, invitations and submissions',
  params: byId,
  query: {},
  response: { 204: null },
});
const duplicateShapes = describeRoute({
  tags,
  summary: 'Copy a form and its questions as a new draft',
  params: byId,
  query: oneRules,
  response: { 201: oneForm },
});

/** One form's document, with its questions when asked for. */
function one(bundle: FormBundle, include: Set<string>, fields: Map<string, Set<string>>) {
  const { data, included } = formDocumentParts(bundle, include.has('questions'));
  return applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, fields);
}

/** The form builder (issue 16): forms, their questions, invitations and submissions; filling in through a token. */
export async function formsRoutes(app: FastifyInstance) {
  app.get('/forms', { schema: listShapes }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { total, ...bundle } = await request.withContext((context) =>
      listManagedForms(context, query),
    );
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(
      applySparseFieldsets(
        { ...formDocumentParts(bundle, query.include.has('questions')), links, meta },
        query.fields,
      ),
    );
  });

  app.post('/forms', { schema: createShapes }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext((context) => createForm(context, request.body));
    return reply.jsonApi(one(bundle, new Set(['questions']), query.fields), 201);
  });

  app.get<IdParams>('/forms/:id', { schema: readShapes }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext((context) =>
      getForm(context, request.params.id, query.include),
    );
    return reply.jsonApi(one(bundle, query.include, query.fields));
  });

  app.patch<IdParams>('/forms/:id', { schema: changeShapes }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext((context) =>
      changeForm(context, request.params.id, request.body),
    );
    return reply.jsonApi(one(bundle, new Set(['questions']), query.fields));
  });

  app.delete<IdParams>('/forms/:id', { schema: removeShapes }, async (request, reply) => {
    parseListQuery(request.query);
    await request.withContext((context) => removeForm(context, request.params.id));
    return reply.code(204).send();
  });

  app.post<IdParams>(
    '/forms/:id/duplicate',
    { config: { body: 'none' }, schema: duplicateShapes },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await request.withContext((context) =>
        duplicateForm(context, request.params.id),
      );
      return reply.jsonApi(one(bundle, new Set(['questions']), query.fields), 201);
    },
  );

  // The sub-resources, registered in the order the API reference has always listed them.
  await app.register(formQuestionsRoutes);
  await app.register(formSubmissionsRoutes);
  await app.register(formInvitationsRoutes);
  await app.register(publicFormsRoutes);
}
