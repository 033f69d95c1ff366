import { Trans, useLingui } from '@lingui/react/macro';
import {
  refusedAttributes,
  useChangeVacancyStatus,
  useDeleteVacancy,
  useUpdateVacancy,
  type Vacancy,
} from '@platform/api-client';
import { ConfirmDialog, useFailureToast, useToast } from '@platform/ui';
import { useState, type ReactElement } from 'react';
import { describeApiIssue } from '../utils/api-issues';
import { ARCHIVE, PUBLISH_CHANGE, RESTORE } from '../utils/vacancy-actions';

type Confirmation = { isDeletion: boolean; vacancy: Pick<Vacancy, 'id' | 'title'>; onDone?: () => void };

/** What {@link useVacancyActions} returns. */
export type VacancyActionControls = {
  /** Publishes at once; missing fields come back in a toast that names them. */
  publish: (vacancy: Pick<Vacancy, 'id' | 'title'>) => void;
  /** Asks first, then archives. */
  archive: (vacancy: Pick<Vacancy, 'id' | 'title'>) => void;
  restore: (vacancy: Pick<Vacancy, 'id' | 'title'>) => void;
  /** Asks first, then deletes; `onDone` runs after the deletion (e.g. to leave the deleted vacancy's page). */
  remove: (vacancy: Pick<Vacancy, 'id' | 'title'>, onDone?: () => void) => void;
  /** Whether one of the actions is under way. */
  isPending: boolean;
  /** The confirmation dialogs; render it once on the page. */
  dialogs: ReactElement;
};

/**
 * The status actions of the vacancy list and detail page: publish, archive
 * (confirmed), restore and delete (confirmed), each answered with a toast.
 * Failures are worded here, so a refused publish lists what is missing.
 */
export function useVacancyActions(): VacancyActionControls {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const update = useUpdateVacancy({ showsErrorInline: true });
  const changeStatus = useChangeVacancyStatus({ showsErrorInline: true });
  const deletion = useDeleteVacancy({ showsErrorInline: true });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const failed = (title: string) => (error: unknown) => {
    const issues = refusedAttributes(error);
    if (issues.length === 0) return showFailure(title, error);
    showFailure(title, error, { message: issues.map((issue) => describeApiIssue(i18n, issue)).join(' '), duration: 10_000 });
  };

  const publish = ({ id, title }: Pick<Vacancy, 'id' | 'title'>) =>
    update.mutate(
      { id, attributes: PUBLISH_CHANGE },
      {
        onSuccess: () => toast({ color: 'success', title: t`Vacancy published`, message: t`“${title}” is now on the website.` }),
        onError: failed(t`“${title}” could not be published`),
      },
    );

  const restore = ({ id, title }: Pick<Vacancy, 'id' | 'title'>) =>
    changeStatus.mutate(
      { id, action: RESTORE },
      {
        onSuccess: () => toast({ color: 'success', title: t`Vacancy restored`, message: t`“${title}” is a draft again.` }),
        onError: failed(t`“${title}” could not be restored`),
      },
    );

  const handleConfirm = () => {
    if (!confirmation) return;
    const { isDeletion, vacancy, onDone } = confirmation;
    const { title } = vacancy;
    setConfirmation(null);
    if (!isDeletion) {
      changeStatus.mutate(
        { id: vacancy.id, action: ARCHIVE },
        {
          onSuccess: () => toast({ color: 'success', title: t`Vacancy archived`, message: t`“${title}” is no longer on the website.` }),
          onError: failed(t`“${title}” could not be archived`),
        },
      );
    } else {
      deletion.mutate(vacancy.id, {
        onSuccess: () => {
          toast({ color: 'success', title: t`Vacancy deleted`, message: t`“${title}” has been deleted.` });
          onDone?.();
        },
        onError: failed(t`“${title}” could not be deleted`),
      });
    }
  };

  const title = confirmation?.vacancy.title ?? '';
  const dialogs = (
    <ConfirmDialog
      isOpen={confirmation !== null}
      title={confirmation?.isDeletion ? <Trans>Delete “{title}”?</Trans> : <Trans>Archive “{title}”?</Trans>}
      description={
        confirmation?.isDeletion ? (
          <Trans>The vacancy disappears from the website and from your lists. This cannot be undone.</Trans>
        ) : (
          <Trans>The vacancy disappears from the website. You can restore it later as a draft.</Trans>
        )
      }
      confirmLabel={confirmation?.isDeletion ? <Trans>Delete</Trans> : <Trans>Archive</Trans>}
      onConfirm={handleConfirm}
      onCancel={() => setConfirmation(null)}
    />
  );

  return {
    publish,
    archive: (vacancy) => setConfirmation({ isDeletion: false, vacancy }),
    restore,
    remove: (vacancy, onDone) => setConfirmation({ isDeletion: true, vacancy, onDone }),
    isPending: update.isPending || changeStatus.isPending || deletion.isPending,
    dialogs,
  };
}
