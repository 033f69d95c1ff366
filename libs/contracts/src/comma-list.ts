/**
 * The items of a comma-separated list (`a, b,,a` → `['a', 'b']`): trimmed,
 * without empty and repeated ones, as filters in query strings and URLs are written.
 */
export function commaListItems(value: string): string[] {
  return [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
}
