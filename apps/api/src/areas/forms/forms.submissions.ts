import { ApiError } from '../../platform/http/errors';
import { requireUuid, type ListQuery } from '../../platform/http/json-api';
import { dateFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { listQuestions, type QuestionRow } from './forms.questions.repository';
import type { FormRow } from './forms.repository';
import { audit, requireManagedForm } from './forms.service';
import {
  deleteSubmissions,
  findSubmission,
  listAllSubmissions,
  listSubmissions,
  type SubmissionFilters,
  type SubmissionRow,
} from './forms.submissions.repository';

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
