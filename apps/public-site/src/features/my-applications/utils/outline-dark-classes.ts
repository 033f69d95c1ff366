/**
 * The brand's base shade is too dark to read on the dark background, so in
 * dark mode outline buttons use the centre's lighter shade (as in the portal).
 */
export const OUTLINE_DARK_CLASSES =
  'dark:border-primary-300 dark:text-primary-300 dark:hover:bg-primary-300 dark:hover:text-gray-950';
