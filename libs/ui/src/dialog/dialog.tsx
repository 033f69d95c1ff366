import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { dialogWidthClassName, type DialogSize } from './dialog-size';
import { CLOSE_ICON_PATH, StrokeIcon } from '../icon/stroke-icon';

/** Props of {@link Dialog}. */
export type DialogProps = {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the dialog wants to close: Escape, the close button, a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading; screen readers announce it as the dialog's name. */
  title: ReactNode;
  /** A sentence under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Hides the × button, e.g. when the footer offers the only ways out. */
  isCloseButtonHidden?: boolean;
  /** Makes it an `alertdialog`, for a question that needs an answer (see ConfirmDialog). */
  isAlert?: boolean;
  /** Width of the panel; `md` by default. */
  size?: DialogSize;
  children?: ReactNode;
};

/**
 * A modal dialog on Radix: focus is trapped inside and returned afterwards,
 * Escape closes it, and the page behind is hidden from assistive technology.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  isCloseButtonHidden = false,
  isAlert = false,
  size,
  children,
}: DialogProps) {
  const { t } = useLingui();
  // Radix returns focus only to a Radix Trigger, and these dialogs are opened
  // by state: remember what had focus on opening (before Radix moves it in).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
  }, [isOpen]);
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          role={isAlert ? 'alertdialog' : 'dialog'}
          // Without a description Radix warns unless aria-describedby is explicitly absent.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            // Gone meanwhile (e.g. the action removed its button): the page decides where focus goes.
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] ${dialogWidthClassName(size)} -translate-x-1/2 -translate-y-1/2 rounded-theme bg-background p-6 text-text shadow-xl focus:outline-none`}
        >
          <RadixDialog.Title className="pr-8 font-heading text-xl font-bold">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-2 text-base opacity-80">{description}</RadixDialog.Description>
          )}
          {children && <div className="mt-5">{children}</div>}
          {!isCloseButtonHidden && (
            <RadixDialog.Close
              aria-label={t`Close`}
              className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-theme hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10"
            >
              <StrokeIcon path={CLOSE_ICON_PATH} />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
