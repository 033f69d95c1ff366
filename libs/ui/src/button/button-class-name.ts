import type { ButtonVariantName } from '@platform/contracts';

/** The button variants of spec §2 (`BUTTON_VARIANTS` in libs/contracts). */
export type ButtonVariant = ButtonVariantName;

export type ButtonSize = 'sm' | 'md' | 'lg';

/** Options of {@link buttonClassName}. */
export type ButtonStyleOptions = {
  /** Colour scheme; defaults to `primary`. */
  variant?: ButtonVariant;
  /** Padding and text size; defaults to `md`. */
  size?: ButtonSize;
  /** Stretches the button over its container's width. */
  isFullWidth?: boolean;
};

// Colours come from the theme's CSS variables (see libs/theme), so a centre's
// palette recolours every button; `on-*` keeps text readable on it.
const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:bg-primary/90 shadow-sm',
  secondary: 'bg-secondary text-on-secondary hover:bg-secondary/90 shadow-sm',
  tertiary: 'bg-transparent text-primary underline-offset-4 hover:underline dark:text-primary-300',
  // The brand's base shade is too dark to read on the dark background, so dark
  // mode uses the centre's lighter shade of it (still the centre's colour).
  outline:
    'border-2 border-primary text-primary hover:bg-primary hover:text-on-primary dark:border-primary-300 dark:text-primary-300 dark:hover:bg-primary-300 dark:hover:text-gray-950',
  // A light secondary colour (orange, yellow) is too pale for text on white: its darker shade reads.
  outlineSecondary: 'border-2 border-secondary text-secondary-800 hover:bg-secondary hover:text-on-secondary dark:border-current dark:text-text',
  light: 'bg-primary/10 text-primary hover:bg-primary/20 dark:bg-white/10 dark:text-text',
  white: 'bg-white text-gray-900 hover:bg-gray-100 shadow-sm',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm gap-1.5',
  md: 'px-5 py-2.5 text-base gap-2',
  lg: 'px-6 py-3.5 text-lg gap-2.5',
};

const BASE_CLASSES =
  'inline-flex items-center justify-center rounded-theme font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60';

/**
 * The classes of a button; use it to style an element that cannot be wrapped,
 * or read them through {@link Button}. The corner radius follows the theme's
 * `defaultShape` through `rounded-theme` (0 for straight).
 */
export function buttonClassName({ variant = 'primary', size = 'md', isFullWidth = false }: ButtonStyleOptions = {}): string {
  return [BASE_CLASSES, VARIANT_CLASSES[variant], SIZE_CLASSES[size], isFullWidth ? 'w-full' : '']
    .filter(Boolean)
    .join(' ');
}
