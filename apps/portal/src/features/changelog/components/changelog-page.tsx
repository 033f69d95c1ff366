import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import type { ChangelogEntry } from '@platform/contracts';
import { calendarDayFormat, DATE_FORMATS, DocumentTitle, useLocale } from '@platform/i18n';
import changelog from '../changelog.json';

// Bundled with the page's own chunk: the file changes only with a release, which rebuilds the portal.
const ENTRIES: readonly ChangelogEntry[] = changelog;

/** `/volunteerly/changelog`: what changed in the product, newest first, in the reader's language. */
export function ChangelogPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const { locale } = useLocale();
  const dayFormat = calendarDayFormat(locale, DATE_FORMATS.date);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <DocumentTitle page={t`What's new`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>What's new</Trans>
      </h1>
      <p className="mt-2 text-lg">
        <Trans>What changed in the product, newest first.</Trans>
      </p>
      <ol className="mt-8 flex flex-col gap-8">
        {ENTRIES.map((entry) => {
          const notes = entry[locale];
          const version = entry.version;
          const day = dayFormat.format(new Date(entry.date));
          return (
            <li key={entry.version}>
              <article aria-labelledby={`release-${entry.version}`}>
                <h2 id={`release-${entry.version}`} className="font-heading text-xl font-semibold">
                  {notes.title}
                </h2>
                <p className="mt-1 text-sm">
                  <Trans>
                    Version {version}, <time dateTime={entry.date}>{day}</time>
                  </Trans>
                </p>
                <ul className="mt-3 list-disc pl-6">
                  {notes.changes.map((change) => (
                    <li key={change} className="mt-1">
                      {change}
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
