import { useLingui } from '@lingui/react/macro';

/** Props of {@link DocumentTitle}. */
export type DocumentTitleProps = {
  /** The translated title of the page itself. */
  page: string;
  /** The tenant's application name, from the current centre. */
  appName: string;
};

/**
 * Sets the document title to "{page} - {app name}" (spec §1). React 19 hoists
 * `<title>` into the head, and the title follows language switches.
 */
export function DocumentTitle({ page, appName }: DocumentTitleProps) {
  const { t } = useLingui();
  return <title>{appName ? t`${page} - ${appName}` : page}</title>;
}
