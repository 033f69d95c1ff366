import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName } from '@platform/ui';
import { Link } from '@tanstack/react-router';

/** The forms list's heading and page title, shared with its error state. */
export function FormsHeading() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <DocumentTitle page={t`Forms`} appName={meta.appName} />
      <div>
        <h1 className="font-heading text-3xl font-bold tracking-tight">
          <Trans>Forms</Trans>
        </h1>
        <p className="mt-1 max-w-2xl">
          <Trans>
            Forms that visitors fill in: by their link, or by invitation only. Build the questions,
            open the form, and read and export the answers.
          </Trans>
        </p>
      </div>
      <Link to="/form_builder/new" className={buttonClassName()}>
        <Trans>New form</Trans>
      </Link>
    </div>
  );
}
