import { isHttpUrl, isSiteLink } from '@platform/contracts';

/** How a block draws a link: through the host's router, as an outside link, as a plain link, or not at all. */
export type LinkKind = 'internal' | 'external' | 'plain' | 'refused';

/**
 * What kind of link `href` is. The schema refuses unsafe links already; this
 * check is repeated because stored pages may predate the rule.
 */
export function linkKind(href: string): LinkKind {
  if (!isSiteLink(href)) return 'refused';
  if (href.startsWith('/')) return 'internal';
  return isHttpUrl(href) ? 'external' : 'plain';
}

/** `rel` of an outside link: the other site gets no handle on this window and no referrer. */
export const EXTERNAL_REL = 'noopener noreferrer';
