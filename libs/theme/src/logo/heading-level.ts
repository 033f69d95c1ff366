/** The levels of an HTML heading. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The element of each heading level. */
export const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const satisfies Record<HeadingLevel, string>;
