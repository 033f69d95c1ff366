import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { Link } from '@tanstack/react-router';
import { TEST_PAGES } from '../utils/test-pages';

/**
 * `/test`: the developer test pages, each one building block of the apps at
 * work against the real API (the living catalogue of libs/ui and friends).
 */
export function TestPagesIndex() {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <div className="max-w-4xl">
      <DocumentTitle page={t`Test pages`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Test pages</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-lg">
        <Trans>Each page shows one building block of the apps at work, against the real API. For admins and developers.</Trans>
      </p>
      <ul aria-label={t`Test pages`} className="mt-6 grid gap-3 sm:grid-cols-2">
        {TEST_PAGES.map((page) => (
          <li key={page.slug} className="rounded-theme border border-black/10 p-4 dark:border-white/15">
            <Link to={`/test/${page.slug}`} className="font-semibold underline">
              {i18n._(page.title)}
            </Link>
            <p className="mt-1 text-sm">{i18n._(page.description)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
