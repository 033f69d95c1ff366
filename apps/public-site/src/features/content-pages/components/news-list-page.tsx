import { Trans, useLingui } from '@lingui/react/macro';
import { getPublishedPagesQueryOptions, useApiClient, useCurrentCenter, type PageSummary } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { formatPublishedDate } from '@platform/page-blocks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { newsListQuery } from '../utils/news-list';

/** Props of {@link NewsListPage}. */
export type NewsListPageProps = { page: number };

function NewsCard({ item, locale }: { item: PageSummary; locale: string }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-theme border border-black/10 bg-white shadow-sm dark:border-white/15 dark:bg-white/5">
      {item.coverImage && (
        <img
          src={item.coverImage.url}
          alt={item.coverImage.decorative ? '' : item.coverImage.alt}
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {item.publishedAt && (
          <p className="text-sm opacity-80">
            <time dateTime={item.publishedAt}>{formatPublishedDate(item.publishedAt, locale)}</time>
          </p>
        )}
        <h2 className="font-heading text-xl font-semibold">
          <Link
            to="/nieuws/$slug"
            params={{ slug: item.slug }}
            className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {item.title}
          </Link>
        </h2>
        {item.summary && <p className="leading-relaxed">{item.summary}</p>}
      </div>
    </li>
  );
}

/** `/nieuws`: the centre's published news, featured first, then newest first, a page at a time. */
export function NewsListPage({ page }: NewsListPageProps) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const { data } = useSuspenseQuery(getPublishedPagesQueryOptions(useApiClient(), newsListQuery(page)));
  const title = t`News`;
  const { appName } = meta;
  const { pageCount } = data;
  return (
    <section aria-labelledby="news-title" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <DocumentTitle page={page > 1 ? t`${title} (page ${page})` : title} appName={meta.appName} description={t`News from ${appName}.`} />
      <h1 id="news-title" className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h1>
      {data.pages.length === 0 ? (
        <p className="mt-6">
          <Trans>There is no news yet.</Trans>
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.pages.map((item) => (
            <NewsCard key={item.id} item={item} locale={i18n.locale} />
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label={t`News pages`} className="mt-10 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to="/nieuws" search={page - 1 > 1 ? { page: page - 1 } : {}} className="font-semibold text-primary underline-offset-4 hover:underline dark:text-primary-300">
              <Trans>Newer news</Trans>
            </Link>
          ) : (
            <span />
          )}
          <p>
            <Trans>
              Page {page} of {pageCount}
            </Trans>
          </p>
          {page < pageCount ? (
            <Link to="/nieuws" search={{ page: page + 1 }} className="font-semibold text-primary underline-offset-4 hover:underline dark:text-primary-300">
              <Trans>Older news</Trans>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
