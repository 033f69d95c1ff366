import { useLingui } from '@lingui/react/macro';
import { useCurrentCenter, type Page } from '@platform/api-client';
import { formatPublishedDate, PageBlocks, PageBlocksProvider, type RenderLinkProps } from '@platform/page-blocks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { splitSitePath } from '../utils/site-path';
import { ContentPageHead } from './content-page-head';

// Blocks link with the router, so a click stays in the app (and keeps an `/en` prefix).
function renderRouterLink({ href, className, children }: RenderLinkProps) {
  const { pathname, search, hash } = splitSitePath(href);
  return (
    <Link to={pathname as never} search={search as never} hash={hash} className={className}>
      {children}
    </Link>
  );
}

/** Props of {@link ContentPageView}. */
export type ContentPageViewProps = { page: Page };

/**
 * A published page or news item: its head tags, its title (unless the editor
 * hid it) and its blocks, which route loaders loaded with `loadContentPage`.
 */
export function ContentPageView({ page }: ContentPageViewProps) {
  const { i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const navigate = useNavigate();
  const search = useCallback((q: string) => void navigate({ to: '/vacancies/search', search: { q } as never }), [navigate]);
  const isNews = page.pageType === 'news';
  const published = page.publishedAt ? formatPublishedDate(page.publishedAt, i18n.locale) : null;
  const isNarrow = page.pageLayout === 'default';
  return (
    <article className={isNarrow ? 'mx-auto w-full max-w-3xl' : 'w-full'}>
      <ContentPageHead page={page} appName={meta.appName} />
      {page.showTitleOnPage && (
        <header className="mx-auto max-w-6xl px-4 pt-10 pb-4 sm:px-6">
          <h1 className="font-heading text-3xl font-bold tracking-tight text-balance sm:text-4xl">{page.title}</h1>
          {isNews && published && (
            <p className="mt-3 text-sm opacity-80">
              <time dateTime={page.publishedAt ?? undefined}>{published}</time>
              {page.authorName && <> · {page.authorName}</>}
            </p>
          )}
        </header>
      )}
      {page.coverImage && page.showTitleOnPage && (
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <img
            src={page.coverImage.url}
            alt={page.coverImage.decorative ? '' : page.coverImage.alt}
            className="aspect-[21/9] w-full rounded-theme object-cover"
            fetchPriority="high"
          />
        </div>
      )}
      <PageBlocksProvider renderLink={renderRouterLink} onSearch={search}>
        <PageBlocks blocks={page.blocks} hasPageHeading={page.showTitleOnPage} />
      </PageBlocksProvider>
    </article>
  );
}
