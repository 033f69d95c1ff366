import * as v from 'valibot';
import {
  answersSchema,
  FORM_PURPOSES,
  formSubmissionCreateSchema,
  type FormAvailability,
  type FormPurpose,
} from '@platform/contracts';
import { ApiError, ValidationError, type FieldIssue } from '../../platform/http/errors';
import {
  describeIssue,
  extractAttributes,
  isUuid,
  validateAttributes,
  type ListQuery,
} from '../../platform/http/json-api';
import { pickedFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { tokenDigest } from '../../platform/secrets/tokens';
import {
  findInvitationByTokenHash,
  markInvitationOpened,
  useInvitation,
  type InvitationRow,
} from './forms.invitations.repository';
import { queueSubmissionMails } from './forms.mails';
import { isAcceptingAnswers } from './forms.policy';
import { listQuestions, type QuestionRow } from './forms.questions.repository';
import { findFormByToken, findFormRow, listOpenFormsFor, type FormRow } from './forms.repository';
import { insertSubmission, type SubmissionRow } from './forms.submissions.repository';

/** A form as a visitor reaches it through a token. */
export type PublicForm = {
  form: FormRow;
  questions: QuestionRow[];
  availability: FormAvailability;
  invitation: InvitationRow | null;
  token: string;
};
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
  const input = validateAttributes(attributes, formSubmissionCreateSchema, basePointer);
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
