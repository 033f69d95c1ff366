import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';

/** The activity page's heading and page title, shared with its error state. */
export function ActivityHeading() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <div className="mb-6">
      <DocumentTitle page={t`Activity`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Activity</Trans>
      </h1>
      <p className="mt-1 max-w-2xl">
        <Trans>
          Who did what, and when: changes to users, organisations, vacancies, pages and forms, and
          every time someone signed in as another user.
        </Trans>
      </p>
    </div>
  );
}
