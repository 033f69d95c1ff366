import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

const LINK_CLASS_NAME =
  'inline-flex items-center justify-center rounded-theme border border-black/15 px-3 py-2 font-medium hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20';

/** "Previous" and "Next" under the replies: a volunteer rarely gets more than a page. Real links. */
export function RepliesPager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const target = (to: number) => ({ page: to > 1 ? to : undefined });
  return (
    <nav aria-label={t`Pages of replies`} className="flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link
          to="/profile-replies"
          search={target(page - 1)}
          rel="prev"
          className={LINK_CLASS_NAME}
        >
          <Trans>Previous</Trans>
        </Link>
      )}
      <p>
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </p>
      {page < pageCount && (
        <Link
          to="/profile-replies"
          search={target(page + 1)}
          rel="next"
          className={LINK_CLASS_NAME}
        >
          <Trans>Next</Trans>
        </Link>
      )}
    </nav>
  );
}
