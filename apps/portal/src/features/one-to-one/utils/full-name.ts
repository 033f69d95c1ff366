/** A student's or mentor's name as staff read it: first and last name, or the first alone. */
export const fullName = (first: string, last: string | null) =>
  [first, last].filter(Boolean).join(' ');
