import * as v from 'valibot';
import { PAGE_LAYOUTS, PAGE_TYPES } from './enums';
import { SHORT_TEXT_MAX } from './limits';
import { blockImage } from './page-blocks';

/** Longest slug; a slug is one path segment of lower-case letters, digits and hyphens. */
export const SLUG_MAX = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * First path segments the apps already use, which a page's slug may not take
 * (the public site's own routes and the API's and servers' prefixes).
 */
export const RESERVED_SLUGS = [
  'activiteitenkalender', 'api', 'assets', 'auth', 'confirm', 'content', 'een-op-een-hulp', 'en', 'favicon.ico',
  'forms', 'healthz', 'nieuws', 'news', 'nl', 'organizations', 'partners', 'profiel', 'profile-edit', 'readyz',
  'robots.txt', 'signup', 'sitemap.xml', 'sociale-kaart', 'uitloggen', 'uploads', 'vacancies', 'workshops',
  'contactformulier', 'conversations', 'notificaties', 'test',
] as const;

/**
 * The slug of the Gelderland marketing host's landing page (spec §2:
 * `/gelderse-handen`, empty layout): a content page with its own route.
 */
export const LANDING_PAGE_SLUG = 'gelderse-handen';

/**
 * The platform's help texts are the centre's content pages whose slug starts
 * with this ("Hulp: vacatures plaatsen" at `/hulp-vacatures-plaatsen`): seeded
 * per centre, edited in the CMS, listed on the portal's `/support`.
 */
export const HELP_PAGE_SLUG_PREFIX = 'hulp-';

/** The marketing host of local development and tests (LANDING_HOST's default outside production). */
export const DEV_LANDING_HOST = 'gelderse-handen.localhost';

/** A public-site path, optionally behind a locale prefix: the prefix and the rest. */
const LOCALE_PREFIXED = /^(\/(?:en|nl))?(\/.*)?$/i;

/**
 * Where a visitor on the marketing host is sent (spec §2: to the landing path
 * unless already there), keeping a locale prefix; undefined elsewhere. Shared
 * by the API's static apps and the public site's own server, so both agree.
 */
export function landingRedirect(pathname: string, hostname: string, landingHost: string | undefined): string | undefined {
  if (!landingHost || hostname.toLowerCase() !== landingHost) return undefined;
  const [, prefix = '', rest = '/'] = LOCALE_PREFIXED.exec(pathname) ?? [];
  const landingPath = `/${LANDING_PAGE_SLUG}`;
  return rest.replace(/\/+$/, '') === landingPath ? undefined : `${prefix.toLowerCase()}${landingPath}`;
}

/** A slug made from a title: lower case, accents dropped, words joined by hyphens ("Over óns!" → "over-ons"). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

const text = v.pipe(v.string(), v.trim(), v.maxLength(SHORT_TEXT_MAX));
const optionalText = v.optional(v.nullable(text));
const description = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500))));

/** The fields of a page that the editor sets (spec §3 "Page"); blocks are validated apart, against their block's schema. */
const pageEntries = {
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SHORT_TEXT_MAX)),
  slug: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(SLUG_MAX), v.regex(SLUG_PATTERN)))),
  pageType: v.optional(v.picklist(PAGE_TYPES)),
  pageLayout: v.optional(v.picklist(PAGE_LAYOUTS)),
  showTitleOnPage: v.optional(v.boolean()),
  summary: description,
  featured: v.optional(v.boolean()),
  /** Publishes the draft (true) or takes the page off the site (false). */
  isPublished: v.optional(v.boolean()),
  /** Makes this the centre's home page, shown at `/`. */
  isHome: v.optional(v.boolean()),
  coverImage: v.optional(v.nullable(blockImage)),
  publishedAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  metaTitle: optionalText,
  metaDescription: description,
  ogTitle: optionalText,
  ogDescription: description,
};

export const pageCreateSchema = v.object(pageEntries);
export const pageUpdateSchema = v.object({ ...pageEntries, title: v.optional(pageEntries.title) });
export type PageCreateInput = v.InferOutput<typeof pageCreateSchema>;
export type PageUpdateInput = v.InferOutput<typeof pageUpdateSchema>;

/** Menus a centre has (spec §3 "Menu item": menu). */
export const MENU_LOCATIONS = ['header', 'footer'] as const;
export type MenuLocationName = (typeof MENU_LOCATIONS)[number];

/** What a menu item links to: one of the centre's content pages, or a page of the site itself. */
export const MENU_LINK_TYPES = ['content_page', 'system_page'] as const;

export const MENU_ITEM_NAME_MAX = 100;

const menuItemEntries = {
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MENU_ITEM_NAME_MAX)),
  linkType: v.picklist(MENU_LINK_TYPES),
  pageId: v.optional(v.nullable(v.pipe(v.string(), v.uuid()))),
  systemPageId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  /** The item this one is a submenu entry of (one level deep). */
  parentId: v.optional(v.nullable(v.pipe(v.string(), v.uuid()))),
  order: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
};

export const menuItemCreateSchema = v.object({ ...menuItemEntries, menu: v.picklist(MENU_LOCATIONS) });
export const menuItemUpdateSchema = v.object({
  ...menuItemEntries,
  name: v.optional(menuItemEntries.name),
  linkType: v.optional(menuItemEntries.linkType),
});
export type MenuItemCreateInput = v.InferOutput<typeof menuItemCreateSchema>;
export type MenuItemUpdateInput = v.InferOutput<typeof menuItemUpdateSchema>;
