import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  excerpt,
  htmlToText,
  VACANCY_FEED_PAGE_SIZE,
  VACANCY_FEED_PATHS,
  VACANCY_SEARCH_LIMITS,
  vacancyJsonFeedSchema,
  type VacancyFeedFormat,
} from '@platform/contracts';
import type { ListQueryRules } from '../../../platform/http/json-api';
import { describeRoute } from '../../../platform/http/route-schema';
import { translate } from '../../../platform/i18n/messages';
import { feedTenant } from '../../../identity/tenancy/tenancy.plugin';
import { findVolunteerCenter } from '../../../identity/tenancy/tenancy.data';
import { findSearchHits, renderSearchHits, type FoundHits, type SearchContext } from '../search/search.service';
import { invalidParameter, parseSearchRequest, SEARCH_QUERY_RULES, type VacancySearchRequest } from '../search/search.query';
import { renderJsonFeed, renderRss, renderSitemap, type FeedChannel, type FeedItem } from './vacancy-feeds.render';

/** The search's parameters, and the tenant and centre by name, since feed readers cannot send headers. */
const FEED_QUERY_RULES: ListQueryRules = {
  ...SEARCH_QUERY_RULES,
  includes: [],
  extra: ['q', 'tenant', 'center'],
  pageSize: { default: VACANCY_FEED_PAGE_SIZE, max: VACANCY_SEARCH_LIMITS.pageSize.max },
};

/** A summary as long as a feed reader's preview. */
const SUMMARY_LENGTH = 300;

const MEDIA_TYPES: Record<VacancyFeedFormat, string> = {
  rss: 'application/rss+xml',
  json: 'application/feed+json',
  sitemap: 'application/xml',
};

const SUMMARIES: Record<VacancyFeedFormat, string> = {
  rss: 'Published vacancies and activities as RSS 2.0, filtered like the vacancy search (?tenant=, ?center=)',
  json: 'Published vacancies and activities as JSON Feed 1.1, filtered like the vacancy search (?tenant=, ?center=)',
  sitemap: 'The pages of published vacancies and activities as a sitemap, filtered like the vacancy search (?tenant=, ?center=)',
};

/** A rendered vacancy's attributes, as they travel (snake_case). */
type VacancyAttributes = {
  title: string;
  description: string | null;
  vacancy_type: string;
  place: string | null;
  starts_at: string | null;
  ends_at: string | null;
  expires_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  organization_id: string;
  volunteer_center_id: string;
};
type Rendered<T> = { id: string; attributes: T };

/** Whether the reader's copy (`If-None-Match`, weak comparison) is this one. */
function holdsCopy(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The answer's version: the tenant's last search change (any write to a
 * vacancy or organisation moves it), the page's vacancies at their row
 * versions (a vacancy past its expiry leaves the page without a write), the
 * query and what else the bytes depend on. The same as the search's freshness,
 * and no row is read to know it.
 */
function etagOf(format: VacancyFeedFormat, request: FastifyRequest, found: FoundHits): string {
  const hash = createHash('sha256');
  for (const part of [
    format,
    request.tenant.id,
    request.tenant.volunteerCenterId,
    request.locale,
    request.url,
    String(found.appliedSeq),
    String(found.organizationsVersion),
    String(found.total),
    ...found.hits.map((hit) => `${hit.id}@${hit.updatedAt}`),
  ]) {
    hash.update(part).update('\n');
  }
  return `W/"${hash.digest('base64url').slice(0, 32)}"`;
}

/** The same request for another page, or undefined past the last. */
/**
 * The request's own address on the configured origin, its query written anew:
 * `page[size]` as the reader sent it is no valid URI (RFC 3986 reserves the
 * brackets), `page%5Bsize%5D` is.
 */
function feedAddress(origin: string, request: FastifyRequest): URL {
  const url = new URL(request.url, origin);
  url.search = url.searchParams.toString();
  return url;
}

function nextPageUrl(origin: string, request: FastifyRequest, search: VacancySearchRequest, total: number): string | undefined {
  if (search.page.number * search.page.size >= total) return undefined;
  const url = feedAddress(origin, request);
  url.searchParams.set('page[number]', String(search.page.number + 1));
  return url.toString();
}

/** The page's vacancies as feed items, linked to their own centre's site (never the request's Host). */
async function itemsOf(request: FastifyRequest, context: SearchContext, search: VacancySearchRequest, found: FoundHits): Promise<FeedItem[]> {
  const { data, included } = await renderSearchHits(context, search, found);
  const organizations = new Map(
    (included ?? []).map((json) => JSON.parse(json) as Rendered<{ name: string }>).map((o) => [o.id, o.attributes.name]),
  );
  const items: FeedItem[] = [];
  for (const json of data) {
    const { id, attributes: vacancy } = JSON.parse(json) as Rendered<VacancyAttributes>;
    const origin = await request.server.tenancy.originFor(request.tenant.id, vacancy.volunteer_center_id, 'public_site');
    const text = htmlToText(vacancy.description);
    items.push({
      id,
      url: `${origin}/vacancies/${id}`,
      title: vacancy.title,
      text,
      summary: excerpt(text, SUMMARY_LENGTH),
      vacancyType: vacancy.vacancy_type,
      organization: organizations.get(vacancy.organization_id) ?? null,
      place: vacancy.place,
      publishedAt: vacancy.published_at ?? vacancy.created_at,
      updatedAt: vacancy.updated_at,
      startsAt: vacancy.starts_at,
      endsAt: vacancy.ends_at,
      validThrough: vacancy.expires_at,
    });
  }
  return items;
}

/**
 * Vacancy feeds (issue 31): the public vacancy search's answer as RSS 2.0,
 * JSON Feed 1.1 and a sitemap, for aggregators and partner sites to poll. The
 * same parameters, parser and in-memory index as `GET /vacancies/search`, so a
 * feed is as fresh as the search; ETag and 304 spare pollers the body.
 */
export async function vacancyFeedRoutes(app: FastifyInstance) {
  const send = (format: VacancyFeedFormat) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const name of ['tenant', 'center'] as const) {
      if (query[name] !== undefined && typeof query[name] !== 'string') throw invalidParameter(name);
    }
    // The query names the tenant and centre as the headers do for other callers: the request is theirs.
    request.tenant = await feedTenant(request, query.tenant as string | undefined, query.center as string | undefined);
    const search = parseSearchRequest(query, FEED_QUERY_RULES);
    const [sparse] = search.fields.keys();
    if (sparse !== undefined) throw invalidParameter(`fields[${sparse}]`);
    search.include = new Set(['organization']);
    // Feeds are public: the same answer for everyone, signed in or not.
    const context: SearchContext = { tenant: request.tenant, user: null, database: app.database, state: app.vacancySearch };
    const found = await findSearchHits(context, search);
    const etag = etagOf(format, request, found);
    // Readers poll: they revalidate every time and get a 304 while nothing changed.
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'Accept-Language');
    if (holdsCopy(request, etag)) return reply.code(304).send();

    const items = await itemsOf(request, context, search, found);
    if (format === 'sitemap') return reply.type(`${MEDIA_TYPES.sitemap}; charset=utf-8`).send(renderSitemap(items));
    const { tenant } = request;
    const origin = await app.tenancy.originFor(tenant.id, tenant.volunteerCenterId, 'public_site');
    const center = await app.database.withTenant(tenant.id, (tx) => findVolunteerCenter(tx, tenant.id, tenant.volunteerCenterId));
    const centerName = center?.name ?? tenant.appName;
    const channel: FeedChannel = {
      title: translate(request.locale, 'vacancy_feed.title', { center: centerName }),
      description: translate(request.locale, 'vacancy_feed.description', { center: centerName }),
      homePageUrl: `${origin}/vacancies/search`,
      feedUrl: feedAddress(origin, request).toString(),
      nextUrl: nextPageUrl(origin, request, search, found.total),
      language: request.locale,
    };
    if (format === 'rss') return reply.type(`${MEDIA_TYPES.rss}; charset=utf-8`).send(renderRss(channel, items));
    return reply.type(`${MEDIA_TYPES.json}; charset=utf-8`).send(JSON.stringify(renderJsonFeed(channel, items)));
  };

  for (const format of Object.keys(VACANCY_FEED_PATHS) as VacancyFeedFormat[]) {
    app.get(
      VACANCY_FEED_PATHS[format].replace(/^\/api\/v1/, ''),
      {
        schema: describeRoute({
          tags: ['vacancies'],
          summary: SUMMARIES[format],
          query: FEED_QUERY_RULES,
          response: {
            200:
              format === 'json'
                ? { json: vacancyJsonFeedSchema, mediaType: MEDIA_TYPES.json, description: 'A JSON Feed 1.1' }
                : { mediaType: MEDIA_TYPES[format], description: format === 'rss' ? 'An RSS 2.0 feed' : 'A sitemap (sitemaps.org)' },
          },
        }),
      },
      send(format),
    );
  }
}
