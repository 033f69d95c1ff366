import type { FastifyInstance } from 'fastify';
import {
  applySparseFieldsets,
  paginate,
  parseListQuery,
  resource,
  type ListQueryRules,
} from '../../http/json-api';
import { submissionsCsv, submissionsFileName } from './forms.export';
import {
  formDocumentParts,
  publicFormDocument,
  publicFormsDocument,
  serializeInvitation,
  serializeQuestion,
  serializeSubmission,
} from './forms.serializer';
import {
  changeForm,
  changeQuestion,
  createForm,
  createQuestion,
  duplicateForm,
  exportSubmissions,
  getForm,
  getSubmission,
  inviteToForm,
  listFormInvitations,
  listFormQuestions,
  listFormSubmissions,
  listManagedForms,
  listPublicForms,
  openPublicForm,
  removeForm,
  removeQuestion,
  removeSubmissions,
  revokeFormInvitation,
  submitPublicForm,
  type FormBundle,
} from './forms.service';

const tags = ['forms'];

type IdParams = { Params: { id: string } };
type QuestionParams = { Params: { id: string; questionId: string } };
type SubmissionParams = { Params: { id: string; submissionId: string } };
type InvitationParams = { Params: { id: string; invitationId: string } };
type TokenParams = { Params: { token: string } };

const FORM_INCLUDES = ['questions'];
const listRules: ListQueryRules = {
  includes: FORM_INCLUDES,
  filters: ['q', 'status', 'access_permission', 'purpose', 'organization_id'],
  sorts: ['title', 'created_at', 'updated_at', 'status'],
  defaultSort: [{ field: 'updated_at', descending: true }],
};
const oneRules: ListQueryRules = { includes: FORM_INCLUDES };
const submissionRules: ListQueryRules = {
  filters: ['q', 'created_at_gteq', 'created_at_lteq'],
  sorts: ['created_at'],
  defaultSort: [{ field: 'created_at', descending: true }],
};
const exportRules: ListQueryRules = { filters: ['q', 'created_at_gteq', 'created_at_lteq'] };

/** The form builder (issue 16): forms, their questions, invitations and submissions; filling in through a token. */
export async function formsRoutes(app: FastifyInstance) {
  const one = (bundle: FormBundle, include: Set<string>, fields: Map<string, Set<string>>) => {
    const { data, included } = formDocumentParts(bundle, include.has('questions'));
    return applySparseFieldsets(
      { data: data[0] ?? null, ...(included ? { included } : {}) },
      fields,
    );
  };

  app.get(
    '/forms',
    {
      schema: {
        tags,
        summary:
          'The forms the user builds (centre staff: the centre’s; organisation superusers: their own)',
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/forms',
    { schema: { tags, summary: 'Create a form (a draft unless status says otherwise)' } },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await request.withContext((context) => createForm(context, request.body));
      return reply.jsonApi(one(bundle, new Set(['questions']), query.fields), 201);
    },
  );

  app.get<IdParams>(
    '/forms/:id',
    {
      schema: {
        tags,
        summary: 'One form; include=questions adds its questions, deleted ones flagged',
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await request.withContext((context) =>
        getForm(context, request.params.id, query.include),
      );
      return reply.jsonApi(one(bundle, query.include, query.fields));
    },
  );

  app.patch<IdParams>(
    '/forms/:id',
    {
      schema: {
        tags,
        summary:
          'Change a form: its texts, access, status, closing date, notify addresses, retention, purpose',
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await request.withContext((context) =>
        changeForm(context, request.params.id, request.body),
      );
      return reply.jsonApi(one(bundle, new Set(['questions']), query.fields));
    },
  );

  app.delete<IdParams>(
    '/forms/:id',
    { schema: { tags, summary: 'Delete a form with its questions, invitations and submissions' } },
    async (request, reply) => {
      parseListQuery(request.query);
      await request.withContext((context) => removeForm(context, request.params.id));
      return reply.code(204).send();
    },
  );

  app.post<IdParams>(
    '/forms/:id/duplicate',
    { config: { body: 'none' }, schema: { tags, summary: 'Copy a form and its questions as a new draft' } },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await request.withContext((context) =>
        duplicateForm(context, request.params.id),
      );
      return reply.jsonApi(one(bundle, new Set(['questions']), query.fields), 201);
    },
  );

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

  app.get<IdParams>(
    '/forms/:id/invitations',
    {
      schema: {
        tags,
        summary: 'The invitations to an invitation-only form, newest first, with their state',
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filters: ['q'] });
      const { invitations, total } = await request.withContext((context) =>
        listFormInvitations(context, request.params.id, query),
      );
      const { links, meta } = paginate(request.url, query.page, total);
      return reply.jsonApi(
        applySparseFieldsets(
          { data: invitations.map(serializeInvitation), links, meta },
          query.fields,
        ),
      );
    },
  );

  app.post<IdParams>(
    '/forms/:id/invitations',
    // Each invitation mails an address the caller does not own.
    {
      config: { mailsOthers: true },
      schema: {
        tags,
        summary: 'Invite addresses (one or a list): each gets a single-use link by mail',
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const invitations = await request.withContext((context) =>
        inviteToForm(context, request.params.id, request.body),
      );
      return reply.jsonApi(
        applySparseFieldsets({ data: invitations.map(serializeInvitation) }, query.fields),
        201,
      );
    },
  );

  app.post<InvitationParams>(
    '/forms/:id/invitations/:invitationId/revoke',
    { config: { body: 'none' }, schema: { tags, summary: 'Withdraw an invitation not yet answered' } },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const invitation = await request.withContext((context) =>
        revokeFormInvitation(context, request.params.id, request.params.invitationId),
      );
      return reply.jsonApi(
        applySparseFieldsets({ data: serializeInvitation(invitation) }, query.fields),
      );
    },
  );

  app.get(
    '/public_forms',
    {
      schema: {
        tags,
        summary:
          'The centre’s forms for visitors: filter[form_id] (a page block’s form) or filter[purpose]=contact|workshop',
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filters: ['form_id', 'purpose'] });
      const publicForms = await request.withContext((context) => listPublicForms(context, query));
      return reply.jsonApi(publicFormsDocument(publicForms));
    },
  );

  app.get<TokenParams>(
    '/public_forms/:token',
    {
      schema: {
        tags,
        summary: 'A form to fill in, by its public link or an invitation’s token (no sign-in)',
      },
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const publicForm = await request.withContext((context) =>
        openPublicForm(context, request.params.token),
      );
      return reply.jsonApi(publicFormDocument(publicForm));
    },
  );

  app.post<TokenParams>(
    '/public_forms/:token',
    {
      // Anyone can send answers, and each mails the form's owner: limited per
      // IP address (and per user when signed in) like every such route.
      config: {
        rateLimit: { max: app.config.rateLimits.formSubmissionsPerMinute, timeWindow: 60_000 },
        mailsOthers: true,
      },
      schema: { tags, summary: 'Fill in a form: answers keyed by question id (no sign-in)' },
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
