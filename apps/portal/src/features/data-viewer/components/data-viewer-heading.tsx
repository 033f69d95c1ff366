import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';

/** The data viewer's heading and page title, shared with its error state. */
export function DataViewerHeading() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <div className="mb-6">
      <DocumentTitle page={t`Data viewer`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Data viewer</Trans>
      </h1>
      <p className="mt-1 max-w-2xl">
        <Trans>
          The records of all centres, read-only. Passwords and codes are never shown, and every view
          and download is recorded in the activity log.
        </Trans>
      </p>
    </div>
  );
}
