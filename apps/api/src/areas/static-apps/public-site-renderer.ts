import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a page's Content-Security-Policy follows: the centre's map tiles and analytics id. */
export type PagePolicy = { mapTileUrl?: string; gtagId?: string };

/** The site origins a page is rendered with: the centre's configured ones. */
export type RenderOrigins = { site: string; portal: string };

/** A page the public site's server renderer drew (its module's `renderPage` result). */
type RenderResult =
  | { kind: 'page'; status: number; cookies: string[]; policy: PagePolicy }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser-only' };

// The API's own origin for the renderer's API client; its requests never leave the process.
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';

/** What the API uses of the built renderer (dist/apps/public-site-server/index.mjs). */
type RendererModule = {
  renderPage(request: {
    url: string;
    cookie?: string;
    acceptLanguage?: string;
    origins: RenderOrigins;
    fetch: typeof fetch;
    apiUrl: string;
  }): Promise<RenderResult>;
  pageDocument(template: string, page: RenderResult & { kind: 'page' }): string;
};

/** A visitor's page request, and how the renderer reaches the API for it. */
export type PageVisit = {
  url: string;
  cookie?: string;
  acceptLanguage?: string;
  origins: RenderOrigins;
  /** Answers the renderer's API calls (the plugin answers them in-process). */
  fetch: typeof fetch;
};

/** What answering a page with the renderer gives: a document, a redirect, or nothing (the app shell will do). */
export type ServerRenderedPage =
  | { kind: 'page'; status: number; html: string; cookies: string[]; policy: PagePolicy }
  | { kind: 'redirect'; status: number; location: string };

/** Renders a visitor's page into the app's index.html (`template`). */
export type PublicPageRenderer = (visit: PageVisit, template: string) => Promise<ServerRenderedPage | undefined>;

/**
 * The public site's server renderer, when it has been built: renders a page
 * for a visitor in-process. Absent (an API-only deployment, or tests without a
 * build), every page is the app shell the browser renders, as before.
 */
export async function loadPublicSiteRenderer(appsDir: string): Promise<PublicPageRenderer | undefined> {
  const entry = path.join(appsDir, 'public-site-server', 'index.mjs');
  if (!existsSync(entry)) return undefined;
  // A real dynamic import: the renderer is an ES module, the API a CommonJS bundle.
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;

  return async function renderPublicPage(visit: PageVisit, template: string): Promise<ServerRenderedPage | undefined> {
    const page = await renderer.renderPage({ ...visit, apiUrl: IN_PROCESS_ORIGIN });
    if (page.kind === 'browser-only') return undefined;
    if (page.kind === 'redirect') return page;
    const { status, cookies, policy } = page;
    return { kind: 'page', status, html: renderer.pageDocument(template, page), cookies, policy };
  };
}
