import { Trans, useLingui } from '@lingui/react/macro';
import { useFormMutations, type ManagedForm } from '@platform/api-client';
import type { FormStatus } from '@platform/contracts';
import { ConfirmDialog, useFailureToast, useToast } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';

const OPEN: FormStatus = 'open';
const CLOSED: FormStatus = 'closed';

type FormRef = Pick<ManagedForm, 'id' | 'title' | 'status' | 'publicUrl' | 'submissionCount'>;

/** What {@link useFormActions} returns. */
export type FormActionControls = {
  /** Opens a draft or closed form for answers, or closes an open one. */
  toggleOpen: (form: FormRef) => void;
  /** Copies the form as a draft and opens the copy in the builder. */
  duplicate: (form: FormRef) => void;
  /** Asks first; `onDone` runs after the deletion (e.g. to leave the form's page). */
  remove: (form: FormRef, onDone?: () => void) => void;
  /** Copies the public link to the clipboard. */
  copyLink: (form: FormRef) => void;
  isPending: boolean;
  /** The confirmation dialog; render it once on the page. */
  dialogs: ReactElement;
};

/** The forms list's and a form's own actions, each answered with a toast. */
export function useFormActions(): FormActionControls {
  const { t } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const navigate = useNavigate();
  const mutations = useFormMutations();
  const [deletion, setDeletion] = useState<{ form: FormRef; onDone?: () => void } | null>(null);

  const failed = (title: string) => (error: unknown) =>
    showFailure(title, error);

  const toggleOpen = ({ id, title, status }: FormRef) => {
    const isOpening = status !== 'open';
    mutations.update.mutate(
      { id, attributes: { status: isOpening ? OPEN : CLOSED } },
      {
        onSuccess: () =>
          toast(
            isOpening
              ? { color: 'success', title: t`Form opened`, message: t`“${title}” takes answers.` }
              : {
                  color: 'success',
                  title: t`Form closed`,
                  message: t`“${title}” takes no more answers.`,
                },
          ),
        onError: isOpening
          ? failed(t`“${title}” could not be opened`)
          : failed(t`“${title}” could not be closed`),
      },
    );
  };

  const duplicate = ({ id, title }: FormRef) =>
    mutations.duplicate.mutate(id, {
      onSuccess: (copy) => {
        const copyTitle = copy.title;
        toast({
          color: 'success',
          title: t`Form copied`,
          message: t`“${copyTitle}” is a draft copy of “${title}”.`,
        });
        void navigate({ to: '/form_builder/$id/edit', params: { id: copy.id } });
      },
      onError: failed(t`“${title}” could not be copied`),
    });

  const copyLink = ({ publicUrl }: FormRef) => {
    if (!publicUrl) return;
    navigator.clipboard.writeText(publicUrl).then(
      () => toast({ color: 'success', title: t`Link copied`, message: publicUrl }),
      () => toast({ color: 'danger', title: t`The link could not be copied`, message: publicUrl }),
    );
  };

  const handleConfirm = () => {
    if (!deletion) return;
    const { form, onDone } = deletion;
    const title = form.title;
    setDeletion(null);
    mutations.remove.mutate(form.id, {
      onSuccess: () => {
        toast({
          color: 'success',
          title: t`Form deleted`,
          message: t`“${title}” and its answers are gone.`,
        });
        onDone?.();
      },
      onError: failed(t`“${title}” could not be deleted`),
    });
  };

  const title = deletion?.form.title ?? '';
  const count = deletion?.form.submissionCount ?? 0;
  return {
    toggleOpen,
    duplicate,
    remove: (form, onDone) => setDeletion({ form, onDone }),
    copyLink,
    isPending:
      mutations.update.isPending || mutations.duplicate.isPending || mutations.remove.isPending,
    dialogs: (
      <ConfirmDialog
        isOpen={deletion !== null}
        title={t`Delete “${title}”?`}
        description={
          <Trans>
            The form, its questions, its invitations and all {count} answers are deleted. Its link
            stops working. This cannot be undone.
          </Trans>
        }
        confirmLabel={t`Delete form`}
        onConfirm={handleConfirm}
        onCancel={() => setDeletion(null)}
      />
    ),
  };
}
