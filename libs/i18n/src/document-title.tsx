import { useLingui } from '@lingui/react/macro';

/** Props of {@link DocumentTitle}. */
export type DocumentTitleProps = {
  /** The translated title of the page itself. */
  page: string;
  /** The tenant's application name, from the current centre. */
  appName: string;
  /** What the page offers, in a sentence or two of its own content: search results and link previews show it. */
  description?: string;
};

/**
 * Sets the document title to "{page} - {app name}" (spec §1) and, when given,
 * the meta description. React 19 hoists both into the head, and they follow
 * language switches.
 */
export function DocumentTitle({ page, appName, description }: DocumentTitleProps) {
  const { t } = useLingui();
  return (
    <>
      <title>{appName ? t`${page} - ${appName}` : page}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
