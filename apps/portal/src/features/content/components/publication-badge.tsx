import { Trans } from '@lingui/react/macro';
import type { ManagedPage } from '@platform/api-client';

const BADGE_CLASS_NAME = 'inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold';

/** Whether visitors see the page, and whether its draft holds changes they do not see yet. */
export function PublicationBadge({ page }: { page: Pick<ManagedPage, 'isPublished' | 'hasUnpublishedChanges'> }) {
  const badge = BADGE_CLASS_NAME;
  return (
    <span className="flex flex-wrap gap-1.5">
      {page.isPublished ? (
        <span className={`${badge} bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50`}>
          <Trans>Published</Trans>
        </span>
      ) : (
        <span className={`${badge} bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50`}>
          <Trans>Not published</Trans>
        </span>
      )}
      {page.isPublished && page.hasUnpublishedChanges && (
        <span className={`${badge} bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50`}>
          <Trans>Unpublished changes</Trans>
        </span>
      )}
    </span>
  );
}
