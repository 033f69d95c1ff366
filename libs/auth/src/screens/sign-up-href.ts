/** The public site's sign-up page (spec §2). */
export const SIGN_UP_PATH = '/signup';

/** Whether a link leaves this app: scheme-relative (`//host/…`) or with a scheme (`https:`, `mailto:`). */
export function isOtherSite(href: string): boolean {
  return href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(href);
}
