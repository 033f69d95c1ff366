import * as v from 'valibot';
import {
  answersSchema,
  DEFAULT_INVITATION_DAYS,
  DEFAULT_RETENTION_MONTHS,
  FORM_ACCESS_PERMISSIONS,
  FORM_PURPOSES,
  FORM_QUESTIONS_MAX,
  FORM_STATUSES,
  formCreateSchema,
  formUpdateSchema,
  invitationCreateSchema,
  questionCreateSchema,
  questionUpdateSchema,
  type FormAccessPermission,
  type FormPurpose,
  type FormStatus,
} from '@platform/contracts';
import { ApiError, ValidationError, type FieldIssue } from '../../http/errors';
import {
  describeIssue,
  extractAttributes,
  isUuid,
  parseResourceDocument,
  requireUuid,
  validateAttributes,
  type ListQuery,
} from '../../http/json-api';
import { dateFilter, pickedFilter } from '../../http/list-filters';
import type { RequestContext, TenantContextRunner } from '../../http/request-context';
import { recordAuditEvent } from '../audit/audit.service';
import { requireUser, type CurrentUser } from '../access/access';
import { randomToken, tokenDigest } from '../secrets/tokens';
import { findOrganization } from '../organizations/organizations.data';
import { siteUrl } from '../tenancy/tenancy.plugin';
import { queueInvitationMail, queueSubmissionMails } from './forms.mails';
import {
  formListScope,
  isAcceptingAnswers,
  mayBuildForms,
  mayChooseCenterForms,
  mayManageForm,
} from './forms.policy';
import {
  clearContactPurpose,
  deleteExpiredSubmissions,
  deleteForm,
  deleteQuestion,
  deleteSubmissions,
  findForm,
  findFormByToken,
  findFormRow,
  findInvitation,
  findInvitationByTokenHash,
  findQuestion,
  findSubmission,
  insertForm,
  insertInvitation,
  insertQuestion,
  insertSubmission,
  isQuestionAnswered,
  listAllSubmissions,
  listForms,
  listInvitations,
  listOpenFormsFor,
  listPendingInvitationEmails,
  listQuestions,
  listSubmissions,
  markInvitationOpened,
  revokeInvitation,
  updateForm,
  updateQuestion,
  useInvitation,
  type FormFilters,
  type FormRow,
  type FormWithCount,
  type InvitationRow,
  type QuestionRow,
  type SubmissionFilters,
  type SubmissionRow,
} from './forms.repository';

/** An anonymous form's link token: 18 random bytes, 24 characters in the address. */
const PUBLIC_LINK_TOKEN_BYTES = 18;

/** A form with the questions an answer shows (when included). */
export type FormBundle = {
  forms: FormWithCount[];
  questions: QuestionRow[];
  publicLinks: Map<string, string>;
};

/** Whether a form takes answers now, as visitors are told (issue 16). */
export type FormAvailability =
  'open' | 'closed' | 'invitation_required' | 'invitation_used' | 'invitation_expired';

/** A form as a visitor reaches it through a token. */
export type PublicForm = {
  form: FormRow;
  questions: QuestionRow[];
  availability: FormAvailability;
  invitation: InvitationRow | null;
  token: string;
};

function requireFormBuilder(context: RequestContext): CurrentUser {
  const user = requireUser(context);
  if (!mayBuildForms(user)) throw new ApiError('FORBIDDEN');
  return user;
}

/** A form the user manages: 403 by role before any lookup, 404 when it is not theirs to see. */
async function requireManagedForm(
  context: RequestContext,
  rawId: string | undefined,
): Promise<{ user: CurrentUser; form: FormWithCount }> {
  const user = requireFormBuilder(context);
  const form = await findForm(context.tx, context.tenant.id, requireUuid(rawId));
  if (!form || !mayManageForm(user, form)) throw new ApiError('NOT_FOUND');
  return { user, form };
}

/** The address visitors fill in an anonymous form at, on the centre's configured public origin. */
async function publicLinkOf(context: RequestContext, form: FormRow): Promise<string | null> {
  if (form.accessPermission !== 'anonymous') return null;
  return siteUrl(context, form.volunteerCenterId, 'public_site', `/forms/${form.token}`);
}

async function bundleOf(
  context: RequestContext,
  forms: FormWithCount[],
  include: Set<string>,
): Promise<FormBundle> {
  const questions = include.has('questions')
    ? await listQuestions(
        context.tx,
        context.tenant.id,
        forms.map((form) => form.id),
        { withDeleted: true },
      )
    : [];
  const publicLinks = new Map<string, string>();
  for (const form of forms) {
    const link = await publicLinkOf(context, form);
    if (link) publicLinks.set(form.id, link);
  }
  return { forms, questions, publicLinks };
}


function formFilters(filters: ListQuery['filters']): FormFilters {
  const organizationId = filters.get('organization_id');
  if (organizationId !== undefined && !isUuid(organizationId)) {
    throw new ApiError('INVALID_QUERY_PARAMETER', {
      params: { parameter: 'filter[organization_id]' },
      parameter: 'filter[organization_id]',
    });
  }
  return {
    text: filters.get('q')?.trim() || undefined,
    status: pickedFilter<FormStatus>(filters, 'status', FORM_STATUSES),
    accessPermission: pickedFilter<FormAccessPermission>(
      filters,
      'access_permission',
      FORM_ACCESS_PERMISSIONS,
    ),
    purpose: pickedFilter<FormPurpose>(filters, 'purpose', FORM_PURPOSES),
    organizationId: organizationId?.toLowerCase(),
  };
}

export async function listManagedForms(
  context: RequestContext,
  query: ListQuery,
): Promise<FormBundle & { total: number }> {
  const user = requireFormBuilder(context);
  const { rows, total } = await listForms(context.tx, context.tenant.id, {
    scope: formListScope(user, context.tenant.volunteerCenterId),
    filters: formFilters(query.filters),
    sort: query.sort,
    page: query.page,
  });
  return { ...(await bundleOf(context, rows, query.include)), total };
}

export async function getForm(
  context: RequestContext,
  id: string | undefined,
  include: Set<string>,
): Promise<FormBundle> {
  const { form } = await requireManagedForm(context, id);
  return bundleOf(context, [form], include);
}

/** The organisation a form is for must be one the user manages forms of; 422 at `organization_id` otherwise. */
async function requireFormOrganization(
  context: RequestContext,
  user: CurrentUser,
  organizationId: string,
): Promise<{ id: string; volunteerCenterId: string }> {
  const organization = await findOrganization(
    context.tx,
    context.tenant.id,
    organizationId.toLowerCase(),
  );
  if (
    !organization ||
    organization.status === 'deleted' ||
    !mayManageForm(user, {
      organizationId: organization.id,
      volunteerCenterId: organization.volunteerCenterId,
    })
  ) {
    throw new ValidationError([
      { pointer: '/data/attributes/organization_id', field: 'organization_id', reason: 'invalid' },
    ]);
  }
  return organization;
}

/** Only a centre's own staff (or an admin) name a form the centre's contact form or one of its workshops. */
function requirePurposeAllowed(
  user: CurrentUser,
  volunteerCenterId: string,
  purpose: FormPurpose | null | undefined,
): void {
  if (!purpose || mayChooseCenterForms(user, volunteerCenterId)) return;
  throw new ValidationError([
    { pointer: '/data/attributes/purpose', field: 'purpose', reason: 'invalid' },
  ]);
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function createForm(context: RequestContext, body: unknown): Promise<FormBundle> {
  const user = requireFormBuilder(context);
  const input = parseResourceDocument(body, { type: 'forms', schema: formCreateSchema });
  const organization = await requireFormOrganization(context, user, input.organizationId);
  requirePurposeAllowed(user, organization.volunteerCenterId, input.purpose);
  if (input.purpose === 'contact')
    await clearContactPurpose(context.tx, context.tenant.id, organization.volunteerCenterId, null);
  const row = await insertForm(context.tx, {
    tenantId: context.tenant.id,
    volunteerCenterId: organization.volunteerCenterId,
    organizationId: organization.id,
    title: input.title,
    description: input.description ?? null,
    accessPermission: input.accessPermission,
    status: input.status ?? 'draft',
    closesAt: toDate(input.closesAt) ?? null,
    confirmationText: input.confirmationText ?? null,
    // The builder hears of each submission unless they name others.
    notifyEmails: input.notifyEmails ?? [user.email],
    retentionMonths: input.retentionMonths ?? DEFAULT_RETENTION_MONTHS,
    purpose: input.purpose ?? null,
    token: randomToken(PUBLIC_LINK_TOKEN_BYTES),
    createdById: user.id,
  });
  await audit(context, user, 'form.created', row.id, { title: row.title });
  return bundleOf(
    context,
    [(await findForm(context.tx, context.tenant.id, row.id))!],
    new Set(['questions']),
  );
}

export async function changeForm(
  context: RequestContext,
  id: string | undefined,
  body: unknown,
): Promise<FormBundle> {
  const { user, form } = await requireManagedForm(context, id);
  const input = parseResourceDocument(body, {
    type: 'forms',
    schema: formUpdateSchema,
    id: form.id,
  });
  const organization = input.organizationId
    ? await requireFormOrganization(context, user, input.organizationId)
    : undefined;
  const volunteerCenterId = organization?.volunteerCenterId ?? form.volunteerCenterId;
  if (input.purpose !== undefined && input.purpose !== form.purpose)
    requirePurposeAllowed(user, volunteerCenterId, input.purpose);
  if (input.purpose === 'contact')
    await clearContactPurpose(context.tx, context.tenant.id, volunteerCenterId, form.id);
  await updateForm(context.tx, context.tenant.id, form.id, {
    ...(organization ? { organizationId: organization.id, volunteerCenterId } : {}),
    title: input.title,
    description: input.description,
    accessPermission: input.accessPermission,
    status: input.status,
    closesAt: toDate(input.closesAt),
    confirmationText: input.confirmationText,
    notifyEmails: input.notifyEmails,
    retentionMonths: input.retentionMonths,
    purpose: input.purpose,
  });
  if (input.status && input.status !== form.status)
    await audit(
      context,
      user,
      `form.${input.status === 'open' ? 'opened' : input.status === 'closed' ? 'closed' : 'drafted'}`,
      form.id,
      {},
    );
  return bundleOf(
    context,
    [(await findForm(context.tx, context.tenant.id, form.id))!],
    new Set(['questions']),
  );
}

/** Deletes a form with its questions, invitations and submissions; audited with how many submissions went. */
export async function removeForm(context: RequestContext, id: string | undefined): Promise<void> {
  const { user, form } = await requireManagedForm(context, id);
  await deleteForm(context.tx, context.tenant.id, form.id);
  await audit(context, user, 'form.deleted', form.id, {
    title: form.title,
    submissions: form.submissionCount,
  });
}

/** A copy of a form and its current questions, as a draft titled "… (copy)", without submissions or invitations. */
export async function duplicateForm(
  context: RequestContext,
  id: string | undefined,
): Promise<FormBundle> {
  const { user, form } = await requireManagedForm(context, id);
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    submissionCount: _count,
    ...kept
  } = form;
  const copy = await insertForm(context.tx, {
    ...kept,
    title: `${form.title} (${context.locale === 'en' ? 'copy' : 'kopie'})`.slice(0, 255),
    status: 'draft',
    purpose: form.purpose === 'contact' ? null : form.purpose,
    token: randomToken(PUBLIC_LINK_TOKEN_BYTES),
    createdById: user.id,
  });
  for (const question of await listQuestions(context.tx, context.tenant.id, [form.id])) {
    const {
      id: _questionId,
      createdAt: _qc,
      updatedAt: _qu,
      formId: _formId,
      ...fields
    } = question;
    await insertQuestion(context.tx, { ...fields, formId: copy.id });
  }
  await audit(context, user, 'form.created', copy.id, { title: copy.title, copied_from: form.id });
  return bundleOf(
    context,
    [(await findForm(context.tx, context.tenant.id, copy.id))!],
    new Set(['questions']),
  );
}

function audit(
  context: RequestContext,
  user: CurrentUser,
  action: string,
  formId: string,
  data: Record<string, unknown>,
): Promise<void> {
  return recordAuditEvent(context, { action, actorUserId: user.id, subjectType: 'forms', subjectId: formId, data });
}

// Questions ------------------------------------------------------------------

export async function listFormQuestions(
  context: RequestContext,
  formId: string | undefined,
  query: ListQuery,
): Promise<QuestionRow[]> {
  const { form } = await requireManagedForm(context, formId);
  // `all`: the current questions and the removed ones; `true`: only the removed ones.
  const deleted = pickedFilter(query.filters, 'deleted', ['all', 'true', 'false'] as const);
  const questions = await listQuestions(context.tx, context.tenant.id, [form.id], {
    withDeleted: deleted === 'all' || deleted === 'true',
  });
  return deleted === 'true' ? questions.filter((question) => question.deletedAt) : questions;
}

/** Moves a question to `position` (1-based) among the current ones, renumbering the others 1…n. */
async function placeQuestion(
  context: RequestContext,
  formId: string,
  questionId: string,
  position: number | undefined,
): Promise<void> {
  const current = await listQuestions(context.tx, context.tenant.id, [formId]);
  const others = current.filter((question) => question.id !== questionId);
  const moved = current.find((question) => question.id === questionId);
  if (!moved) return;
  const index = Math.min(Math.max((position ?? current.indexOf(moved) + 1) - 1, 0), others.length);
  const ordered = [...others.slice(0, index), moved, ...others.slice(index)];
  for (const [place, question] of ordered.entries()) {
    if (question.position !== place + 1)
      await updateQuestion(context.tx, context.tenant.id, question.id, { position: place + 1 });
  }
}

/** What a question keeps of its input: options only for choices, bounds only for numbers. */
function questionValues(
  input: v.InferOutput<typeof questionUpdateSchema>,
  type: QuestionRow['questionType'],
) {
  const choices = type === 'multiple_choice' || type === 'checkbox';
  return {
    text: input.text,
    questionType: input.questionType,
    required: type === 'info_section' ? false : input.required,
    longAnswer: type === 'text' ? input.longAnswer : false,
    options: choices ? input.options : input.options === undefined ? undefined : [],
    minValue: type === 'number' ? input.minValue : null,
    maxValue: type === 'number' ? input.maxValue : null,
  };
}

export async function createQuestion(
  context: RequestContext,
  formId: string | undefined,
  body: unknown,
): Promise<QuestionRow> {
  const { form } = await requireManagedForm(context, formId);
  const input = parseResourceDocument(body, {
    type: 'form_questions',
    schema: questionCreateSchema,
  });
  const current = await listQuestions(context.tx, context.tenant.id, [form.id]);
  if (current.length >= FORM_QUESTIONS_MAX) {
    throw new ValidationError([
      {
        pointer: '/data',
        field: 'questions',
        reason: 'too_long',
        params: { max: FORM_QUESTIONS_MAX },
      },
    ]);
  }
  const values = questionValues(input, input.questionType);
  const question = await insertQuestion(context.tx, {
    tenantId: context.tenant.id,
    formId: form.id,
    text: input.text,
    questionType: input.questionType,
    required: values.required ?? false,
    longAnswer: values.longAnswer ?? false,
    options: values.options ?? [],
    minValue: values.minValue ?? null,
    maxValue: values.maxValue ?? null,
    position: current.length + 1,
  });
  if (input.position !== undefined)
    await placeQuestion(context, form.id, question.id, input.position);
  await touchForm(context, form.id);
  return (await findQuestion(context.tx, context.tenant.id, form.id, question.id))!;
}

async function requireQuestion(
  context: RequestContext,
  formId: string | undefined,
  questionId: string | undefined,
) {
  const managed = await requireManagedForm(context, formId);
  const question = await findQuestion(
    context.tx,
    context.tenant.id,
    managed.form.id,
    requireUuid(questionId),
  );
  if (!question) throw new ApiError('NOT_FOUND');
  return { ...managed, question };
}

export async function changeQuestion(
  context: RequestContext,
  formId: string | undefined,
  questionId: string | undefined,
  body: unknown,
): Promise<QuestionRow> {
  const { form, question } = await requireQuestion(context, formId, questionId);
  if (question.deletedAt) throw new ApiError('NOT_FOUND');
  const input = parseResourceDocument(body, {
    type: 'form_questions',
    schema: questionUpdateSchema,
    id: question.id,
  });
  const type = input.questionType ?? question.questionType;
  const options = input.options ?? question.options;
  if (type === 'multiple_choice' && options.length === 0) {
    throw new ValidationError([
      { pointer: '/data/attributes/options', field: 'options', reason: 'required' },
    ]);
  }
  const minValue = input.minValue === undefined ? question.minValue : input.minValue;
  const maxValue = input.maxValue === undefined ? question.maxValue : input.maxValue;
  if (minValue !== null && maxValue !== null && minValue > maxValue) {
    throw new ValidationError([
      { pointer: '/data/attributes/max_value', field: 'max_value', reason: 'invalid' },
    ]);
  }
  const values = questionValues({ ...input, options, minValue, maxValue }, type);
  await updateQuestion(context.tx, context.tenant.id, question.id, {
    ...values,
    options: type === 'multiple_choice' || type === 'checkbox' ? options : [],
  });
  if (input.position !== undefined)
    await placeQuestion(context, form.id, question.id, input.position);
  await touchForm(context, form.id);
  return (await findQuestion(context.tx, context.tenant.id, form.id, question.id))!;
}

/**
 * Removes a question: one that has been answered is only flagged deleted, so
 * earlier answers stay readable and exportable; others go for good.
 */
export async function removeQuestion(
  context: RequestContext,
  formId: string | undefined,
  questionId: string | undefined,
): Promise<void> {
  const { form, question } = await requireQuestion(context, formId, questionId);
  if (question.deletedAt) throw new ApiError('NOT_FOUND');
  if (await isQuestionAnswered(context.tx, context.tenant.id, form.id, question.id)) {
    await updateQuestion(context.tx, context.tenant.id, question.id, { deletedAt: new Date() });
  } else {
    await deleteQuestion(context.tx, context.tenant.id, question.id);
  }
  const remaining = await listQuestions(context.tx, context.tenant.id, [form.id]);
  for (const [place, other] of remaining.entries()) {
    if (other.position !== place + 1)
      await updateQuestion(context.tx, context.tenant.id, other.id, { position: place + 1 });
  }
  await touchForm(context, form.id);
}

function touchForm(context: RequestContext, formId: string): Promise<void> {
  return updateForm(context.tx, context.tenant.id, formId, {});
}

// Filling in -----------------------------------------------------------------

/**
 * The form a token opens: an anonymous form's own token, or an invitation's.
 * Unknown tokens and drafts are 404 (nothing to show yet).
 */
async function resolveToken(
  context: RequestContext,
  rawToken: string | undefined,
  now: Date,
): Promise<PublicForm> {
  const token = (rawToken ?? '').trim();
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw new ApiError('NOT_FOUND');
  let form = await findFormByToken(context.tx, context.tenant.id, token);
  let invitation: InvitationRow | null = null;
  if (!form) {
    invitation =
      (await findInvitationByTokenHash(
        context.tx,
        context.tenant.id,
        tokenDigest(context.config.secretKey, token),
      )) ?? null;
    if (invitation) form = await findFormRow(context.tx, context.tenant.id, invitation.formId);
  }
  if (!form || form.status === 'draft') throw new ApiError('NOT_FOUND');
  let availability: FormAvailability = 'open';
  if (!isAcceptingAnswers(form, now)) availability = 'closed';
  else if (form.accessPermission === 'token_holder') {
    if (!invitation) availability = 'invitation_required';
    else if (invitation.answeredAt) availability = 'invitation_used';
    else if (invitation.revokedAt || invitation.expiresAt <= now)
      availability = 'invitation_expired';
  }
  const questions =
    availability === 'open' ? await listQuestions(context.tx, context.tenant.id, [form.id]) : [];
  return { form, questions, availability, invitation, token };
}

/** A form as a visitor sees it at `/forms/:token`: its questions while it takes answers, else why not. */
export async function openPublicForm(
  context: RequestContext,
  token: string | undefined,
): Promise<PublicForm> {
  const now = new Date();
  const publicForm = await resolveToken(context, token, now);
  if (publicForm.invitation && publicForm.availability === 'open')
    await markInvitationOpened(context.tx, context.tenant.id, publicForm.invitation.id);
  return publicForm;
}

/**
 * The forms the public site shows of its centre without a token in the
 * address: one chosen by id (the BuilderForm block), or the open ones with a
 * purpose (the contact form, the workshops). Only anonymous forms that are
 * not drafts; a closed one says so.
 */
export async function listPublicForms(
  context: RequestContext,
  query: ListQuery,
): Promise<PublicForm[]> {
  const now = new Date();
  const formId = query.filters.get('form_id');
  const purpose = pickedFilter<FormPurpose>(query.filters, 'purpose', FORM_PURPOSES);
  if ((formId === undefined) === (purpose === undefined)) {
    throw new ApiError('INVALID_QUERY_PARAMETER', {
      params: { parameter: 'filter[form_id]' },
      parameter: 'filter[form_id]',
      reason: 'required',
      detailKey: 'error.INVALID_QUERY_PARAMETER.required',
    });
  }
  let rows: FormRow[];
  if (formId !== undefined) {
    const form = isUuid(formId)
      ? await findFormRow(context.tx, context.tenant.id, formId.toLowerCase())
      : undefined;
    rows = form && form.volunteerCenterId === context.tenant.volunteerCenterId ? [form] : [];
  } else {
    rows = await listOpenFormsFor(
      context.tx,
      context.tenant.id,
      context.tenant.volunteerCenterId,
      purpose!,
      now,
    );
  }
  const shown = rows.filter(
    (form) => form.status !== 'draft' && form.accessPermission === 'anonymous',
  );
  const open = shown.filter((form) => isAcceptingAnswers(form, now));
  const questions = await listQuestions(
    context.tx,
    context.tenant.id,
    open.map((form) => form.id),
  );
  return shown.map((form) => ({
    form,
    questions: questions.filter((question) => question.formId === form.id),
    availability: isAcceptingAnswers(form, now) ? 'open' : 'closed',
    invitation: null,
    token: form.token,
  }));
}

const ANSWERS_POINTER = '/data/attributes/answers';

/** A refused answer points at its question (`/data/attributes/answers/<id>`) and names it by its text. */
function answerIssues(
  issues: readonly v.BaseIssue<unknown>[],
  questions: readonly QuestionRow[],
): FieldIssue[] {
  return issues.map((issue) => {
    const questionId = String(issue.path?.[0]?.key ?? '');
    const question = questions.find((candidate) => candidate.id === questionId);
    const field = question?.text ?? 'answers';
    const pointer = question ? `${ANSWERS_POINTER}/${questionId}` : ANSWERS_POINTER;
    return issue.input === undefined && question
      ? { pointer, field, reason: 'required' }
      : { pointer, field, ...describeIssue(issue) };
  });
}

/** Every answer's text in one string for the submissions' text filter. */
function searchTextOf(answers: Record<string, unknown>): string {
  return Object.values(answers)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' ')
    .slice(0, 20_000);
}

const submissionAttributes = v.object({
  answers: v.optional(v.record(v.string(), v.unknown())),
  honeypot: v.optional(v.nullable(v.string())),
});

/**
 * Stores a visitor's answers: the form must take answers (409
 * FORM_CLOSED, 403 INVITATION_REQUIRED, 409 INVITATION_USED or
 * INVITATION_EXPIRED otherwise), and every answer passes the schema built
 * from the questions (422 pointing at the question, nothing stored). A filled
 * honeypot is taken for a bot: answered as if stored, and nothing is.
 */
export async function submitPublicForm(
  context: RequestContext,
  token: string | undefined,
  body: unknown,
): Promise<{ submission: SubmissionRow | null; form: FormRow }> {
  const now = new Date();
  const publicForm = await resolveToken(context, token, now);
  const { form, questions, availability, invitation } = publicForm;
  if (availability === 'closed') throw new ApiError('FORM_CLOSED');
  if (availability === 'invitation_required') throw new ApiError('INVITATION_REQUIRED');
  if (availability === 'invitation_used') throw new ApiError('INVITATION_USED');
  if (availability === 'invitation_expired') throw new ApiError('INVITATION_EXPIRED');
  const { attributes, basePointer } = extractAttributes(body, { type: 'form_submissions' });
  const input = validateAttributes(attributes, submissionAttributes, basePointer);
  if (input.honeypot) return { submission: null, form };
  const parsed = v.safeParse(answersSchema(questions), input.answers ?? {});
  if (!parsed.success) throw new ValidationError(answerIssues(parsed.issues, questions));
  const answers = parsed.output as Record<string, unknown>;
  if (invitation && !(await useInvitation(context.tx, context.tenant.id, invitation.id, now)))
    throw new ApiError('INVITATION_USED');
  const submission = await insertSubmission(context.tx, {
    tenantId: context.tenant.id,
    formId: form.id,
    invitationId: invitation?.id ?? null,
    userId: context.user?.id ?? null,
    answers,
    searchText: searchTextOf(answers),
    locale: context.locale,
  });
  await queueSubmissionMails(context, { form, submission });
  return { submission, form };
}

// Submissions ----------------------------------------------------------------


export function submissionFilters(filters: ListQuery['filters']): SubmissionFilters {
  return {
    text: filters.get('q')?.trim() || undefined,
    createdFrom: dateFilter(filters, 'created_at_gteq', false),
    createdUntil: dateFilter(filters, 'created_at_lteq', true),
  };
}

export async function listFormSubmissions(
  context: RequestContext,
  formId: string | undefined,
  query: ListQuery,
): Promise<{ submissions: SubmissionRow[]; total: number }> {
  const { form } = await requireManagedForm(context, formId);
  const { rows, total } = await listSubmissions(context.tx, context.tenant.id, form.id, {
    filters: submissionFilters(query.filters),
    sort: query.sort,
    page: query.page,
  });
  return { submissions: rows, total };
}

export async function getSubmission(
  context: RequestContext,
  formId: string | undefined,
  submissionId: string | undefined,
): Promise<{ form: FormRow; submission: SubmissionRow; questions: QuestionRow[] }> {
  const { form } = await requireManagedForm(context, formId);
  const submission = await findSubmission(
    context.tx,
    context.tenant.id,
    form.id,
    requireUuid(submissionId),
  );
  if (!submission) throw new ApiError('NOT_FOUND');
  return {
    form,
    submission,
    questions: await listQuestions(context.tx, context.tenant.id, [form.id], { withDeleted: true }),
  };
}

/** Deletes one submission, or every submission of the form; audited with the count. */
export async function removeSubmissions(
  context: RequestContext,
  formId: string | undefined,
  submissionId?: string,
): Promise<number> {
  const { user, form } = await requireManagedForm(context, formId);
  const id = submissionId === undefined ? undefined : requireUuid(submissionId);
  const deleted = await deleteSubmissions(context.tx, context.tenant.id, form.id, id);
  if (id && deleted === 0) throw new ApiError('NOT_FOUND');
  await audit(context, user, 'form.submissions_deleted', form.id, {
    count: deleted,
    ...(id ? { submission_id: id } : {}),
  });
  return deleted;
}

/** What an export needs: the form, every question ever asked (deleted ones too) and the matching submissions. */
export async function exportSubmissions(
  context: RequestContext,
  formId: string | undefined,
  query: ListQuery,
): Promise<{ form: FormRow; questions: QuestionRow[]; submissions: SubmissionRow[] }> {
  const { user, form } = await requireManagedForm(context, formId);
  const submissions = await listAllSubmissions(
    context.tx,
    context.tenant.id,
    form.id,
    submissionFilters(query.filters),
  );
  await audit(context, user, 'form.submissions_exported', form.id, { count: submissions.length });
  return {
    form,
    questions: await listQuestions(context.tx, context.tenant.id, [form.id], { withDeleted: true }),
    submissions,
  };
}

// Invitations ----------------------------------------------------------------

export async function listFormInvitations(
  context: RequestContext,
  formId: string | undefined,
  query: ListQuery,
): Promise<{ invitations: InvitationRow[]; total: number }> {
  const { form } = await requireManagedForm(context, formId);
  const { rows, total } = await listInvitations(context.tx, context.tenant.id, form.id, {
    text: query.filters.get('q')?.trim() || undefined,
    page: query.page,
  });
  return { invitations: rows, total };
}

/**
 * Invites each address once to an invitation-only form: each gets its own
 * single-use link by mail; an address with an invitation still waiting is
 * skipped. Returns the new invitations.
 */
export async function inviteToForm(
  context: RequestContext,
  formId: string | undefined,
  body: unknown,
): Promise<InvitationRow[]> {
  const { user, form } = await requireManagedForm(context, formId);
  if (form.accessPermission !== 'token_holder') {
    throw new ValidationError([
      {
        pointer: '/data/attributes/access_permission',
        field: 'access_permission',
        reason: 'invalid',
      },
    ]);
  }
  if (form.status === 'closed') throw new ApiError('FORM_CLOSED');
  const input = parseResourceDocument(body, {
    type: 'form_invitations',
    schema: invitationCreateSchema,
  });
  const now = new Date();
  const waiting = await listPendingInvitationEmails(context.tx, context.tenant.id, form.id, now);
  const expiresAt = new Date(
    now.getTime() + (input.expiresInDays ?? DEFAULT_INVITATION_DAYS) * 86_400_000,
  );
  const created: InvitationRow[] = [];
  for (const email of new Set(input.emails)) {
    if (waiting.has(email)) continue;
    const token = randomToken();
    const invitation = await insertInvitation(context.tx, {
      tenantId: context.tenant.id,
      formId: form.id,
      email,
      tokenHash: tokenDigest(context.config.secretKey, token),
      expiresAt,
      invitedById: user.id,
    });
    const link = await siteUrl(context, form.volunteerCenterId, 'public_site', `/forms/${token}`);
    await queueInvitationMail(context, { form, email, link, expiresAt });
    created.push(invitation);
  }
  await audit(context, user, 'form.invited', form.id, { count: created.length });
  return created;
}

export async function revokeFormInvitation(
  context: RequestContext,
  formId: string | undefined,
  invitationId: string | undefined,
): Promise<InvitationRow> {
  const { form } = await requireManagedForm(context, formId);
  const invitation = await findInvitation(
    context.tx,
    context.tenant.id,
    form.id,
    requireUuid(invitationId),
  );
  if (!invitation) throw new ApiError('NOT_FOUND');
  if (invitation.answeredAt) throw new ApiError('INVITATION_USED');
  await revokeInvitation(context.tx, context.tenant.id, invitation.id, new Date());
  return (await findInvitation(context.tx, context.tenant.id, form.id, invitation.id))!;
}

// Retention -------------------------------------------------------------------

/** The nightly `forms.retention` job: in every tenant, deletes the submissions older than their form's retention period. */
export async function purgeExpiredSubmissions(
  tenantIds: readonly string[],
  inTenant: TenantContextRunner,
  now = new Date(),
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const tenantId of tenantIds) {
    deleted[tenantId] = await inTenant(tenantId, 'job forms.retention', (context) =>
      deleteExpiredSubmissions(context.tx, tenantId, now),
    );
  }
  return deleted;
}
