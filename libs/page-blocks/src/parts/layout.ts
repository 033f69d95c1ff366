/** How wide a block's content is: the reading column, the page's width, or the window. */
export type BlockWidth = 'content' | 'wide' | 'full';

const WIDTH_CLASSES: Record<BlockWidth, string> = {
  content: 'mx-auto w-full max-w-3xl px-4 sm:px-6',
  wide: 'mx-auto w-full max-w-6xl px-4 sm:px-6',
  full: 'w-full',
};

/** The classes that centre a block's content at `width`. */
export function widthClassName(width: BlockWidth): string {
  return WIDTH_CLASSES[width];
}

/** The vertical room around an ordinary block. */
export const BLOCK_SPACING = 'py-8 sm:py-10';

/** A block's title (`h2`). */
export const BLOCK_TITLE = 'font-heading text-2xl font-bold tracking-tight sm:text-3xl';

/** Links in running text: the primary colour, lighter on the dark background so they keep AA contrast. */
export const TEXT_LINK =
  'font-semibold text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:text-primary-300';

/** A card on the page background, in both colour modes. */
export const CARD = 'rounded-theme border border-black/10 bg-background shadow-xs dark:border-white/15';

// A tint of the page background rather than a brand-coloured band, so every
// button variant the editor picks keeps its contrast in both colour modes.
/** The surface of a call to action. */
export const CTA_SURFACE = 'rounded-theme bg-primary/10 p-8 sm:p-10 dark:bg-white/5';

/**
 * Makes a card's title link cover the whole card (the card needs `relative`),
 * so the card is one target without nesting everything in the link.
 */
export const STRETCHED_LINK =
  'after:absolute after:inset-0 after:rounded-theme focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary';

/** A hero's title: the page's h1 when the hero opens the page, else a section heading. */
export function heroHeading(isFirst: boolean): 'h1' | 'h2' {
  return isFirst ? 'h1' : 'h2';
}

/** The heading level of items under a block title: below it when there is one, else in its place. */
export function itemHeading(hasTitle: boolean): 'h2' | 'h3' {
  return hasTitle ? 'h3' : 'h2';
}
