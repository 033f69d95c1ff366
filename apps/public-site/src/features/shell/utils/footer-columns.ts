import type { VolunteerCenterProfile } from '@platform/api-client';

// The profile has these footer columns (spec §3); the gaps are the product's own.
const FOOTER_COLUMNS = [1, 2, 3, 4, 6, 8] as const;

/** One filled footer column of a centre's profile. */
export type FooterColumn = {
  column: (typeof FOOTER_COLUMNS)[number];
  title: string | null;
  /** Plain text; its line breaks are kept. */
  content: string | null;
};

/** The footer columns that have a title or content, in column order; blank ones are left out. */
export function footerColumns(profile: VolunteerCenterProfile | null | undefined): FooterColumn[] {
  if (!profile) return [];
  return FOOTER_COLUMNS.flatMap((column) => {
    const title = profile[`footerColumn${column}Title`]?.trim() || null;
    const content = profile[`footerColumn${column}Content`]?.trim() || null;
    return title || content ? [{ column, title, content }] : [];
  });
}
