import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName } from '@platform/ui';
import { Link } from '@tanstack/react-router';
import { AccessibilityStatementButton } from './accessibility-statement-button';
import { ContentNav } from './content-nav';

/** The content list's heading and page title, shared with its error state. */
export function ContentHeading({ publicSiteUrl }: { publicSiteUrl: string }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <>
    <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
      <DocumentTitle page={t`Content`} appName={meta.appName} />
      <div>
        <h1 className="font-heading text-3xl font-bold tracking-tight">
          <Trans>Content</Trans>
        </h1>
        <p className="mt-1 max-w-2xl">
          <Trans>The pages and news of your website. Visitors see a page once it is published; changes stay a draft until you publish again.</Trans>
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <AccessibilityStatementButton publicSiteUrl={publicSiteUrl} />
        <Link to="/content/pages/new" search={{ type: 'news' }} className={buttonClassName({ variant: 'outline' })}>
          <Trans>New news item</Trans>
        </Link>
        <Link to="/content/pages/new" className={buttonClassName()}>
          <Trans>New page</Trans>
        </Link>
      </div>
    </div>
    <ContentNav />
    </>
  );
}
