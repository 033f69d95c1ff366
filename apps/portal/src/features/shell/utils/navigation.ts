import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@platform/contracts';
import type { TenantFeatures } from '@platform/tenancy';
import { POOL_ROLES } from '@portal/utils/pool-access';

/**
 * One entry of the top navigation; `roles`, when given, are the only ones
 * that see it, and `feature`, when given, must be on for the tenant.
 */
export type NavigationItem = {
  label: MessageDescriptor;
  to: string;
  roles?: readonly Role[];
  feature?: keyof TenantFeatures;
};

/** Who runs a centre's one-to-one support. */
const CENTRE_STAFF: readonly Role[] = ['admin', 'center_superuser'];

/** Who builds forms (docs/permissions.md). */
const FORM_BUILDERS: readonly Role[] = [
  'admin',
  'center_superuser',
  'content_manager',
  'organization_superuser',
];

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
  { label: msg`Forms`, to: '/form_builder', roles: FORM_BUILDERS },
  { label: msg`Settings`, to: '/settings' },
  { label: msg`Conversations`, to: '/conversations' },
  { label: msg`One-to-one support`, to: '/een-op-een-hulp', roles: CENTRE_STAFF, feature: 'peerToPeer' },
  {
    label: msg`Volunteer pool`,
    to: '/vrijwilligerspool',
    roles: POOL_ROLES,
    feature: 'volunteerProfiles',
  },
];

/** The entries of the top navigation a user with these roles sees on a tenant with these features. */
export function navigationFor(
  roles: readonly { name: Role }[],
  features: Partial<TenantFeatures>,
): NavigationItem[] {
  return TOP_NAVIGATION.filter(
    (item) =>
      (!item.roles || roles.some((role) => item.roles?.includes(role.name))) &&
      (!item.feature || features[item.feature] === true),
  );
}

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
export function displayName(user: {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/** The account menu opens under its button, aligned to the button's right edge. */
export const ACCOUNT_MENU_POSITION = { align: 'end', sideOffset: 8 } as const;
