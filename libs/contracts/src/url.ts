import * as v from 'valibot';

/** Longest URL accepted anywhere (what browsers and crawlers reliably handle). */
export const URL_MAX = 2048;

// Whitespace and control characters anywhere: URL parsers drop some of them
// (`java\tscript:`), so a value that holds one is never read as a URL.
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;

/**
 * True only for an absolute `http://` or `https://` URL with a host, as
 * written: the scheme and `//` must be spelled out (so `http:evil`,
 * `https:\\evil`, `//evil`, `javascript:`, `data:` and `vbscript:` are out).
 * Stored URLs end up in links, `og:image` and JSON-LD, where any other scheme
 * could run script.
 */
export function isHttpUrl(value: string): boolean {
  if (value.length > URL_MAX || WHITESPACE_OR_CONTROL.test(value) || !/^https?:\/\/[^/\\]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The value when it is an http(s) URL ({@link isHttpUrl}), else null: for rendering values stored before the rule. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return value && isHttpUrl(value) ? value : null;
}

/**
 * An XYZ tile URL template for the social map: an http(s) URL as
 * {@link isHttpUrl} reads it, with the `{z}`, `{x}` and `{y}` placeholders
 * Leaflet fills in (and optionally others such as `{s}` and `{r}`).
 */
export function isMapTileUrl(value: string): boolean {
  return ['{z}', '{x}', '{y}'].every((placeholder) => value.includes(placeholder)) && isHttpUrl(value.replace(/\{(\w+)\}/g, '$1'));
}

const UPLOAD_URL = /^\/uploads\/([a-z]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(webp|png|pdf|docx|xlsx|pptx|odt|ods|odp)$/;
/** The extensions images are stored under (re-encoded); every other upload is a document. */
const IMAGE_EXTENSIONS = new Set(['webp', 'png']);

/** The parts of an upload's URL (`/uploads/<tenant>/<id>.<ext>`), or null when it is not one. */
export function parseUploadUrl(url: string): { tenant: string; id: string; storedName: string; isImage: boolean } | null {
  const match = UPLOAD_URL.exec(url);
  return match
    ? { tenant: match[1] as string, id: match[2] as string, storedName: `${match[2]}.${match[3]}`, isImage: IMAGE_EXTENSIONS.has(match[3] as string) }
    : null;
}

/** Whether a URL is that of an uploaded image (not a document). */
export function isImageUploadUrl(url: string): boolean {
  return parseUploadUrl(url)?.isImage === true;
}

/** The validation every URL field uses: an issue of kind `url`, which API and apps translate as "not a valid URL". */
export type HttpUrlAction = v.BaseValidation<string, string, v.UrlIssue<string>> & {
  readonly type: 'url';
  readonly reference: typeof httpUrl;
  readonly expects: null;
  readonly requirement: (input: string) => boolean;
};

/** valibot's `url` check with a stricter rule: {@link isHttpUrl} unless another URL rule is given. */
/* @__NO_SIDE_EFFECTS__ */
export function httpUrl(requirement: (input: string) => boolean = isHttpUrl): HttpUrlAction {
  return { ...v.url<string>(), reference: httpUrl, requirement };
}

/** A required web address: trimmed, at most {@link URL_MAX} characters, http(s) only. */
export const httpUrlSchema = v.pipe(v.string(), v.trim(), v.maxLength(URL_MAX), httpUrl());

/** An optional web address as stored on organisations and vacancies: '' and null clear it. */
export const optionalHttpUrlSchema = v.optional(v.nullable(v.union([v.literal(''), httpUrlSchema])));

/**
 * An image stored for a centre: an upload's URL (`/uploads/<tenant>/<id>.<ext>`),
 * or an http(s) URL kept from before uploads (the API accepts a new value only
 * when it names one of the centre's own uploads).
 */
export const imageUrlRule = httpUrl((value) => isImageUploadUrl(value) || isHttpUrl(value));

/** The map tile template rule: http(s) only, with its placeholders. */
export const mapTileUrlRule = httpUrl(isMapTileUrl);

/**
 * Where a link in a page may point: a path on the centre's own site
 * (`/vacancies/search?q=zorg`, never `//host`), an http(s) URL
 * ({@link isHttpUrl}), or a `mailto:`/`tel:` address. Anything else
 * (`javascript:`, `data:`) could run script when clicked.
 */
export function isSiteLink(value: string): boolean {
  if (value.length > URL_MAX || WHITESPACE_OR_CONTROL.test(value)) return false;
  if (/^\/(?![/\\])/.test(value)) return true;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(value)) return true;
  if (/^tel:\+?[\d()-]{3,32}$/i.test(value)) return true;
  return isHttpUrl(value);
}

/** A link target in page content: a site path, an http(s) URL, `mailto:` or `tel:` ({@link isSiteLink}). */
export const siteLinkSchema = v.pipe(v.string(), v.trim(), v.maxLength(URL_MAX), httpUrl(isSiteLink));
