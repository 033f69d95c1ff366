import { buttonClassName, type ButtonSize } from '@platform/ui';

/**
 * The brand's base shade is too dark to read on the dark background, so in
 * dark mode text in the brand colour uses a lighter shade of it (the centre's
 * own shade scale, so the colour stays the centre's).
 */
export const BRAND_TEXT_CLASSES = 'text-primary dark:text-primary-300';

/** A text link in the brand colour, underlined on hover. */
export const TEXT_LINK_CLASSES = `${BRAND_TEXT_CLASSES} underline-offset-4 hover:underline`;

/** What the outline button needs in dark mode, for the same reason as {@link BRAND_TEXT_CLASSES}. */
export const OUTLINE_DARK_CLASSES = 'dark:border-primary-300 dark:text-primary-300 dark:hover:bg-primary-300 dark:hover:text-gray-950';

/** The outline button's classes with {@link OUTLINE_DARK_CLASSES}, for links and buttons that look like it. */
export function outlineButtonClassName({ size }: { size?: ButtonSize } = {}): string {
  return `${buttonClassName({ variant: 'outline', size })} ${OUTLINE_DARK_CLASSES}`;
}
