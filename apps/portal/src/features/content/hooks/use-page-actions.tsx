import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMutations, type ManagedPage } from '@platform/api-client';
import { ConfirmDialog, useFailureToast, useToast } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';

type PageRef = Pick<ManagedPage, 'id' | 'title'>;

/** What {@link usePageActions} returns. */
export type PageActionControls = {
  publish: (page: PageRef) => void;
  unpublish: (page: PageRef) => void;
  /** Copies the page as a draft and opens the copy in the editor. */
  duplicate: (page: PageRef) => void;
  /** Asks first; `onDone` runs after the deletion (e.g. to leave the editor). */
  remove: (page: PageRef, onDone?: () => void) => void;
  isPending: boolean;
  /** The confirmation dialog; render it once on the page. */
  dialogs: ReactElement;
};

/** The content list's and editor's page actions, each answered with a toast. */
export function usePageActions(): PageActionControls {
  const { t } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const navigate = useNavigate();
  const mutations = usePageMutations();
  const [deletion, setDeletion] = useState<{ page: PageRef; onDone?: () => void } | null>(null);

  const failed = (title: string) => (error: unknown) =>
    showFailure(title, error);

  const publish = ({ id, title }: PageRef) =>
    mutations.update.mutate(
      { id, attributes: { isPublished: true } },
      {
        onSuccess: () => toast({ color: 'success', title: t`Page published`, message: t`“${title}” is on the website.` }),
        onError: failed(t`“${title}” could not be published`),
      },
    );
  const unpublish = ({ id, title }: PageRef) =>
    mutations.update.mutate(
      { id, attributes: { isPublished: false } },
      {
        onSuccess: () => toast({ color: 'success', title: t`Page taken offline`, message: t`Visitors no longer see “${title}”.` }),
        onError: failed(t`“${title}” could not be taken offline`),
      },
    );
  const duplicate = ({ id, title }: PageRef) =>
    mutations.duplicate.mutate(id, {
      onSuccess: (copy) => {
        const copyTitle = copy.title;
        toast({ color: 'success', title: t`Page copied`, message: t`“${copyTitle}” is a draft copy of “${title}”.` });
        void navigate({ to: '/content/pages/$id', params: { id: copy.id } });
      },
      onError: failed(t`“${title}” could not be copied`),
    });

  const handleConfirm = () => {
    if (!deletion) return;
    const { page, onDone } = deletion;
    const title = page.title;
    setDeletion(null);
    mutations.remove.mutate(page.id, {
      onSuccess: () => {
        toast({ color: 'success', title: t`Page deleted`, message: t`“${title}” and its history are gone.` });
        onDone?.();
      },
      onError: failed(t`“${title}” could not be deleted`),
    });
  };

  const title = deletion?.page.title ?? '';
  return {
    publish,
    unpublish,
    duplicate,
    remove: (page, onDone) => setDeletion({ page, onDone }),
    isPending: mutations.update.isPending || mutations.duplicate.isPending || mutations.remove.isPending,
    dialogs: (
      <ConfirmDialog
        isOpen={deletion !== null}
        title={t`Delete “${title}”?`}
        description={
          <Trans>
            The page, its earlier versions and the menu items that link to it are deleted. Visitors who open its address get
            “page not found”. This cannot be undone.
          </Trans>
        }
        confirmLabel={t`Delete page`}
        onConfirm={handleConfirm}
        onCancel={() => setDeletion(null)}
      />
    ),
  };
}
