import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { appCspDirectives, DEV_LANDING_HOST, landingRedirect, LOCKED_DOWN_CSP, withNonce } from '@platform/contracts';
import Fastify, { type FastifyReply } from 'fastify';
import { getPortalUrl } from '../utils/portal-url';
import { pageDocument } from './page-document';
import { renderPage } from './render-page';

/** What the public site's own server needs to know, from its environment. */
export type SiteServerSettings = {
  port: number;
  host: string;
  /** The API the pages' data comes from (the browser build's `VITE_API_URL`). */
  apiUrl: string;
  /** This site's own origin, for absolute links (never the request's Host). */
  siteOrigin: string;
  /** The centre's staff portal. */
  portalUrl: string;
  /** The browser build: index.html and assets/. */
  appDir: string;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** The Gelderland marketing host, whose visitors are sent to the landing page (as the API does). */
  landingHost: string | undefined;
};

/** The settings from `PORT`, `HOST`, `API_URL`, `SITE_ORIGIN`, `PORTAL_URL`, `TRUST_PROXY` and `LANDING_HOST`. */
export function readSiteServerSettings(env: NodeJS.ProcessEnv = process.env): SiteServerSettings {
  const port = Number(env['PORT'] ?? 4300);
  const apiUrl = env['API_URL'];
  if (!apiUrl || !/^https?:\/\//.test(apiUrl)) {
    throw new Error('API_URL must name the API, e.g. API_URL=https://api.example.nl');
  }
  const siteOrigin = (env['SITE_ORIGIN'] ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env['HOST'] ?? 'localhost',
    apiUrl: apiUrl.replace(/\/+$/, ''),
    siteOrigin,
    portalUrl: getPortalUrl(new URL(siteOrigin), env['PORTAL_URL']),
    appDir: fileURLToPath(new URL('../public-site/', import.meta.url)),
    trustProxy: env['TRUST_PROXY'] === 'true',
    // The API's default: the development marketing host outside production.
    landingHost: env['LANDING_HOST']?.toLowerCase() ?? (env['NODE_ENV'] === 'production' ? undefined : DEV_LANDING_HOST),
  };
}

/**
 * The public site on its own, without the API or the portal in the same
 * process (the design card: each app is deployed independently): its pages
 * rendered on the server with data from the API over the network, and its
 * built files, precompressed and cached. The browser talks to the API itself
 * (a build with `VITE_API_URL`, and the API's `CORS_ORIGINS` naming this site).
 */
export async function buildSiteServer(settings: SiteServerSettings) {
  const app = Fastify({ logger: { level: 'info' }, trustProxy: settings.trustProxy });
  await app.register(fastifyHelmet, { contentSecurityPolicy: { useDefaults: false, directives: LOCKED_DOWN_CSP } });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyStatic, { root: settings.appDir, serve: false, cacheControl: false, preCompressed: true });
  const apiOrigin = new URL(settings.apiUrl).origin;

  /** The build's file a path names, if it is one. */
  function fileOf(url: string) {
    const relative = path.normalize(decodeURIComponent(url.split('?')[0] ?? '/')).replace(/^([/\\]|\.\.)+/, '');
    const candidate = path.join(settings.appDir, relative);
    const isFile = Boolean(relative) && candidate.startsWith(settings.appDir) && existsSync(candidate) && statSync(candidate).isFile();
    return { relative, isFile };
  }

  // Hashed files never change; their .br and .gz copies come from the build.
  app.get('/assets/*', { compress: false }, async (request, reply) => {
    const { relative, isFile } = fileOf(request.url);
    if (!isFile) return reply.code(404).send({ error: 'Not found' });
    return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(relative);
  });

  app.get('/*', async (request, reply) => {
    const { relative, isFile } = fileOf(request.url);
    if (isFile && relative !== 'index.html') return reply.header('cache-control', 'no-cache').sendFile(relative);
    if (path.extname(relative)) return reply.code(404).send({ error: 'Not found' });
    const landing = landingRedirect(request.url.split('?')[0] ?? '/', request.hostname, settings.landingHost);
    // 302, not 301: browsers keep a 301, and which host is the marketing host is configuration.
    if (landing) return reply.redirect(landing, 302);
    const template = await readFile(path.join(settings.appDir, 'index.html'), 'utf8');
    const page = await renderPage({
      url: request.url,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      origins: { site: settings.siteOrigin, portal: settings.portalUrl },
      fetch,
      apiUrl: settings.apiUrl,
    }).catch((error: unknown) => {
      // The browser can still draw the page (or its error screen) from the app shell.
      request.log.error({ err: error }, 'server rendering failed; sending the app shell');
      return undefined;
    });
    if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
    if (page?.kind === 'page') {
      if (page.cookies.length) reply.header('set-cookie', page.cookies);
      return sendPage(reply.code(page.status), pageDocument(template, page), page.policy);
    }
    return sendPage(reply, template, {});
  });

  /** A page with a fresh nonce on its scripts and a policy that follows the centre's settings. */
  async function sendPage(reply: FastifyReply, html: string, policy: { mapTileUrl?: string; gtagId?: string }) {
    const nonce = randomBytes(16).toString('base64url');
    const directives = appCspDirectives({ nonce, ...policy, connectSrc: [apiOrigin] });
    await reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives } });
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withNonce(html, nonce));
  }

  return app;
}

/** Starts the server when this file is run (`node dist/apps/public-site-server/standalone.mjs`). */
async function main() {
  const settings = readSiteServerSettings();
  const app = await buildSiteServer(settings);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close());
  process.once('SIGINT', () => void close());
  await app.listen({ port: settings.port, host: settings.host });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
