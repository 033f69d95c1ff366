import type { FastifyRequest } from 'fastify';
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  organizationApproveSchema,
  organizationUpdateSchema,
  type OrganizationStatus,
  type OrganizationType,
} from '@platform/contracts';
import { selectOrganization } from '@platform/tenancy';
import type { Tx } from '../../db/database';
import { ApiError, ValidationError } from '../../http/errors';
import { isUuid, parseResourceDocument, requireUuid, type ListQuery } from '../../http/json-api';
import { recordAuditEvent } from '../audit/audit.service';
import { requireUser, type CurrentUser } from '../auth/session';
import { publicCenters } from '../tenancy/tenancy.policy';
import {
  mayAdministerOrganization,
  mayAdministerOrganizations,
  mayEditOrganization,
  maySeeAllVacancies,
  maySeeOrganization,
  organizationListScope,
} from './organizations.policy';
import {
  findAddresses,
  findOrganization,
  findProfiles,
  findVacancies,
  listMemberOrganizations,
  listOrganizations,
  updateOrganization,
  type NewOrganization,
  type OrganizationFilters,
  type OrganizationRow,
  type VacancyRow,
} from './organizations.repository';
import type { OrganizationBundle } from './organizations.serializer';

export type ServiceContext = { request: FastifyRequest; tx: Tx };

/** The includes an organisation answer may ask for. */
export const ORGANIZATION_INCLUDES = ['address', 'profile', 'vacancies'] as const;

async function loadRelated(
  { request, tx }: ServiceContext,
  organizations: OrganizationRow[],
  include: ReadonlySet<string>,
): Promise<OrganizationBundle> {
  const tenantId = request.tenant.id;
  const ids = organizations.map((o) => o.id);
  const addressIds = include.has('address') ? organizations.flatMap((o) => (o.addressId ? [o.addressId] : [])) : [];
  const allStatusesFor = new Set(
    organizations.filter((o) => maySeeAllVacancies(request.currentUser, o)).map((o) => o.id),
  );
  // One transaction is one connection: its queries run one after the other.
  const addresses = await findAddresses(tx, tenantId, addressIds);
  const profileRows = include.has('profile') ? await findProfiles(tx, tenantId, ids) : [];
  const vacancyRows = include.has('vacancies') ? await findVacancies(tx, tenantId, ids, allStatusesFor) : [];
  const bundle: OrganizationBundle = { organizations, addresses };
  if (include.has('profile')) {
    const byOrganization = new Map(profileRows.map((p) => [p.organizationId, p]));
    bundle.profiles = new Map(ids.map((id) => [id, byOrganization.get(id) ?? null]));
  }
  if (include.has('vacancies')) {
    const vacancies = new Map(ids.map((id) => [id, [] as VacancyRow[]]));
    for (const vacancy of vacancyRows) vacancies.get(vacancy.organizationId)?.push(vacancy);
    bundle.vacancies = vacancies;
  }
  return bundle;
}

function invalidFilter(name: string): ApiError {
  const parameter = `filter[${name}]`;
  return new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter }, parameter });
}

/** Turns `filter[...]` values into typed filters; a value that can match nothing valid is a 400. */
export function organizationFilters(filters: ListQuery['filters']): OrganizationFilters {
  const result: OrganizationFilters = {};
  const statuses: OrganizationStatus[] = [];
  for (const [name, value] of filters) {
    switch (name) {
      case 'name_cont':
        result.nameContains = value;
        break;
      case 'city_cont':
        result.cityContains = value;
        break;
      case 'status_eq':
      case 'status_in':
        for (const status of name === 'status_eq' ? [value] : value.split(',').map((s) => s.trim())) {
          if (!(ORGANIZATION_STATUSES as readonly string[]).includes(status)) throw invalidFilter(name);
          statuses.push(status as OrganizationStatus);
        }
        break;
      case 'type_eq':
        if (!(ORGANIZATION_TYPES as readonly string[]).includes(value)) throw invalidFilter(name);
        result.type = value as OrganizationType;
        break;
      case 'volunteer_center_id_eq':
        if (!isUuid(value)) throw invalidFilter(name);
        result.volunteerCenterId = value.toLowerCase();
        break;
    }
  }
  if (filters.has('status_eq') || filters.has('status_in')) result.statuses = statuses;
  return result;
}

/** The organisations the viewer may see, filtered, sorted and paged. */
export async function listVisibleOrganizations(
  context: ServiceContext,
  query: ListQuery,
): Promise<OrganizationBundle & { total: number }> {
  const { request, tx } = context;
  const { rows, total } = await listOrganizations(tx, request.tenant.id, {
    scope: organizationListScope(request.currentUser, request.tenant.volunteerCenterId),
    filters: organizationFilters(query.filters),
    sort: query.sort,
    page: query.page,
  });
  return { ...(await loadRelated(context, rows, query.include)), total };
}

/**
 * An organisation the viewer may see, or a 404 (also for ids of other tenants
 * and centres). Reads follow the tenant's centre sharing, as vacancy pages do;
 * writes look at the site's centre only.
 */
async function requireVisibleOrganization({ request, tx }: ServiceContext, rawId: string | undefined, forReading = false): Promise<OrganizationRow> {
  const organization = await findOrganization(tx, request.tenant.id, requireUuid(rawId));
  const centers = forReading ? publicCenters(request.tenant) : [request.tenant.volunteerCenterId];
  if (!organization || !maySeeOrganization(request.currentUser, centers, organization)) throw new ApiError('NOT_FOUND');
  return organization;
}

export async function getOrganization(
  context: ServiceContext,
  id: string | undefined,
  include: ReadonlySet<string>,
): Promise<OrganizationBundle> {
  const organization = await requireVisibleOrganization(context, id, true);
  return loadRelated(context, [organization], include);
}

/** The organisations the signed-in user is a member of. */
export async function listCurrentOrganizations(context: ServiceContext, include: ReadonlySet<string>): Promise<OrganizationBundle> {
  const user = requireUser(context.request);
  const organizations = await listMemberOrganizations(context.tx, context.request.tenant.id, user.id);
  return loadRelated(context, organizations, include);
}

/**
 * The organisation the user acts for: the one named by Current-Organization-Id
 * (already checked against the user's rights), else the default choice of spec §4;
 * 403 NO_ORGANIZATION when there is none.
 */
export async function resolveCurrentOrganization({ request, tx }: ServiceContext): Promise<OrganizationRow> {
  const user = requireUser(request);
  const chosenId = request.currentOrganizationId;
  const chosen = chosenId ? await findOrganization(tx, request.tenant.id, chosenId) : undefined;
  // A chosen organisation that has since been deleted falls back to the default, as the apps do (spec §4).
  const organization =
    chosen && !chosen.deletedAt ? chosen : selectOrganization(await listMemberOrganizations(tx, request.tenant.id, user.id), undefined, (o) => o.type);
  if (!organization) throw new ApiError('NO_ORGANIZATION');
  return organization;
}

export async function getCurrentOrganization(context: ServiceContext, include: ReadonlySet<string>): Promise<OrganizationBundle> {
  return loadRelated(context, [await resolveCurrentOrganization(context)], include);
}

/** Loads an organisation for a staff action: 401/403 by role first, 404 when out of sight, 403 when out of reach. */
async function requireAdministrable(context: ServiceContext, id: string | undefined): Promise<{ user: CurrentUser; organization: OrganizationRow }> {
  const user = requireUser(context.request);
  if (!mayAdministerOrganizations(user)) throw new ApiError('FORBIDDEN');
  const organization = await requireVisibleOrganization(context, id);
  if (!mayAdministerOrganization(user, organization)) throw new ApiError('FORBIDDEN');
  return { user, organization };
}

/** Keeps `deleted_at` in step with the status, so a status change also deletes or restores. */
function statusChange(status: OrganizationStatus, current: OrganizationRow): Partial<NewOrganization> {
  if (status === current.status) return {};
  return { status, deletedAt: status === 'deleted' ? new Date() : null };
}

async function auditStatus(
  { request, tx }: ServiceContext,
  action: string,
  user: CurrentUser,
  before: OrganizationRow,
  after: OrganizationRow,
): Promise<void> {
  await recordAuditEvent(tx, {
    tenantId: request.tenant.id,
    action,
    actorUserId: user.id,
    subjectType: 'organizations',
    subjectId: after.id,
    data: { from: before.status, to: after.status },
    ipAddress: request.ip,
  });
}

/** Approves or denies an organisation (admin, or the centre superuser of its centre); audited. */
export async function approveOrganization(context: ServiceContext, id: string | undefined, body: unknown): Promise<OrganizationRow> {
  const { user, organization } = await requireAdministrable(context, id);
  const input = parseResourceDocument(body, {
    type: 'organizations',
    schema: organizationApproveSchema,
    id: organization.id,
    allowBareAttributes: true,
  });
  const updated = await updateOrganization(context.tx, context.request.tenant.id, organization.id, statusChange(input.status, organization));
  await auditStatus(context, `organization.${input.status}`, user, organization, updated);
  return updated;
}

/**
 * Updates an organisation. Staff may change everything; an organisation
 * superuser may edit their own organisation but not its status or type.
 */
export async function updateOrganizationDetails(
  context: ServiceContext,
  id: string | undefined,
  body: unknown,
): Promise<OrganizationRow> {
  const { request, tx } = context;
  const user = requireUser(request);
  const organization = await requireVisibleOrganization(context, id);
  if (!mayEditOrganization(user, organization)) throw new ApiError('FORBIDDEN');
  const input = parseResourceDocument(body, { type: 'organizations', schema: organizationUpdateSchema, id: organization.id });
  const { status, type: legacyType, organizationType, ...details } = input;
  if (legacyType !== undefined && organizationType !== undefined && legacyType !== organizationType) {
    throw new ValidationError([{ pointer: '/data/attributes/organization_type', field: 'organization_type', reason: 'invalid' }]);
  }
  const type = organizationType ?? legacyType;
  const changesStatus = status !== undefined && status !== organization.status;
  const changesType = type !== undefined && type !== organization.type;
  if ((changesStatus || changesType) && !mayAdministerOrganization(user, organization)) throw new ApiError('FORBIDDEN');
  const updated = await updateOrganization(tx, request.tenant.id, organization.id, {
    ...details,
    ...(changesType ? { type } : {}),
    ...(status !== undefined ? statusChange(status, organization) : {}),
  });
  if (changesStatus) await auditStatus(context, 'organization.status_changed', user, organization, updated);
  return updated;
}

/** Soft-deletes an organisation: status deleted and deleted_at set, so it can be restored by an update. */
export async function removeOrganization(context: ServiceContext, id: string | undefined): Promise<void> {
  const { user, organization } = await requireAdministrable(context, id);
  if (organization.deletedAt || organization.status === 'deleted') throw new ApiError('NOT_FOUND');
  const updated = await updateOrganization(context.tx, context.request.tenant.id, organization.id, {
    status: 'deleted',
    deletedAt: new Date(),
  });
  await auditStatus(context, 'organization.deleted', user, organization, updated);
}
