import { VACANCY_STATUSES, ORGANIZATION_STATUSES, USER_STATUSES } from '@platform/contracts';
import { hasRole } from '../../identity/access/access';
import { countMembers, countOrganizationsByStatus } from '../../identity/organizations/organizations.data';
import { resolveCurrentOrganization } from '../../identity/organizations/organizations.service';
import { countUsersByStatus } from '../../identity/users/users.data';
import { countVacanciesByStatus } from '../vacancies/vacancies.data';
import type { RequestContext } from '../../platform/http/request-context';

/** Counts per value of a status column, as a plain object. */
function tally(rows: { status: string; n: number }[]): Record<string, number> {
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Every status listed, zero when absent, so charts and tiles never miss a key. */
function complete(statuses: readonly string[], counts: Record<string, number>, skip: readonly string[] = ['deleted']) {
  return Object.fromEntries(statuses.filter((s) => !skip.includes(s)).map((s) => [s, counts[s] ?? 0]));
}

export type AnalyticsSummary = {
  organizationId: string;
  organizationName: string;
  vacanciesByStatus: Record<string, number>;
  members: number;
  /** Figures of the whole centre, for admins and centre staff only (null for others). */
  centerOrganizationsByStatus: Record<string, number> | null;
  centerUsersByStatus: Record<string, number> | null;
};

/**
 * The dashboard's figures for the organisation the user acts for; admins and
 * centre staff also get their centre's organisations and users by status.
 */
export async function getSummary(context: RequestContext): Promise<AnalyticsSummary> {
  const organization = await resolveCurrentOrganization(context);
  const tenantId = context.tenant.id;
  const vacancies = tally(await countVacanciesByStatus(context.tx, tenantId, organization.id));
  const members = await countMembers(context.tx, tenantId, organization.id);
  const isCenterStaff = hasRole(context.user, 'admin', 'center_superuser');
  return {
    organizationId: organization.id,
    organizationName: organization.name,
    vacanciesByStatus: complete(VACANCY_STATUSES, vacancies),
    members,
    centerOrganizationsByStatus: isCenterStaff
      ? complete(ORGANIZATION_STATUSES, tally(await countOrganizationsByStatus(context.tx, tenantId, organization.volunteerCenterId)))
      : null,
    centerUsersByStatus: isCenterStaff
      ? complete(USER_STATUSES, tally(await countUsersByStatus(context.tx, tenantId, organization.volunteerCenterId)), [])
      : null,
  };
}
