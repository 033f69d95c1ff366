import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import type { ButtonVariant } from '../button/button-class-name';
import { Dialog } from './dialog';
import { CANCEL_BUTTON_VARIANT, CONFIRM_DIALOG_SIZE } from './dialog-size';

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = {
  isOpen: boolean;
  /** The question, e.g. "Delete this vacancy?". */
  title: ReactNode;
  /** What happens when the user confirms. */
  description?: ReactNode;
  /** Label of the confirming button; "Confirm" by default. */
  confirmLabel?: ReactNode;
  /** Label of the cancelling button; "Cancel" by default. */
  cancelLabel?: ReactNode;
  /** Variant of the confirming button (primary by default); a destructive action may want another colour. */
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  /** Called on Cancel, Escape and a click outside. */
  onCancel: () => void;
};

/**
 * Asks the user to confirm or cancel an action. It is an `alertdialog`, so
 * screen readers treat it as a question that needs an answer; Escape cancels.
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(isNowOpen) => {
        if (!isNowOpen) onCancel();
      }}
      title={title}
      description={description}
      isAlert
      size={CONFIRM_DIALOG_SIZE}
      isCloseButtonHidden
    >
      <div className="flex flex-wrap justify-end gap-3">
        {/* Cancel comes first and gets focus: the safe choice is the default. */}
        <Button variant={CANCEL_BUTTON_VARIANT} onClick={onCancel}>
          {cancelLabel ?? <Trans>Cancel</Trans>}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm}>
          {confirmLabel ?? <Trans>Confirm</Trans>}
        </Button>
      </div>
    </Dialog>
  );
}
