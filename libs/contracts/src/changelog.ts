import * as v from 'valibot';
import { isCalendarDay } from './vacancy-search';

/** Longest release title and longest line of a release's changes. */
export const CHANGELOG_LIMITS = { title: 120, change: 400 } as const;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** What one release says in one language: a title and at least one change. */
const releaseNotesSchema = v.strictObject({
  title: text(CHANGELOG_LIMITS.title),
  changes: v.pipe(v.array(text(CHANGELOG_LIMITS.change)), v.minLength(1)),
});

/** One release of the changelog: its version, its day and its notes in Dutch and English. */
export const changelogEntrySchema = v.strictObject({
  version: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+$/)),
  date: v.pipe(v.string(), v.check(isCalendarDay)),
  nl: releaseNotesSchema,
  en: releaseNotesSchema,
});

export type ChangelogEntry = v.InferOutput<typeof changelogEntrySchema>;

/** Newest first (a later entry is never of a later day) and each version once. */
function isNewestFirst(entries: ChangelogEntry[]): boolean {
  const versions = new Set(entries.map((entry) => entry.version));
  return versions.size === entries.length && entries.every((entry, index) => index === 0 || entry.date <= (entries[index - 1]?.date ?? ''));
}

/**
 * The product's changelog (the portal's `/volunteerly/changelog`), kept as one
 * file with each release: at least one entry, newest first, each version once.
 * A test parses the file with it, so a malformed entry fails CI.
 */
export const changelogSchema = v.pipe(
  v.array(changelogEntrySchema),
  v.minLength(1),
  v.check(isNewestFirst, 'Entries are newest first and name each version once.'),
);
