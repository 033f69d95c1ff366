import type { CurrentUser } from '../access/access';
import type { TenantContext } from './tenancy.plugin';

/** The site a public read comes from: its centre and its tenant's feature switches. */
export type PublicSite = Pick<TenantContext, 'volunteerCenterId' | 'features'>;

/** The centres whose public content a site shows: a list, or `all` of the tenant's. */
export type PublicCenters = readonly string[] | 'all';

/**
 * The centres whose published vacancies and approved organisations a site
 * shows anyone: its own, or every centre of the tenant where the tenant shares
 * its centres (`centerSharing`, docs/decisions.md "Search scope and centre
 * sharing"). Search, vacancy and organisation pages, applying, the calendar
 * and the sitemap all ask this one function.
 */
export function publicCenters(site: PublicSite): PublicCenters {
  return site.features.centerSharing ? 'all' : [site.volunteerCenterId];
}

/** Whether `centers` (from publicCenters) holds the centre. */
export function coversCenter(centers: PublicCenters, volunteerCenterId: string): boolean {
  return centers === 'all' || centers.includes(volunteerCenterId);
}

/**
 * Whether the user manages the settings of a centre (its profile, theme and
 * images): an admin for every centre of the tenant, a centre superuser for
 * their own centre only.
 */
export function mayManageCenterSettings(user: Pick<CurrentUser, 'roles' | 'volunteerCenterId'>, volunteerCenterId: string): boolean {
  return (
    user.roles.includes('admin') || (user.roles.includes('center_superuser') && user.volunteerCenterId === volunteerCenterId)
  );
}
