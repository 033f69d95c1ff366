import { escapeHtml, type VacancyJsonFeed } from '@platform/contracts';

/** One vacancy as the feeds tell it; dates are ISO timestamps. */
export type FeedItem = {
  id: string;
  url: string;
  title: string;
  /** The description as plain text, and its first sentences. */
  text: string;
  summary: string;
  vacancyType: string;
  organization: string | null;
  place: string | null;
  publishedAt: string;
  updatedAt: string;
  startsAt: string | null;
  endsAt: string | null;
  /** Until when the vacancy is open (its expiry), as in the JobPosting. */
  validThrough: string | null;
};

/** What the feed is: its name, the vacancy bank it stands for, its own address and the next page's. */
export type FeedChannel = {
  title: string;
  description: string;
  homePageUrl: string;
  feedUrl: string;
  nextUrl?: string;
  language: string;
};

// Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/F): left out, as no escape can carry them.
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for XML element content or an attribute value. */
function xml(text: string): string {
  return escapeHtml(text.replace(NOT_IN_XML, '')).replace(/&#39;/g, '&apos;');
}

const element = (name: string, text: string | null) => (text === null ? '' : `<${name}>${xml(text)}</${name}>`);
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * The newest change of the items: the feed's own date, so that the same items
 * give the same bytes (the ETag stands for them) rather than the time of asking.
 */
const newestChange = (items: readonly FeedItem[]) =>
  items.reduce<string | null>((newest, item) => (newest === null || item.updatedAt > newest ? item.updatedAt : newest), null);

/**
 * RSS 2.0. The organisation is the item's `dc:creator` (RSS's own `author` is an
 * e-mail address); place, dates and validity travel as schema.org's JobPosting
 * names in that namespace, for aggregators that read them.
 */
export function renderRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const updated = newestChange(items);
  const entries = items.map((item) =>
    [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', item.url)}`,
      `      <guid isPermaLink="true">${xml(item.url)}</guid>`,
      `      ${element('pubDate', rfc822(item.publishedAt))}`,
      `      ${element('description', item.summary)}`,
      item.organization === null ? '' : `      ${element('dc:creator', item.organization)}`,
      `      ${element('schema:employmentType', item.vacancyType)}`,
      item.place === null ? '' : `      ${element('schema:jobLocation', item.place)}`,
      item.startsAt === null ? '' : `      ${element('schema:startDate', item.startsAt)}`,
      item.endsAt === null ? '' : `      ${element('schema:endDate', item.endsAt)}`,
      item.validThrough === null ? '' : `      ${element('schema:validThrough', item.validThrough)}`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:schema="https://schema.org/">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.homePageUrl)}`,
    `    ${element('description', channel.description)}`,
    `    ${element('language', channel.language)}`,
    ...(updated ? [`    ${element('lastBuildDate', rfc822(updated))}`] : []),
    `    <atom:link href="${xml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(channel.nextUrl ? [`    <atom:link href="${xml(channel.nextUrl)}" rel="next" type="application/rss+xml"/>`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** JSON Feed 1.1; what it has no field for is in each item's `_vacancy` extension. */
export function renderJsonFeed(channel: FeedChannel, items: readonly FeedItem[]): VacancyJsonFeed {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.homePageUrl,
    feed_url: channel.feedUrl,
    language: channel.language,
    ...(channel.nextUrl ? { next_url: channel.nextUrl } : {}),
    items: items.map((item) => ({
      id: item.id,
      url: item.url,
      title: item.title,
      content_text: item.text,
      summary: item.summary,
      date_published: item.publishedAt,
      date_modified: item.updatedAt,
      authors: item.organization === null ? [] : [{ name: item.organization }],
      _vacancy: {
        vacancy_type: item.vacancyType,
        organization: item.organization,
        place: item.place,
        starts_at: item.startsAt,
        ends_at: item.endsAt,
        valid_through: item.validThrough,
      },
    })),
  };
}

/** A sitemap (sitemaps.org protocol) of the vacancies' pages, each with its last change. */
export function renderSitemap(items: readonly FeedItem[]): string {
  const urls = items.map((item) => `  <url><loc>${xml(item.url)}</loc><lastmod>${xml(item.updatedAt)}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
