import type {
  FormAccessPermission,
  FormInvitationState,
  FormPurpose,
  FormStatus,
  QuestionType,
} from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { deserialiseDocument } from '../json-api';

/** A question of a form as its builders see it (docs/api.md "Forms"). */
export type ManagedFormQuestion = {
  id: string;
  type: 'form_questions';
  text: string;
  questionType: QuestionType;
  required: boolean;
  /** A text question answered in a multi-line field. */
  longAnswer: boolean;
  /** The choices of a multiple-choice question, or of a checkbox question with several. */
  options: string[];
  minValue: number | null;
  maxValue: number | null;
  /** 1-based place among the form's questions. */
  position: number;
  /** Removed, but kept because earlier answers answer it. */
  deleted: boolean;
  deletedAt: string | null;
};

/** A form as its builders see it; `questions` only when read with them. */
export type ManagedForm = {
  id: string;
  type: 'forms';
  title: string;
  description: string | null;
  organizationId: string;
  volunteerCenterId: string;
  accessPermission: FormAccessPermission;
  status: FormStatus;
  closesAt: string | null;
  confirmationText: string | null;
  notifyEmails: string[];
  retentionMonths: number;
  purpose: FormPurpose | null;
  /** The public link's token (forms anyone may fill in only). */
  token: string | null;
  /** Where visitors fill the form in (forms anyone may fill in only). */
  publicUrl: string | null;
  /** Open and not past its closing date. */
  acceptingAnswers: boolean;
  submissionCount: number;
  createdAt: string;
  updatedAt: string;
  questions?: ManagedFormQuestion[];
};

/** What a builder writes about a form; every field optional on update. */
export type FormAttributes = Partial<{
  title: string;
  description: string | null;
  organizationId: string;
  accessPermission: FormAccessPermission;
  status: FormStatus;
  /** An ISO timestamp, or null for no closing date. */
  closesAt: string | null;
  confirmationText: string | null;
  notifyEmails: string[];
  retentionMonths: number;
  purpose: FormPurpose | null;
}>;

/** What a builder writes about a question; `position` moves it. */
export type QuestionAttributes = Partial<{
  text: string;
  questionType: QuestionType;
  required: boolean;
  longAnswer: boolean;
  options: string[];
  minValue: number | null;
  maxValue: number | null;
  position: number;
}>;

/** One filled-in form: the answers keyed by question id. */
export type ManagedFormSubmission = {
  id: string;
  type: 'form_submissions';
  formId: string;
  answers: Record<string, unknown>;
  locale: string | null;
  invitationId: string | null;
  userId: string | null;
  createdAt: string;
};

/** Where an invitation to an invitation-only form stands (the API's own list, from contracts). */
export type InvitationState = FormInvitationState;

/** An invitation by e-mail to an invitation-only form. */
export type FormInvitation = {
  id: string;
  type: 'form_invitations';
  email: string;
  state: InvitationState;
  expiresAt: string;
  openedAt: string | null;
  answeredAt: string | null;
  revokedAt: string | null;
  createdAt: string;
};

/** The orders the forms list offers; a leading `-` sorts descending. */
export const FORM_LIST_SORTS = [
  '-updated_at',
  'updated_at',
  'title',
  '-title',
  'status',
  '-status',
  '-created_at',
  'created_at',
] as const;
export type FormListSort = (typeof FORM_LIST_SORTS)[number];

/** A page of the forms list; every field optional. */
export type FormListQuery = {
  /** Words in the title. */
  text?: string;
  status?: FormStatus;
  accessPermission?: FormAccessPermission;
  purpose?: FormPurpose;
  organizationId?: string;
  sort?: FormListSort;
  page?: number;
  pageSize?: number;
};

/** A form's submissions: words in the answers, a range of days (YYYY-MM-DD), newest first unless `sort` says otherwise. */
export type SubmissionListQuery = {
  text?: string;
  from?: string;
  until?: string;
  sort?: 'created_at' | '-created_at';
  page?: number;
  pageSize?: number;
};

export const formKeys = {
  all: ['forms'] as const,
  lists: () => [...formKeys.all, 'list'] as const,
  list: (query: FormListQuery) => [...formKeys.lists(), query] as const,
  detail: (id: string) => [...formKeys.all, 'detail', id] as const,
  submissions: (id: string) => [...formKeys.detail(id), 'submissions'] as const,
  submissionList: (id: string, query: SubmissionListQuery) =>
    [...formKeys.submissions(id), 'list', query] as const,
  submission: (id: string, submissionId: string) =>
    [...formKeys.submissions(id), 'one', submissionId] as const,
  invitations: (id: string) => [...formKeys.detail(id), 'invitations'] as const,
};

const formPath = (id: string) => `/api/v1/forms/${encodeURIComponent(id)}`;
const questionPath = (id: string, questionId: string) =>
  `${formPath(id)}/questions/${encodeURIComponent(questionId)}`;
const submissionPath = (id: string, submissionId: string) =>
  `${formPath(id)}/submissions/${encodeURIComponent(submissionId)}`;

const totalOf = (meta: Record<string, unknown>) =>
  typeof meta['total'] === 'number' ? meta['total'] : 0;

/** Questions in their order (the API's, kept when a list arrives unsorted). */
const byPosition = (questions: ManagedFormQuestion[] | undefined) =>
  [...(questions ?? [])].sort((a, b) => a.position - b.position);

const withSortedQuestions = (form: ManagedForm): ManagedForm =>
  form.questions ? { ...form, questions: byPosition(form.questions) } : form;

export async function fetchManagedForms(
  client: ApiClient,
  query: FormListQuery,
  signal?: AbortSignal,
): Promise<{ forms: ManagedForm[]; total: number }> {
  const { data, meta } = await client.read<ManagedForm[]>('/api/v1/forms', {
    query: {
      'filter[q]': query.text,
      'filter[status]': query.status,
      'filter[access_permission]': query.accessPermission,
      'filter[purpose]': query.purpose,
      'filter[organization_id]': query.organizationId,
      sort: query.sort ?? '-updated_at',
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  return { forms: data ?? [], total: totalOf(meta) };
}

export function getManagedFormsQueryOptions(client: ApiClient, query: FormListQuery) {
  return queryOptions({
    queryKey: formKeys.list(query),
    queryFn: ({ signal }) => fetchManagedForms(client, query, signal),
    staleTime: 15_000,
  });
}

/** One form with its questions in order, removed ones (kept for their answers) flagged `deleted`. */
export async function fetchManagedForm(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<ManagedForm> {
  const { data } = await client.read<ManagedForm>(formPath(id), {
    query: { include: 'questions' },
    signal,
  });
  return withSortedQuestions(data);
}

export function getManagedFormQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: formKeys.detail(id),
    queryFn: ({ signal }) => fetchManagedForm(client, id, signal),
    staleTime: 15_000,
  });
}

export async function fetchFormSubmissions(
  client: ApiClient,
  id: string,
  query: SubmissionListQuery,
  signal?: AbortSignal,
): Promise<{ submissions: ManagedFormSubmission[]; total: number }> {
  const { data, meta } = await client.read<ManagedFormSubmission[]>(`${formPath(id)}/submissions`, {
    query: {
      ...submissionFilters(query),
      sort: query.sort ?? '-created_at',
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  return { submissions: data ?? [], total: totalOf(meta) };
}

function submissionFilters(query: SubmissionListQuery) {
  return {
    'filter[q]': query.text,
    'filter[created_at_gteq]': query.from,
    'filter[created_at_lteq]': query.until,
  };
}

export function getFormSubmissionsQueryOptions(
  client: ApiClient,
  id: string,
  query: SubmissionListQuery,
) {
  return queryOptions({
    queryKey: formKeys.submissionList(id, query),
    queryFn: ({ signal }) => fetchFormSubmissions(client, id, query, signal),
    staleTime: 15_000,
  });
}

type RawResource = { id: string; type: string; attributes?: Record<string, unknown> };

/** One submission with every question of its form, removed ones too (flagged `deleted`), in order. */
export async function fetchFormSubmission(
  client: ApiClient,
  id: string,
  submissionId: string,
  signal?: AbortSignal,
): Promise<{ submission: ManagedFormSubmission; questions: ManagedFormQuestion[] }> {
  // The questions come as `included` without a relationship to them, which a
  // flattened read drops: this one reads the document as it is.
  const raw = await client.requestJson<{ data: RawResource; included?: RawResource[] }>(
    'GET',
    submissionPath(id, submissionId),
    { signal },
  );
  const submission = {
    id: raw.data.id,
    type: 'form_submissions',
    ...raw.data.attributes,
  } as ManagedFormSubmission;
  const questions = (raw.included ?? [])
    .filter((resource) => resource.type === 'form_questions')
    .map(
      (resource) =>
        ({
          id: resource.id,
          type: 'form_questions',
          ...resource.attributes,
        }) as ManagedFormQuestion,
    );
  return { submission, questions: byPosition(questions) };
}

export function getFormSubmissionQueryOptions(client: ApiClient, id: string, submissionId: string) {
  return queryOptions({
    queryKey: formKeys.submission(id, submissionId),
    queryFn: ({ signal }) => fetchFormSubmission(client, id, submissionId, signal),
    staleTime: 15_000,
  });
}

export async function fetchFormInvitations(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<FormInvitation[]> {
  const { data } = await client.read<FormInvitation[]>(`${formPath(id)}/invitations`, {
    query: { 'page[size]': 500 },
    signal,
  });
  return data ?? [];
}

export function getFormInvitationsQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: formKeys.invitations(id),
    queryFn: ({ signal }) => fetchFormInvitations(client, id, signal),
    staleTime: 15_000,
  });
}

/**
 * The submissions as the API's CSV file (one column per question, in the
 * request's language), with the same filters as the list.
 */
export function exportFormSubmissions(
  client: ApiClient,
  id: string,
  query: Pick<SubmissionListQuery, 'text' | 'from' | 'until'> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  return client.readFile(`${formPath(id)}/submissions/export`, { query: submissionFilters(query) });
}

export async function createForm(
  client: ApiClient,
  attributes: FormAttributes,
): Promise<ManagedForm> {
  return withSortedQuestions(
    (await client.write<ManagedForm>('POST', '/api/v1/forms', { type: 'forms', attributes })).data,
  );
}

export async function updateForm(
  client: ApiClient,
  id: string,
  attributes: FormAttributes,
): Promise<ManagedForm> {
  return withSortedQuestions(
    (await client.write<ManagedForm>('PATCH', formPath(id), { type: 'forms', id, attributes }))
      .data,
  );
}

export async function duplicateForm(client: ApiClient, id: string): Promise<ManagedForm> {
  return withSortedQuestions(
    deserialiseDocument<ManagedForm>(
      await client.requestJson<unknown>('POST', `${formPath(id)}/duplicate`),
    ).data,
  );
}

export async function deleteForm(client: ApiClient, id: string): Promise<void> {
  await client.remove(formPath(id));
}

export async function createQuestion(
  client: ApiClient,
  id: string,
  attributes: QuestionAttributes,
): Promise<ManagedFormQuestion> {
  return (
    await client.write<ManagedFormQuestion>('POST', `${formPath(id)}/questions`, {
      type: 'form_questions',
      attributes,
    })
  ).data;
}

export async function updateQuestion(
  client: ApiClient,
  id: string,
  questionId: string,
  attributes: QuestionAttributes,
): Promise<ManagedFormQuestion> {
  return (
    await client.write<ManagedFormQuestion>('PATCH', questionPath(id, questionId), {
      type: 'form_questions',
      id: questionId,
      attributes,
    })
  ).data;
}

export async function deleteQuestion(
  client: ApiClient,
  id: string,
  questionId: string,
): Promise<void> {
  await client.remove(questionPath(id, questionId));
}

export async function deleteFormSubmission(
  client: ApiClient,
  id: string,
  submissionId: string,
): Promise<void> {
  await client.remove(submissionPath(id, submissionId));
}

/** Deletes every submission of a form; how many went. */
export async function deleteAllFormSubmissions(client: ApiClient, id: string): Promise<number> {
  const document = await client.requestJson<{ meta?: { deleted?: unknown } }>(
    'DELETE',
    `${formPath(id)}/submissions`,
  );
  return typeof document.meta?.deleted === 'number' ? document.meta.deleted : 0;
}

/** Invites addresses; the answer lists the new invitations (addresses already waiting are skipped). */
export async function inviteToForm(
  client: ApiClient,
  id: string,
  input: { emails: string[]; expiresInDays?: number },
): Promise<FormInvitation[]> {
  return (
    (
      await client.write<FormInvitation[]>('POST', `${formPath(id)}/invitations`, {
        type: 'form_invitations',
        attributes: input,
      })
    ).data ?? []
  );
}

export async function revokeFormInvitation(
  client: ApiClient,
  id: string,
  invitationId: string,
): Promise<FormInvitation> {
  return deserialiseDocument<FormInvitation>(
    await client.requestJson<unknown>(
      'POST',
      `${formPath(id)}/invitations/${encodeURIComponent(invitationId)}/revoke`,
    ),
  ).data;
}

/**
 * The form mutations. Every form query is read again after each; callers
 * show failures themselves (the builder beside its fields, lists in a toast).
 */
export function useFormMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: formKeys.all });
  const meta = { showsErrorInline: true };
  return {
    create: useMutation({
      meta,
      onSuccess,
      mutationFn: (attributes: FormAttributes) => createForm(client, attributes),
    }),
    update: useMutation({
      meta,
      onSuccess,
      mutationFn: ({ id, attributes }: { id: string; attributes: FormAttributes }) =>
        updateForm(client, id, attributes),
    }),
    duplicate: useMutation({
      meta,
      onSuccess,
      mutationFn: (id: string) => duplicateForm(client, id),
    }),
    remove: useMutation({ meta, onSuccess, mutationFn: (id: string) => deleteForm(client, id) }),
  };
}

/** Adding, changing, moving and removing a form's questions, each saved at once. */
export function useQuestionMutations(formId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: formKeys.all });
  const meta = { showsErrorInline: true };
  return {
    create: useMutation({
      meta,
      onSuccess,
      mutationFn: (attributes: QuestionAttributes) => createQuestion(client, formId, attributes),
    }),
    update: useMutation({
      meta,
      onSuccess,
      mutationFn: ({ id, attributes }: { id: string; attributes: QuestionAttributes }) =>
        updateQuestion(client, formId, id, attributes),
    }),
    remove: useMutation({
      meta,
      onSuccess,
      mutationFn: (questionId: string) => deleteQuestion(client, formId, questionId),
    }),
  };
}

/** Deleting submissions (one, or all) and exporting them. */
export function useSubmissionMutations(formId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: formKeys.all });
  const meta = { showsErrorInline: true };
  return {
    remove: useMutation({
      meta,
      onSuccess,
      mutationFn: (submissionId: string) => deleteFormSubmission(client, formId, submissionId),
    }),
    removeAll: useMutation({
      meta,
      onSuccess,
      mutationFn: () => deleteAllFormSubmissions(client, formId),
    }),
    exportCsv: useMutation({
      meta,
      mutationFn: (query: Pick<SubmissionListQuery, 'text' | 'from' | 'until'>) =>
        exportFormSubmissions(client, formId, query),
    }),
  };
}

/** Inviting addresses to an invitation-only form and revoking invitations. */
export function useInvitationMutations(formId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: formKeys.invitations(formId) });
  const meta = { showsErrorInline: true };
  return {
    invite: useMutation({
      meta,
      onSuccess,
      mutationFn: (input: { emails: string[]; expiresInDays?: number }) =>
        inviteToForm(client, formId, input),
    }),
    revoke: useMutation({
      meta,
      onSuccess,
      mutationFn: (invitationId: string) => revokeFormInvitation(client, formId, invitationId),
    }),
  };
}
