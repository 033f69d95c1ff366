import { useLingui } from '@lingui/react/macro';
import type { Page } from '@platform/api-client';
import { serializeJsonLd } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { useLocation } from '@tanstack/react-router';
import { ogLocale } from '@site/utils/og-locale';
import { useSiteOrigins } from '@site/utils/use-site-origins';

/** Props of {@link ContentPageHead}. */
export type ContentPageHeadProps = { page: Page; appName: string };

/**
 * What crawlers and link previews read of a page or news item: its title and
 * description (the SEO fields when the editor set them), a canonical link,
 * Open Graph tags and, for news, a schema.org NewsArticle. React hoists them
 * into the head, so they are in the first HTML.
 */
export function ContentPageHead({ page, appName }: ContentPageHeadProps) {
  const { i18n } = useLingui();
  const { site } = useSiteOrigins();
  const pathname = useLocation({ select: (location) => location.pathname });
  const url = `${site}${pathname}`;
  const title = page.metaTitle || page.title;
  const description = page.metaDescription || page.summary || undefined;
  const image = page.coverImage ? `${site}${page.coverImage.url}` : null;
  const isNews = page.pageType === 'news';
  return (
    <>
      <DocumentTitle page={title} appName={appName} description={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={isNews ? 'article' : 'website'} />
      <meta property="og:title" content={page.ogTitle || title} />
      {(page.ogDescription || description) && <meta property="og:description" content={page.ogDescription || description} />}
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={appName} />
      <meta property="og:locale" content={ogLocale(i18n.locale)} />
      {image && <meta property="og:image" content={image} />}
      {image && page.coverImage?.alt && <meta property="og:image:alt" content={page.coverImage.alt} />}
      {isNews && page.publishedAt && <meta property="article:published_time" content={page.publishedAt} />}
      {isNews && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd({
              '@context': 'https://schema.org',
              '@type': 'NewsArticle',
              headline: page.title.slice(0, 110),
              ...(page.summary ? { description: page.summary } : {}),
              ...(image ? { image: [image] } : {}),
              ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
              dateModified: page.updatedAt,
              ...(page.authorName ? { author: [{ '@type': 'Person', name: page.authorName }] } : {}),
              publisher: { '@type': 'Organization', name: appName },
              mainEntityOfPage: url,
            }),
          }}
        />
      )}
    </>
  );
}
