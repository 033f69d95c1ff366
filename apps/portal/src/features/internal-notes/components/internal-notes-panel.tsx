import { Trans, useLingui } from '@lingui/react/macro';
import {
  getInternalNotesQueryOptions,
  useApiClient,
  useCreateInternalNote,
  useCurrentUser,
  useDeleteInternalNote,
  useUpdateInternalNote,
  type InternalNote,
  type InternalNoteSubject,
} from '@platform/api-client';
import { internalNoteUpdateSchema, type InternalNoteSubjectType } from '@platform/contracts';
import { Button, ConfirmDialog, Form, Textarea, useFailureToast, useToast } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import { formatNoteTime } from '../utils/format-note-time';
import { mayChangeNote, mayKeepNotes } from '../utils/note-permissions';

/** Props of {@link InternalNotesPanel}. */
export type InternalNotesPanelProps = {
  /** What the notes are about: an organisation or a user. */
  subjectType: InternalNoteSubjectType;
  subjectId: string;
  className?: string;
};

const noteFormSchema = v.object({ note: internalNoteUpdateSchema.entries.note });
type NoteFormValues = v.InferInput<typeof noteFormSchema>;
type NoteForm = UseFormReturn<NoteFormValues, unknown, v.InferOutput<typeof noteFormSchema>>;

/**
 * Staff's internal notes about an organisation or a user: newest first, a
 * form for a new one, and edit and delete for the notes one may change (one's
 * own; admins every one). Renders nothing for anyone but admins and centre
 * superusers, so pages can place it unconditionally.
 */
export function InternalNotesPanel(props: InternalNotesPanelProps) {
  const user = useCurrentUser();
  if (!mayKeepNotes(user.roles)) return null;
  return <NotesSection {...props} />;
}

/** The toast of a failed note action, in the error catalogue's words. */
function useNoteFailure() {
  const showFailure = useFailureToast();
  return (title: string) => (error: unknown) => showFailure(title, error);
}

function NotesSection({ subjectType, subjectId, className }: InternalNotesPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const subject: InternalNoteSubject = { subjectType, subjectId };
  const notes = useQuery(getInternalNotesQueryOptions(useApiClient(), subject));
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<InternalNote | null>(null);
  const { toast } = useToast();
  const failed = useNoteFailure();
  const deletion = useDeleteInternalNote(subject);

  const handleDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    setDeleting(null);
    deletion.mutate(id, {
      onSuccess: () => toast({ color: 'success', title: t`Note deleted`, message: t`The note has been deleted.` }),
      onError: failed(t`The note could not be deleted`),
    });
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="font-heading text-xl font-semibold">
        <Trans>Internal notes</Trans>
      </h2>
      <p className="mt-1 text-sm opacity-80">
        <Trans>Only admins and the centre’s staff see these notes, never the organisation or person they are about.</Trans>
      </p>
      <NewNoteForm subject={subject} />
      {notes.isPending ? (
        <p className="mt-4" aria-busy="true">
          <Trans>Loading notes…</Trans>
        </p>
      ) : notes.isError ? (
        <div role="alert" className="mt-4">
          <p>
            <Trans>The notes could not be loaded.</Trans>
          </p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void notes.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : notes.data.length === 0 ? (
        <p className="mt-4">
          <Trans>No notes yet.</Trans>
        </p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {notes.data.map((note) => (
            <li key={note.id}>
              <NoteItem
                note={note}
                subject={subject}
                isEditing={editingId === note.id}
                onEdit={() => setEditingId(note.id)}
                onDone={() => setEditingId(null)}
                onDelete={() => setDeleting(note)}
              />
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={<Trans>Delete this note?</Trans>}
        description={<Trans>This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function NewNoteForm({ subject }: { subject: InternalNoteSubject }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const failed = useNoteFailure();
  const create = useCreateInternalNote(subject);
  const handleSubmit = async ({ note }: { note: string }, form: NoteForm) => {
    try {
      await create.mutateAsync(note);
      toast({ color: 'success', title: t`Note added`, message: t`Your note is saved.` });
      form.reset({ note: '' });
    } catch (error) {
      failed(t`The note could not be saved`)(error);
    }
  };
  return (
    <Form schema={noteFormSchema} defaultValues={{ note: '' }} onSubmit={handleSubmit} className="mt-4 flex flex-col gap-3" aria-label={t`New note`}>
      <Textarea name="note" label={t`New note`} rows={3} isRequired />
      <div>
        <Button type="submit" variant="secondary" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          <Trans>Add note</Trans>
        </Button>
      </div>
    </Form>
  );
}

type NoteItemProps = {
  note: InternalNote;
  subject: InternalNoteSubject;
  isEditing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
};

function NoteItem({ note, subject, isEditing, onEdit, onDone, onDelete }: NoteItemProps) {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const { toast } = useToast();
  const failed = useNoteFailure();
  const update = useUpdateInternalNote(subject);
  const author = note.authorName ?? t`A former user`;
  const writtenAt = formatNoteTime(note.createdAt, i18n.locale);
  const isEdited = note.updatedAt !== note.createdAt;

  const handleSubmit = async (values: { note: string }) => {
    try {
      await update.mutateAsync({ id: note.id, note: values.note });
      toast({ color: 'success', title: t`Note saved`, message: t`Your changes to the note are saved.` });
      onDone();
    } catch (error) {
      failed(t`The note could not be saved`)(error);
    }
  };

  return (
    <article className="rounded-theme border border-black/10 p-4 dark:border-white/15">
      <p className="text-sm">
        <span className="font-semibold">{author}</span>{' '}
        <span className="opacity-80">
          {writtenAt}
          {isEdited && <Trans> (edited)</Trans>}
        </span>
      </p>
      {isEditing ? (
        <Form schema={noteFormSchema} defaultValues={{ note: note.note }} onSubmit={handleSubmit} className="mt-2 flex flex-col gap-3" aria-label={t`Edit note`}>
          <Textarea name="note" label={t`Note`} rows={3} isRequired autoFocus />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={update.isPending} aria-busy={update.isPending || undefined}>
              <Trans>Save</Trans>
            </Button>
            <Button variant="outline" size="sm" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </Form>
      ) : (
        <>
          <p className="mt-2 whitespace-pre-wrap">{note.note}</p>
          {mayChangeNote(user, note) && (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="light" size="sm" onClick={onEdit}>
                <Trans>Edit</Trans>
                <span className="sr-only">
                  {' '}
                  <Trans>the note of {writtenAt}</Trans>
                </span>
              </Button>
              <Button variant="light" size="sm" onClick={onDelete}>
                <Trans>Delete</Trans>
                <span className="sr-only">
                  {' '}
                  <Trans>the note of {writtenAt}</Trans>
                </span>
              </Button>
            </div>
          )}
        </>
      )}
    </article>
  );
}
