// Attribute names are camelCase in code and snake_case on the wire. Digits are
// words of their own, so `footerColumn1Title` travels as `footer_column_1_title`
// and comes back unchanged; API and apps share these two functions so both
// sides always agree.

/** camelCase name → snake_case wire name (`footerColumn1Title` → `footer_column_1_title`). */
export function toWireName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([a-zA-Z])(\d)/g, '$1_$2')
    .toLowerCase();
}

/** snake_case wire name → camelCase name (`footer_column_1_title` → `footerColumn1Title`). */
export function fromWireName(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_match, next: string) => next.toUpperCase());
}
