import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { testPage, type TestPageSlug } from '../utils/test-pages';

/** A test page's title, what it shows, the way back to the index, and the building block at work. */
export function TestPageFrame({ pageKey, children }: { pageKey: TestPageSlug; children: ReactNode }) {
  const { i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const page = testPage(pageKey);
  const title = i18n._(page.title);
  return (
    <div className="max-w-4xl">
      <DocumentTitle page={title} appName={meta.appName} />
      <Link to="/test" className="text-sm underline">
        <Trans>All test pages</Trans>
      </Link>
      <h1 className="mt-2 font-heading text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 max-w-2xl text-lg">{i18n._(page.description)}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A list of name and value pairs, as the test pages show what they read. */
export function Facts({ label, facts }: { label: string; facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl aria-label={label} className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {facts.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-semibold">{name}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
