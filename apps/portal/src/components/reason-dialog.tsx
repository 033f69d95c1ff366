import { Trans } from '@lingui/react/macro';
import { Button, Dialog } from '@platform/ui';
import { useId, type ReactNode } from 'react';

/** Props of {@link ReasonDialog}. */
export type ReasonDialogProps = {
  isOpen: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The reason field's label and the hint below it (who reads the reason). */
  reasonLabel: ReactNode;
  reasonHint: ReactNode;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** Longest reason the API accepts. */
  maxLength: number;
  confirmLabel: ReactNode;
  /** Keeps the confirm button off, e.g. while a required reason is empty. */
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Confirms a refusal (deny, reject) and asks for the reason that the mail to the other side quotes. */
export function ReasonDialog({
  isOpen,
  title,
  description,
  reasonLabel,
  reasonHint,
  reason,
  onReasonChange,
  maxLength,
  confirmLabel,
  isConfirmDisabled = false,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const reasonId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      isAlert
      isCloseButtonHidden
      title={title}
      description={description}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={reasonId} className="text-sm font-semibold">
          {reasonLabel}
        </label>
        <p id={`${reasonId}-hint`} className="text-sm opacity-80">
          {reasonHint}
        </p>
        <textarea
          id={reasonId}
          aria-describedby={`${reasonId}-hint`}
          rows={4}
          maxLength={maxLength}
          value={reason}
          onChange={(event) => onReasonChange(event.target.value)}
          className="w-full rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text focus:border-primary focus:outline-2 focus:outline-primary dark:border-white/25"
        />
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        {/* The safe choice first, as in every confirmation. */}
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} disabled={isConfirmDisabled}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
