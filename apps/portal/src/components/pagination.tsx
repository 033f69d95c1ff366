import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClassName } from '@platform/ui';
import { Link } from '@tanstack/react-router';

/** Props of {@link Pagination}. */
export type PaginationProps = {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /** How many items all pages hold together. */
  total: number;
};

const linkClassName = buttonClassName({ variant: 'outline', size: 'sm' });

/**
 * Previous and next links for a list whose page is the URL's `page`
 * parameter, so every page is a link of its own (and back and forward work).
 */
export function Pagination({ page, pageCount, total }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm">
        <Trans>
          Page {page} of {pageCount} ({total} in total)
        </Trans>
      </p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link to="." search={(previous: Record<string, unknown>) => ({ ...previous, page: page - 1 })} className={linkClassName}>
            <Trans>Previous page</Trans>
          </Link>
        )}
        {page < pageCount && (
          <Link to="." search={(previous: Record<string, unknown>) => ({ ...previous, page: page + 1 })} className={linkClassName}>
            <Trans>Next page</Trans>
          </Link>
        )}
      </div>
    </nav>
  );
}
