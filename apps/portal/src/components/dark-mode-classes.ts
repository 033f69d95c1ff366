/**
 * The brand's base shade is too dark to read on the dark background, so in
 * dark mode text in the brand colour uses a lighter shade of it (the centre's
 * own shade scale, so the colour stays the centre's).
 */
export const BRAND_TEXT_CLASSES = 'text-primary dark:text-primary-300';

/** A text link in the brand colour, underlined on hover. */
export const TEXT_LINK_CLASSES = `${BRAND_TEXT_CLASSES} underline-offset-4 hover:underline`;
