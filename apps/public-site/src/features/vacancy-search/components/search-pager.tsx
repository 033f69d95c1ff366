import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pagerPages } from '../utils/search-params';

/** Props of {@link SearchPager}. */
export type SearchPagerProps = {
  page: number;
  pageCount: number;
  /** Called when a page link is followed, e.g. to move focus to the results. */
  onNavigate?: () => void;
};

const LINK_CLASS_NAME =
  'inline-flex min-w-10 items-center justify-center rounded-theme border border-black/15 px-3 py-2 font-medium hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20';

/** Page links of a result list; each is a real link, so a page can be opened in a new tab or shared. */
export function SearchPager({ page, pageCount, onNavigate }: SearchPagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const pageLink = (target: number) => ({
    to: '.' as const,
    search: (previous: Record<string, unknown>) => ({ ...previous, page: target > 1 ? target : undefined }),
    onClick: onNavigate,
  });
  return (
    <nav aria-label={t`Result pages`} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link {...pageLink(page - 1)} rel="prev" className={LINK_CLASS_NAME}>
              <Trans>Previous</Trans>
            </Link>
          </li>
        )}
        {pagerPages(page, pageCount).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                {...pageLink(target)}
                aria-current={target === page ? 'page' : undefined}
                aria-label={t`Page ${target}`}
                className={`${LINK_CLASS_NAME} aria-[current=page]:bg-primary aria-[current=page]:text-on-primary`}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link {...pageLink(page + 1)} rel="next" className={LINK_CLASS_NAME}>
              <Trans>Next</Trans>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
