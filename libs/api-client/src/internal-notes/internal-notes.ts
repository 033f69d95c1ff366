import type { InternalNoteSubjectType } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

/** A staff-only note about an organisation or a user (docs/api.md, issue 5). */
export type InternalNote = {
  id: string;
  type: 'internal_notes';
  subjectType: InternalNoteSubjectType;
  subjectId: string;
  note: string;
  /** `null` once the author's account is gone. */
  authorId: string | null;
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What a note is about. */
export type InternalNoteSubject = { subjectType: InternalNoteSubjectType; subjectId: string };

export const internalNoteKeys = {
  all: ['internal-notes'] as const,
  list: ({ subjectType, subjectId }: InternalNoteSubject) => [...internalNoteKeys.all, subjectType, subjectId] as const,
};

const notePath = (id: string) => `/api/v1/internal_notes/${encodeURIComponent(id)}`;

/** Most notes read at once: the admin list size of spec §9, far more than any subject gathers. */
const NOTES_PAGE_SIZE = 1000;

/** The notes about one subject, newest first; only admins and the subject's centre superuser may read them. */
export async function fetchInternalNotes(client: ApiClient, subject: InternalNoteSubject, signal?: AbortSignal): Promise<InternalNote[]> {
  const { data } = await client.read<InternalNote[]>('/api/v1/internal_notes', {
    query: {
      'filter[subject_type]': subject.subjectType,
      'filter[subject_id]': subject.subjectId,
      sort: '-created_at',
      'page[size]': NOTES_PAGE_SIZE,
    },
    signal,
  });
  return data ?? [];
}

export function getInternalNotesQueryOptions(client: ApiClient, subject: InternalNoteSubject) {
  return queryOptions({
    queryKey: internalNoteKeys.list(subject),
    queryFn: ({ signal }) => fetchInternalNotes(client, subject, signal),
    staleTime: 15_000,
  });
}

export async function createInternalNote(client: ApiClient, subject: InternalNoteSubject, note: string): Promise<InternalNote> {
  const attributes = { ...subject, note };
  return (await client.write<InternalNote>('POST', '/api/v1/internal_notes', { type: 'internal_notes', attributes })).data;
}

/** Rewrites a note (its author or an admin). */
export async function updateInternalNote(client: ApiClient, id: string, note: string): Promise<InternalNote> {
  return (await client.write<InternalNote>('PATCH', notePath(id), { type: 'internal_notes', id, attributes: { note } })).data;
}

/** Deletes a note (its author or an admin). */
export async function deleteInternalNote(client: ApiClient, id: string): Promise<void> {
  await client.remove(notePath(id));
}

/** The subject's notes are stale after any change to one of them. */
function useInvalidateNotes(subject: InternalNoteSubject) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: internalNoteKeys.list(subject) });
}

/** Writes a note about `subject`; the panel shows failures itself. */
export function useCreateInternalNote(subject: InternalNoteSubject) {
  const client = useApiClient();
  const invalidate = useInvalidateNotes(subject);
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (note: string) => createInternalNote(client, subject, note),
    onSuccess: invalidate,
  });
}

export function useUpdateInternalNote(subject: InternalNoteSubject) {
  const client = useApiClient();
  const invalidate = useInvalidateNotes(subject);
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: ({ id, note }: { id: string; note: string }) => updateInternalNote(client, id, note),
    onSuccess: invalidate,
  });
}

export function useDeleteInternalNote(subject: InternalNoteSubject) {
  const client = useApiClient();
  const invalidate = useInvalidateNotes(subject);
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (id: string) => deleteInternalNote(client, id),
    onSuccess: invalidate,
  });
}
