import type * as v from 'valibot';
import { FORM_QUESTIONS_MAX, questionCreateSchema, questionUpdateSchema } from '@platform/contracts';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import { pickedFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import {
  deleteQuestion,
  findQuestion,
  insertQuestion,
  isQuestionAnswered,
  listQuestions,
  updateQuestion,
  type QuestionRow,
} from './forms.questions.repository';
import { updateForm } from './forms.repository';
import { requireManagedForm } from './forms.service';

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
