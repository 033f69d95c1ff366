/**
 * The policy of every answer that is not an app's HTML page (JSON, files,
 * errors): nothing may load or run from it, and nothing may frame it. The apps'
 * pages replace it with their own ({@link appCspDirectives}).
 */
export const LOCKED_DOWN_CSP = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const;

/** What an app's page may load besides its own files, from the centre's settings and the app's build. */
export type AppCspInput = {
  /** The per-response nonce every script element of the page carries. */
  nonce: string;
  /** The centre's map tile URL template (public site), e.g. `https://{s}.tile.example/{z}/{x}/{y}.png`. */
  mapTileUrl?: string;
  /** The centre's analytics id: only then may Google's tag load and report (spec §1). */
  gtagId?: string | null;
  /** Origins the build talks to (build.json `connectSrc`, e.g. the error reporter's). */
  connectSrc?: readonly string[];
};

// Google's documented sources for Google Analytics 4 with the tag manager script.
const ANALYTICS_SCRIPT_SRC = ['https://*.googletagmanager.com'];
const ANALYTICS_IMG_SRC = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const ANALYTICS_CONNECT_SRC = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * The source expression of a tile URL template's server: its origin, with a
 * leading `{s}`-style subdomain placeholder as a wildcard. A placeholder CSP
 * cannot express elsewhere in the host falls back to the template's scheme.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return undefined;
  const scheme = (match[1] as string).toLowerCase();
  const host = (match[2] as string).toLowerCase().replace(/^\{[^}]*\}\./, '*.');
  return /[{}]/.test(host) ? `${scheme}:` : `${scheme}://${host}`;
}

/**
 * The Content-Security-Policy directives of an app's HTML: scripts only from
 * the app's origin or with this response's nonce (no inline, no eval), no
 * framing, and only the outside servers the centre has chosen.
 */
export function appCspDirectives({ nonce, mapTileUrl, gtagId, connectSrc = [] }: AppCspInput): Record<string, string[]> {
  const analytics = Boolean(gtagId);
  const tiles = mapTileUrl ? tileSource(mapTileUrl) : undefined;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(analytics ? ANALYTICS_SCRIPT_SRC : [])],
    'script-src-attr': ["'none'"],
    // Dialogs (react-remove-scroll), the rich-text editor and the error reporter's widget add
    // <style> elements without a nonce; styles cannot run code, scripts stay locked.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Vacancy images may live on any web server (image_url); data: for the icon placeholder.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(tiles ? [tiles] : []), ...(analytics ? ANALYTICS_IMG_SRC : [])],
    'connect-src': ["'self'", ...connectSrc, ...(analytics ? ANALYTICS_CONNECT_SRC : [])],
    'font-src': ["'self'", 'data:'],
    // The YouTube block plays its video from the privacy-enhanced domain, and only after a click.
    'frame-src': ['https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The page with the nonce on every `<script>` element that runs. Data blocks
 * (JSON-LD, the server render's state) never run, and a server-rendered one
 * must stay as React drew it, or hydration finds an attribute it did not draw.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\snonce=)(?![^>]*\stype="application\/(?:ld\+)?json")/gi, `<script nonce="${nonce}"`);
}
