import type { BlockButton, ButtonVariantName } from '@platform/contracts';

// These variants take their text colour from the page background; over the
// hero's dark veil it would fail contrast, so they are drawn white there.
const PAGE_BACKGROUND_VARIANTS = new Set<ButtonVariantName>(['tertiary', 'outline', 'outlineSecondary', 'light']);

/** The buttons as they are drawn over a photo: variants meant for the page background become `white`. */
export function onPhotoButtons(buttons: readonly BlockButton[]): BlockButton[] {
  return buttons.map((button) =>
    PAGE_BACKGROUND_VARIANTS.has(button.variant) ? { ...button, variant: 'white' } : button,
  );
}
