import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError, useWithdrawApplication, type Application } from '@platform/api-client';
import { ConfirmDialog, useFailureToast, useToast } from '@platform/ui';
import { useState, type ReactElement } from 'react';

type Subject = Pick<Application, 'id' | 'vacancyTitle'>;

/** Props of {@link useWithdrawApplicationDialog}. */
export type WithdrawOptions = {
  /** Called once the list shows the withdrawn application, e.g. to move focus to it. */
  onWithdrawn?: (id: string) => void;
};

/** What {@link useWithdrawApplicationDialog} returns. */
export type WithdrawControls = {
  /** Asks the user to confirm; the application is withdrawn when they do. */
  ask: (application: Subject) => void;
  /** The application being withdrawn right now, if any. */
  withdrawingId: string | null;
  /** The confirmation dialog; render it once on the page. */
  dialog: ReactElement;
};

/**
 * Withdrawing one's own application: a confirmation first, then a toast. The
 * lists refresh before the toast (the mutation waits for them), so the page
 * shows "Withdrawn" when it is announced; a refusal says why and shows the
 * current status.
 */
export function useWithdrawApplicationDialog({ onWithdrawn }: WithdrawOptions = {}): WithdrawControls {
  const { t } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const withdraw = useWithdrawApplication({ showsErrorInline: true });
  const [asked, setAsked] = useState<Subject | null>(null);

  const handleConfirm = () => {
    if (!asked) return;
    const { id, vacancyTitle } = asked;
    setAsked(null);
    withdraw.mutate(id, {
      onSuccess: () => {
        toast({
          color: 'success',
          title: t`Application withdrawn`,
          message: t`Your application for “${vacancyTitle}” has been withdrawn.`,
        });
        onWithdrawn?.(id);
      },
      onError: (error) => {
        // A 409: the organisation decided (or another tab withdrew) in the meantime.
        const isStale = isApiError(error) && error.code === 'INVALID_TRANSITION';
        showFailure(t`Your application could not be withdrawn`, error, {
          message: isStale ? t`Its status has changed in the meantime. The list now shows the current status.` : undefined,
        });
      },
    });
  };

  const vacancyTitle = asked?.vacancyTitle ?? '';
  const dialog = (
    <ConfirmDialog
      isOpen={asked !== null}
      title={<Trans>Withdraw your application?</Trans>}
      description={
        <Trans>
          Your application for “{vacancyTitle}” will be withdrawn, and the organisation will see that. You can
          apply again later while the vacancy is open.
        </Trans>
      }
      confirmLabel={<Trans>Withdraw</Trans>}
      cancelLabel={<Trans>Keep application</Trans>}
      onConfirm={handleConfirm}
      onCancel={() => setAsked(null)}
    />
  );

  return {
    ask: setAsked,
    withdrawingId: withdraw.isPending ? (withdraw.variables ?? null) : null,
    dialog,
  };
}
