import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** One entry of the top navigation. */
export type NavigationItem = { label: MessageDescriptor; to: string };

/**
 * The top navigation of spec §2, in its order. The Dutch labels are the
 * spec's product names; English gets translations. Routes that later issues
 * build show the 404 screen until then.
 */
export const TOP_NAVIGATION: readonly NavigationItem[] = [
  { label: msg`Dashboard`, to: '/dashboard' },
  { label: msg`Vacancies`, to: '/vacancies' },
  { label: msg`Vacancy bank`, to: '/vacancies/search' },
  { label: msg`Organisations`, to: '/organizations' },
  { label: msg`Users`, to: '/users' },
  { label: msg`Applications`, to: '/applications' },
  { label: msg`Content`, to: '/content' },
  { label: msg`Settings`, to: '/settings' },
  { label: msg`Conversations`, to: '/conversations' },
];

/** The sidebar's open state lives for the browser session (this key in sessionStorage). */
export const SIDEBAR_STORAGE_KEY = 'portal-sidebar-open';

/**
 * The public site of the centre whose portal this is: the same host without
 * its leading `portal.` (portal.apeldoorn.localhost → apeldoorn.localhost),
 * scheme-relative so it follows http or https.
 */
export function publicSiteOrigin(host: string): string {
  return `//${host.replace(/^portal\./, '')}`;
}

/** Where the portal starts for a signed-in user, and where sign-in returns to by default. */
export const HOME_PATH = '/dashboard';

/** The centre's sign-up page on its public site (the portal has none). */
export function signUpUrl(host: string): string {
  return `${publicSiteOrigin(host)}/signup`;
}

/** How a user is named in the account menu: first and last name, else the address. */
export function displayName(user: { firstName?: string | null; lastName?: string | null; email: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/** The account menu opens under its button, aligned to the button's right edge. */
export const ACCOUNT_MENU_POSITION = { align: 'end', sideOffset: 8 } as const;
