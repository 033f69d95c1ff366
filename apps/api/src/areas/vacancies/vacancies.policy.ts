import type { VacancyStatus } from '@platform/contracts';
import { hasRole, type CurrentUser } from '../../identity/access/access';
import type { PartnerCaller } from '../../platform/http/request-context';
import { coversCenter, type PublicCenters } from '../../identity/tenancy/tenancy.policy';

/** What a policy needs to know about a vacancy. */
export type VacancySubject = {
  organizationId: string;
  volunteerCenterId: string;
  status: VacancyStatus;
};

/**
 * Which vacancies a list may show:
 * - `all`: the whole tenant (admin);
 * - `center`: every vacancy of one centre (centre superuser);
 * - `public`: the published vacancies of the request's centre, plus every
 *   vacancy of `ownOrganizationIds` (an organisation superuser's own).
 */
export type VacancyListScope =
  | { kind: 'all' }
  | { kind: 'center'; volunteerCenterId: string }
  | { kind: 'public'; volunteerCenterId: string; ownOrganizationIds: readonly string[] };

/** Roles that may ever write vacancies; others are refused before any lookup. */
export function mayManageVacancies(user: CurrentUser | null): boolean {
  return hasRole(user, 'admin', 'center_superuser', 'organization_superuser');
}

/** Create, edit, publish, archive, restore and delete: admin; the centre's superuser; the organisation's superuser. */
export function mayManageVacancy(user: CurrentUser | null, vacancy: Pick<VacancySubject, 'organizationId' | 'volunteerCenterId'>): boolean {
  if (!user) return false;
  if (hasRole(user, 'admin')) return true;
  if (hasRole(user, 'center_superuser') && user.volunteerCenterId === vacancy.volunteerCenterId) return true;
  return hasRole(user, 'organization_superuser') && user.managedOrganizationIds.includes(vacancy.organizationId);
}

/**
 * A partner key with `vacancies:write` manages the vacancies of its one organisation as that
 * organisation's superuser would, and nothing else (docs/decisions.md, "Partner API keys"). It
 * is no user: this stands in for one only in the vacancy policy, never in a request's context.
 */
export function partnerAsManager(partner: PartnerCaller): CurrentUser | null {
  if (!partner.scopes.includes('vacancies:write') || !partner.organizationId) return null;
  return {
    id: partner.keyId,
    tenantId: '',
    volunteerCenterId: partner.volunteerCenterId,
    email: '',
    firstName: null,
    lastName: partner.name,
    status: 'active',
    locale: 'nl',
    roles: ['organization_superuser'],
    organizationIds: [partner.organizationId],
    managedOrganizationIds: [partner.organizationId],
    client: '',
    impersonatorUserId: null,
  };
}

/**
 * Managers see every vacancy in their reach but deleted ones; everyone else the
 * published ones of `centers`: for reads `publicCenters(site)` (the site's
 * centre, or all the tenant's where it shares its centres, as public search
 * shows them), for writes the site's centre only.
 */
export function maySeeVacancy(user: CurrentUser | null, centers: PublicCenters, vacancy: VacancySubject): boolean {
  if (vacancy.status === 'deleted') return false;
  if (mayManageVacancy(user, vacancy)) return true;
  return vacancy.status === 'published' && coversCenter(centers, vacancy.volunteerCenterId);
}

/** The list counterpart of maySeeVacancy. */
export function vacancyListScope(user: CurrentUser | null, requestCenterId: string): VacancyListScope {
  if (hasRole(user, 'admin')) return { kind: 'all' };
  if (user && hasRole(user, 'center_superuser')) return { kind: 'center', volunteerCenterId: user.volunteerCenterId };
  const ownOrganizationIds = user && hasRole(user, 'organization_superuser') ? user.managedOrganizationIds : [];
  return { kind: 'public', volunteerCenterId: requestCenterId, ownOrganizationIds };
}

/**
 * The status transitions a manager may make (docs/decisions.md, "Vacancies").
 * Deleting is allowed from every status but deleted, through DELETE or a status change.
 */
export const VACANCY_TRANSITIONS: Record<VacancyStatus, readonly VacancyStatus[]> = {
  draft: ['published', 'archived', 'deleted'],
  published: ['filled', 'expired', 'archived', 'deleted'],
  filled: ['published', 'archived', 'deleted'],
  expired: ['published', 'archived', 'deleted'],
  archived: ['draft', 'deleted'],
  deleted: [],
};

export function mayTransition(from: VacancyStatus, to: VacancyStatus): boolean {
  return from === to || VACANCY_TRANSITIONS[from].includes(to);
}
