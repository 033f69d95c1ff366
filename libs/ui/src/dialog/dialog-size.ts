import type { ButtonVariant } from '../button/button-class-name';

/** Widths of a dialog's panel. */
export type DialogSize = 'sm' | 'md' | 'lg';

const WIDTH_CLASSES: Record<DialogSize, string> = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };

/** The max-width class of a dialog panel; `md` when no size is given. */
export function dialogWidthClassName(size: DialogSize = 'md'): string {
  return WIDTH_CLASSES[size];
}

/** A confirmation asks a short question. */
export const CONFIRM_DIALOG_SIZE: DialogSize = 'sm';

/** Cancel is the quieter of a confirmation's two buttons. */
export const CANCEL_BUTTON_VARIANT: ButtonVariant = 'outline';
