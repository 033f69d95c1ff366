import type { Role, VacancyStatus } from '@platform/contracts';
import type { VacancyAttributes } from '@platform/api-client';

/** The status actions the management pages offer for a vacancy. */
export type VacancyActions = { canPublish: boolean; canArchive: boolean; canRestore: boolean; canDelete: boolean };

/**
 * Which actions a vacancy's status allows, following the API's transitions
 * (docs/decisions.md): drafts, filled and expired vacancies can be
 * (re)published, everything but an archived one archived, an archived one
 * restored to a draft, and anything deleted.
 */
export function vacancyActions(status: VacancyStatus): VacancyActions {
  return {
    canPublish: status === 'draft' || status === 'filled' || status === 'expired',
    canArchive: status !== 'archived' && status !== 'deleted',
    canRestore: status === 'archived',
    canDelete: status !== 'deleted',
  };
}

/**
 * Whether the user may change a vacancy they can see (docs/permissions.md):
 * admins and centre staff every one they see; organisation managers their
 * own organisations' ones (they also see other organisations' published ones).
 */
export function mayManageVacancy(
  roles: readonly { name: Role }[],
  organizationIds: readonly string[],
  vacancy: { organizationId: string },
): boolean {
  if (roles.some((role) => role.name === 'admin' || role.name === 'center_superuser')) return true;
  return roles.some((role) => role.name === 'organization_superuser') && organizationIds.includes(vacancy.organizationId);
}

/** The change that publishes a vacancy (the API then checks the fields publishing needs). */
export const PUBLISH_CHANGE: VacancyAttributes = { status: 'published' };

/** The status actions with an endpoint of their own (`PUT /vacancies/{id}/archive|restore`). */
export const ARCHIVE = 'archive' as const;
export const RESTORE = 'restore' as const;
