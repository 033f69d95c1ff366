import type { FormAccessPermission, FormAvailability, FormPurpose, QuestionType } from '@platform/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

/**
 * Whether a visitor can fill in a form now: `open`, or why not (closed or
 * past its closing date; an invitation-only form opened without, with a used
 * or with an expired or withdrawn invitation). The API's own list, from contracts.
 */
export type { FormAvailability } from '@platform/contracts';

/** A question of a form as visitors get it (spec §3 "Question"). */
export type FormQuestion = {
  id: string;
  type: 'form_questions';
  text: string;
  questionType: QuestionType;
  required: boolean;
  /** A text question answered in a multi-line field. */
  longAnswer: boolean;
  /** The choices of a multiple-choice or checkbox question; a checkbox without any is a single tick. */
  options: string[];
  minValue: number | null;
  maxValue: number | null;
  /** 1-based place among the form's questions. */
  position: number;
  deleted: boolean;
};

/** A form as visitors see it, by its link's token (the resource's id). */
export type PublicForm = {
  /** The token that opens it: the form's own, or an invitation's. */
  id: string;
  type: 'public_forms';
  formId: string;
  title: string;
  description: string | null;
  accessPermission: FormAccessPermission;
  availability: FormAvailability;
  closesAt: string | null;
  /** The questions in order; only while the form is `open`. */
  questions: FormQuestion[];
};

/** Which of the centre's forms a page shows without a token: a block's chosen form, or by purpose. */
export type PublicFormsQuery = { formId: string } | { purpose: FormPurpose };

/** A visitor's answers, keyed by question id, and the honeypot a person leaves empty. */
export type FormSubmissionInput = {
  token: string;
  answers: Record<string, unknown>;
  /** The hidden `website` field: bots fill it in, people never see it. */
  honeypot: string;
};

/** What the API answers to a stored submission. */
export type FormSubmission = {
  id: string;
  type: 'form_submissions';
  /** The form owner's thank-you text; `null` when they wrote none. */
  confirmationText: string | null;
};

export const publicFormKeys = {
  all: ['public-forms'] as const,
  byToken: (token: string) => [...publicFormKeys.all, 'token', token] as const,
  list: (query: PublicFormsQuery) => [...publicFormKeys.all, 'list', query] as const,
};

const PUBLIC_STALE_TIME_MS = 60_000;

/** Questions in their order; a question the builder removed is never asked. */
function withSortedQuestions(form: PublicForm): PublicForm {
  const questions = (form.questions ?? [])
    .filter((question) => !question.deleted)
    .sort((a, b) => a.position - b.position);
  return { ...form, questions };
}

/** The form a link's token opens; an ApiError 404 for an unknown token or a draft. */
export async function fetchPublicForm(
  client: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<PublicForm> {
  const { data } = await client.read<PublicForm>(
    `/api/v1/public_forms/${encodeURIComponent(token)}`,
    { signal },
  );
  return withSortedQuestions(data);
}

export function getPublicFormQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: publicFormKeys.byToken(token),
    queryFn: ({ signal }) => fetchPublicForm(client, token, signal),
    staleTime: PUBLIC_STALE_TIME_MS,
  });
}

/**
 * The centre's forms a page shows: a page block's chosen form (empty unless it
 * is an anonymous form of this centre that is not a draft), or the open forms
 * with a purpose (the contact form, the workshops).
 */
export async function fetchPublicForms(
  client: ApiClient,
  query: PublicFormsQuery,
  signal?: AbortSignal,
): Promise<PublicForm[]> {
  const { data } = await client.read<PublicForm[]>('/api/v1/public_forms', {
    query:
      'formId' in query
        ? { 'filter[form_id]': query.formId }
        : { 'filter[purpose]': query.purpose },
    signal,
  });
  return data.map(withSortedQuestions);
}

export function getPublicFormsQueryOptions(client: ApiClient, query: PublicFormsQuery) {
  return queryOptions({
    queryKey: publicFormKeys.list(query),
    queryFn: ({ signal }) => fetchPublicForms(client, query, signal),
    staleTime: PUBLIC_STALE_TIME_MS,
  });
}

/**
 * Sends a visitor's answers. Fails with 422 (answers refused, each pointing at
 * `/data/attributes/answers/<questionId>`), 409 `FORM_CLOSED`,
 * `INVITATION_USED` or `INVITATION_EXPIRED`, 403 `INVITATION_REQUIRED`, or 429.
 */
export async function submitPublicForm(
  client: ApiClient,
  { token, answers, honeypot }: FormSubmissionInput,
): Promise<FormSubmission> {
  // Answers go as they are: their keys are question ids, not attribute names.
  const { data } = await client.write<FormSubmission>(
    'POST',
    `/api/v1/public_forms/${encodeURIComponent(token)}`,
    { type: 'form_submissions', attributes: { answers, honeypot } },
  );
  return data;
}

/** The fill-in form's mutation; the form shows failures itself (no toast). */
export function useSubmitPublicForm() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: FormSubmissionInput) => submitPublicForm(client, input),
    meta: { showsErrorInline: true },
  });
}
