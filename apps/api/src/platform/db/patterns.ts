/** A `contains` pattern for ILIKE with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
