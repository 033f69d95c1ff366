import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appCspDirectives, escapeHtml, landingRedirect, withNonce, type Locale } from '@platform/contracts';
import { switchedOffVacancyTypes } from '@platform/tenancy';
import { notFoundError } from '../../platform/http/json-api.plugin';
import { isUuid } from '../../platform/http/json-api';
import { publicCenters } from '../../identity/tenancy/tenancy.policy';
import { findProfiles } from '../../identity/tenancy/tenancy.data';
import { DEFAULT_MAP_TILES } from '../social-map/social-map.service';
import { findPublishedVacancyForPage, listPublishedVacancyUpdates, type PublicScope } from '../vacancies/vacancies.data';
import { listPagesForSitemap } from '../pages/pages.service';
import { injectIntoHead, renderSitemap, renderVacancyHead } from './page-head';
import { loadPublicSiteRenderer, type PagePolicy, type PublicPageRenderer } from './public-site-renderer';

/** Most URLs one sitemap file may list (sitemaps.org). */
const SITEMAP_URL_LIMIT = 50_000;

const APP_FOLDERS = { public_site: 'public-site', portal: 'portal' } as const;

/** `/vacancies/{id}` of the public site, optionally behind a locale prefix (`/en/…`, `/nl/…`). */
const VACANCY_PAGE = /^\/(?:(en|nl)\/)?vacancies\/([^/]+)\/?$/i;
/** The vacancy bank shares the vacancy pages' path shape but is a page of its own. */
const VACANCY_BANK_SEGMENT = 'search';

/** Public-site pages listed in the sitemap besides the vacancies, with the feature each needs. */
const SITEMAP_PAGES: readonly { path: string; feature?: 'activities' | 'peerToPeer' }[] = [
  { path: '/' },
  { path: '/vacancies/search' },
  { path: '/activiteitenkalender', feature: 'activities' },
  { path: '/een-op-een-hulp', feature: 'peerToPeer' },
  { path: '/nieuws' },
];

const isPortal = (request: FastifyRequest) => request.tenant.app === 'portal';

/** The configured origin of the request's centre's public site, for absolute links; never the request's Host. */
const originOf = (request: FastifyRequest) =>
  request.server.tenancy.originFor(request.tenant.id, request.tenant.volunteerCenterId, 'public_site');

function publicScope(request: FastifyRequest): PublicScope {
  return {
    tenantId: request.tenant.id,
    centers: publicCenters(request.tenant),
    excludedTypes: switchedOffVacancyTypes(request.tenant.features),
  };
}

/** Statuses whose answers have no body; a Response refuses one. */
const BODILESS_STATUSES = new Set([204, 205, 304]);

/**
 * A `fetch` that answers from this API in-process (`app.inject`), as the
 * visitor's request: same host (so the same centre) and IP (so the same rate limits).
 */
function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: visitor.headers.host ?? '' },
      remoteAddress: visitor.ip,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) responseHeaders.append(name, String(item));
    }
    const body = BODILESS_STATUSES.has(answer.statusCode) ? null : answer.rawPayload;
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}

/**
 * All-in-one mode: serves the built public site or portal by host name, with
 * index.html for every route the single-page app handles itself. For crawlers,
 * a published vacancy's page gets its title, description, Open Graph tags and
 * JobPosting in that first HTML (an unknown one answers 404), and the public
 * site has a `/sitemap.xml` and `/robots.txt`.
 */
export async function staticAppsPlugin(
  app: FastifyInstance,
  { appsDir, landingHost }: { appsDir: string; landingHost: string | undefined },
) {
  // Caching is decided per file below; @fastify/static's own header would replace it. With
  // preCompressed, sendFile answers with a file's .br or .gz copy when Accept-Encoding allows
  // (brotli first), under the original's type and with Vary: Accept-Encoding.
  await app.register(fastifyStatic, { root: appsDir, serve: false, cacheControl: false, preCompressed: true });
  const renderPublicPage = await loadPublicSiteRenderer(appsDir);

  // Hashed files never change. Their .br and .gz copies come from the build
  // (tools/vite/precompressed-assets.mts), so nothing here is compressed per request:
  // a file without copies is too small to gain or already compressed (fonts).
  app.get('/assets/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const { root, relative, isFile } = appFileOf(appsDir, request);
    if (!isFile) throw notFoundError(request);
    return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(relative, root);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    // The portal is for signed-in staff: nothing there for search engines.
    const body = isPortal(request)
      ? 'User-agent: *\nDisallow: /\n'
      : `User-agent: *\nDisallow: /api/\nDisallow: /auth/\nDisallow: /profiel\nDisallow: /profile-edit\n\nSitemap: ${await originOf(request)}/sitemap.xml\n`;
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, sendSitemap);

  // Every answer of this route gets a fresh nonce; pages put it in their policy and scripts.
  app.get('/*', { schema: { hide: true }, helmet: { enableCSPNonces: true } }, async (request, reply) => {
    const { pathname, root, relative, isFile } = appFileOf(appsDir, request);
    if (pathname === '/api' || pathname.startsWith('/api/')) throw notFoundError(request);
    // Files outside assets/ (build.json, favicon) have no hash in their name: revalidated.
    if (isFile) return reply.header('cache-control', 'no-cache').sendFile(relative, root);
    if (path.extname(relative)) throw notFoundError(request);
    const landing = isPortal(request) ? undefined : landingRedirect(pathname, request.hostname, landingHost);
    // 302, not 301: browsers keep a 301, and which host is the marketing host is configuration.
    if (landing) return reply.redirect(landing, 302);
    if (!existsSync(path.join(root, 'index.html'))) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`This app has not been built yet (${root}). Run "npm start" from the project folder.`);
    }
    const template = await readFile(path.join(root, 'index.html'), 'utf8');
    if (renderPublicPage && !isPortal(request)) {
      const rendered = await sendRenderedPage(app, request, reply, root, template, renderPublicPage);
      if (rendered) return rendered;
    }
    const vacancyPage = isPortal(request) ? null : VACANCY_PAGE.exec(pathname);
    if (vacancyPage && vacancyPage[2]?.toLowerCase() !== VACANCY_BANK_SEGMENT) {
      const locale = vacancyPage[1]?.toLowerCase() as Locale | undefined;
      return sendVacancyPage(request, reply, root, vacancyPage[2] ?? '', locale);
    }
    return sendPage(request, reply, root, template);
  });
}

/** The built app of the request's host and the file the request's path names in it, if it is one. */
function appFileOf(appsDir: string, request: FastifyRequest) {
  // The router has already refused paths with malformed %-escapes (400).
  const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
  const root = path.join(appsDir, APP_FOLDERS[request.tenant.app ?? 'public_site']);
  const relative = path.normalize(pathname).replace(/^([/\\]|\.\.)+/, '');
  const candidate = path.join(root, relative);
  const isFile = Boolean(relative) && candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile();
  return { pathname, root, relative, isFile };
}

/** The public site's pages, content pages and published vacancies for search engines; none for the portal. */
async function sendSitemap(request: FastifyRequest, reply: FastifyReply) {
  if (isPortal(request)) throw notFoundError(request);
  const { features } = request.tenant;
  const origin = await originOf(request);
  const { vacancies, contentPages } = await request.withContext(async (context) => {
    const pagesListed = await listPagesForSitemap(context, SITEMAP_URL_LIMIT / 2);
    const room = SITEMAP_URL_LIMIT - SITEMAP_PAGES.length - pagesListed.length;
    return { contentPages: pagesListed, vacancies: await listPublishedVacancyUpdates(context.tx, publicScope(request), room) };
  });
  const homeUpdatedAt = contentPages.find((page) => page.path === '/')?.updatedAt;
  const body = renderSitemap([
    ...SITEMAP_PAGES.filter((page) => !page.feature || features[page.feature]).map((page) => ({
      loc: `${origin}${page.path}`,
      ...(page.path === '/' && homeUpdatedAt ? { lastmod: homeUpdatedAt } : {}),
    })),
    ...contentPages.filter((page) => page.path !== '/').map((page) => ({ loc: `${origin}${page.path}`, lastmod: page.updatedAt })),
    ...vacancies.map((vacancy) => ({ loc: `${origin}/vacancies/${vacancy.id}`, lastmod: vacancy.updatedAt })),
  ]);
  return reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(body);
}

/**
 * The public site's page drawn by its server renderer, answering the renderer's
 * API calls in-process; undefined when it draws none or fails, and the browser
 * draws the page from the app shell instead.
 */
async function sendRenderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  template: string,
  renderPublicPage: PublicPageRenderer,
) {
  const visit = {
    url: request.url,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
    origins: {
      site: await originOf(request),
      portal: await request.server.tenancy.originFor(request.tenant.id, request.tenant.volunteerCenterId, 'portal'),
    },
    fetch: inProcessFetch(app, request),
  };
  const page = await renderPublicPage(visit, template).catch((error: unknown) => {
    // The browser can still draw the page (or its error screen) from the app shell.
    request.log.error({ err: error }, 'server rendering failed; sending the app shell');
    return undefined;
  });
  if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
  if (!page) return undefined;
  if (page.cookies.length) reply.header('set-cookie', page.cookies);
  return sendPage(request, reply.code(page.status), root, page.html, {
    ...page.policy,
    mapTileUrl: page.policy.mapTileUrl ?? DEFAULT_MAP_TILES.url,
  });
}

/** Outside origins the app was built to talk to (build.json `connectSrc`, e.g. the error reporter). */
async function buildConnectSrc(root: string): Promise<string[]> {
  const metadata: unknown = await readFile(path.join(root, 'build.json'), 'utf8').then(JSON.parse, () => ({}));
  const connectSrc = (metadata as { connectSrc?: unknown }).connectSrc;
  return Array.isArray(connectSrc) ? connectSrc.filter((origin): origin is string => typeof origin === 'string') : [];
}

/** The public site's map tiles and analytics id, which its pages' policy allows; none for the portal. */
async function pagePolicyOf(request: FastifyRequest): Promise<PagePolicy> {
  if (isPortal(request)) return {};
  const [profile] = await request.withContext(({ tx }) => findProfiles(tx, request.tenant.id, [request.tenant.volunteerCenterId]));
  return { mapTileUrl: profile?.mapTileUrl ?? DEFAULT_MAP_TILES.url, gtagId: profile?.gtagId ?? undefined };
}

/**
 * An app page with a Content-Security-Policy that follows the centre's settings
 * (map tiles and analytics on the public site; a rendered page brings them, having
 * read the centre already) and this response's nonce on its scripts.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, root: string, html: string, policy?: PagePolicy) {
  const nonce = reply.cspNonce.script;
  const directives = appCspDirectives({
    nonce,
    ...(policy ?? (await pagePolicyOf(request))),
    connectSrc: await buildConnectSrc(root),
  });
  await reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives } });
  // Every page has a title in its first HTML; the app puts the page's own there once it runs.
  const titled = /<title[\s>]/i.test(html) ? html : injectIntoHead(html, `<title>${escapeHtml(request.tenant.appName)}</title>`);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withNonce(titled, nonce));
}

/** index.html with the vacancy's head, or as it is with 404 when the vacancy is not published on this site. */
async function sendVacancyPage(request: FastifyRequest, reply: FastifyReply, root: string, id: string, locale: Locale | undefined) {
  const vacancy = isUuid(id)
    ? await request.withContext(({ tx }) => findPublishedVacancyForPage(tx, publicScope(request), id.toLowerCase()))
    : undefined;
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  // The app shows its own "not found" screen; the status tells crawlers the page does not exist.
  if (!vacancy) return sendPage(request, reply.code(404), root, html);
  const url = `${await originOf(request)}${request.url.split('?')[0]}`;
  const head = renderVacancyHead({
    title: vacancy.title,
    description: vacancy.description,
    publishedAt: vacancy.publishedAt?.toISOString() ?? null,
    createdAt: vacancy.createdAt.toISOString(),
    expiresAt: vacancy.expiresAt?.toISOString() ?? null,
    place: vacancy.place,
    latitude: vacancy.latitude === null ? null : Number(vacancy.latitude),
    longitude: vacancy.longitude === null ? null : Number(vacancy.longitude),
    imageUrl: vacancy.imageUrl,
    organization: vacancy.organizationName ? { name: vacancy.organizationName, website: vacancy.organizationWebsite } : null,
    url,
    appName: request.tenant.appName,
    locale: locale ?? 'nl',
  });
  return sendPage(request, reply, root, injectIntoHead(html, head, locale));
}
