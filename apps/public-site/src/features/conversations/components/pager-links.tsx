import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

const LINK_CLASS_NAME =
  'inline-flex items-center justify-center rounded-theme border border-black/15 px-3 py-2 font-medium hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20';

/**
 * "Previous" and "Next" under the list, with where the reader is: a
 * volunteer's conversations rarely fill more than a page or two. Real links,
 * keeping the search.
 */
export function PagerLinks({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const pageLink = (target: number) => ({
    to: '/conversations' as const,
    search: (previous: Record<string, unknown>) => ({
      ...previous,
      page: target > 1 ? target : undefined,
    }),
  });
  return (
    <nav aria-label={t`Pages of conversations`} className="flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link {...pageLink(page - 1)} rel="prev" className={LINK_CLASS_NAME}>
          <Trans>Previous</Trans>
        </Link>
      )}
      <p>
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </p>
      {page < pageCount && (
        <Link {...pageLink(page + 1)} rel="next" className={LINK_CLASS_NAME}>
          <Trans>Next</Trans>
        </Link>
      )}
    </nav>
  );
}
