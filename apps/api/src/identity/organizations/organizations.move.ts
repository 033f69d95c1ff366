import { organizationMoveSchema } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { parseResourceDocument } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../audit/audit.service';
import { findVolunteerCenter } from '../tenancy/tenancy.data';
import { listNonStaffInCenter, moveUsersToCenter } from '../users/users.data';
import { listMembersElsewhereInCenter, listMemberUserIds } from './organizations.members.repository';
import { findOrganization, updateOrganization, type OrganizationRow } from './organizations.repository';
import { requireAdministrable } from './organizations.service';
import { organizationVacancies } from './organizations.vacancies';

/**
 * The members who move along when an organisation moves: those whose account
 * belongs to its old centre, who belong to no other organisation there and
 * who are not staff.
 */
async function membersMovingWith(tx: Tx, tenantId: string, organization: OrganizationRow): Promise<string[]> {
  const fromCenterId = organization.volunteerCenterId;
  const candidates = await listNonStaffInCenter(tx, tenantId, await listMemberUserIds(tx, tenantId, organization.id), fromCenterId);
  const staying = new Set(await listMembersElsewhereInCenter(tx, tenantId, candidates, fromCenterId, organization.id));
  return candidates.filter((id) => !staying.has(id));
}

/**
 * Moves an organisation to another centre of the tenant (staff; only where
 * the tenant's `organizationsMoving` feature is on). An admin moves any, a
 * centre superuser only out of their own centre. Its vacancies (and their
 * applications) go along, and so do members who would otherwise be left in a
 * centre where they belong to nothing (docs/api.md). Audited.
 */
export async function moveOrganization(context: RequestContext, id: string | undefined, body: unknown): Promise<OrganizationRow> {
  if (!context.tenant.features.organizationsMoving) {
    throw new ApiError('FEATURE_DISABLED', { detailKey: 'error.FEATURE_DISABLED.organizations_moving' });
  }
  const { user, organization } = await requireAdministrable(context, id);
  const input = parseResourceDocument(body, {
    type: 'organizations',
    schema: organizationMoveSchema,
    id: organization.id,
  });
  const to = input.volunteerCenterId.toLowerCase();
  const pointer = { pointer: '/data/attributes/volunteer_center_id', field: 'volunteer_center_id' } as const;
  if (!(await findVolunteerCenter(context.tx, context.tenant.id, to))) throw new ValidationError([{ ...pointer, reason: 'invalid' }]);
  if (to === organization.volunteerCenterId) throw new ValidationError([{ ...pointer, reason: 'same_center' }]);
  const tenantId = context.tenant.id;
  const movedUserIds = await membersMovingWith(context.tx, tenantId, organization);
  await updateOrganization(context.tx, tenantId, organization.id, { volunteerCenterId: to });
  const vacancyIds = await organizationVacancies().moveToCenter(context.tx, tenantId, organization.id, to);
  await moveUsersToCenter(context.tx, tenantId, movedUserIds, to);
  await recordAuditEvent(context, {
    action: 'organization.moved',
    actorUserId: user.id,
    subjectType: 'organizations',
    subjectId: organization.id,
    data: { name: organization.name, from: organization.volunteerCenterId, to, vacancy_ids: vacancyIds, moved_user_ids: movedUserIds },
    volunteerCenterId: to,
  });
  return (await findOrganization(context.tx, context.tenant.id, organization.id))!;
}
