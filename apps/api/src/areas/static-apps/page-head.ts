import {
  buildJobPosting,
  escapeHtml,
  excerpt,
  htmlToText,
  safeHttpUrl,
  serializeJsonLd,
  type JobPostingInput,
  type Locale,
} from '@platform/contracts';

/** Escapes text for XML element content (sitemap). */
export function escapeXml(text: string): string {
  return escapeHtml(text).replace(/&#39;/g, '&apos;');
}

const DESCRIPTION_LENGTH = 160;
const OG_LOCALES: Record<Locale, string> = { nl: 'nl_NL', en: 'en_GB' };

/** What a vacancy page's head is made of. */
export type VacancyHeadInput = Omit<JobPostingInput, 'url'> & {
  /** The page's absolute URL (canonical and og:url). */
  url: string;
  /** The tenant's application name (spec §1: "{page} - {app name}"). */
  appName: string;
  locale: Locale;
};

/**
 * The tags a vacancy page's first HTML response carries for crawlers and link
 * previews: title, description, canonical link, Open Graph and a JobPosting
 * (the same builder as the public site). Every value is escaped. Each tag is
 * marked `data-prerendered`, so the app can replace them with its own.
 */
export function renderVacancyHead(input: VacancyHeadInput): string {
  const description = excerpt(htmlToText(input.description), DESCRIPTION_LENGTH) || input.title;
  const image = safeHttpUrl(input.imageUrl);
  const meta = (property: string, content: string) =>
    `<meta data-prerendered property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<title data-prerendered>${escapeHtml(`${input.title} - ${input.appName}`)}</title>`,
    `<meta data-prerendered name="description" content="${escapeHtml(description)}" />`,
    `<link data-prerendered rel="canonical" href="${escapeHtml(input.url)}" />`,
    meta('og:type', 'website'),
    meta('og:title', input.title),
    meta('og:description', description),
    meta('og:url', input.url),
    meta('og:site_name', input.appName),
    meta('og:locale', OG_LOCALES[input.locale]),
    ...(image ? [meta('og:image', image)] : []),
    `<script data-prerendered type="application/ld+json">${serializeJsonLd(buildJobPosting(input))}</script>`,
  ].join('\n    ');
}

/** index.html with `head` added at the end of its head and, when given, the document language set. */
export function injectIntoHead(html: string, head: string, lang?: Locale): string {
  const withHead = html.replace('</head>', `    ${head}\n  </head>`);
  return lang ? withHead.replace(/<html\b([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${lang}"`) : withHead;
}

/** A sitemap (sitemaps.org protocol) of absolute URLs, each with its last change when known. */
export function renderSitemap(entries: readonly { loc: string; lastmod?: Date }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
