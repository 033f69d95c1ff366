import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  organizationApproveSchema,
  organizationCreateSchema,
  organizationUpdateSchema,
  type NonProfitProfileInput,
  type OrganizationAddressInput,
  type OrganizationStatus,
  type OrganizationType,
} from '@platform/contracts';
import { selectOrganization } from '@platform/tenancy';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { extractAttributes, isUuid, parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../audit/audit.service';
import { hasRole, requireUser, type CurrentUser } from '../access/access';
import { coordinatesOfPlace } from '../../platform/geocoding/coordinates';
import { publicCenters } from '../tenancy/tenancy.policy';
import { findVolunteerCenter } from '../tenancy/tenancy.data';
import { findUsersByIds } from '../users/users.data';
import { IssueCollector, parseOrganizationAttributes, type OrganizationWrite } from './organizations.input';
import { queueOrganizationDecisionMails } from './organizations.mails';
import {
  mayAdministerOrganization,
  mayAdministerOrganizations,
  mayEditOrganization,
  maySeeAllVacancies,
  maySeeOrganization,
  organizationListScope,
} from './organizations.policy';
import { findMembers, listMemberOrganizations, type MemberRow } from './organizations.members.repository';
import {
  deleteAddress,
  findAddresses,
  findOrganization,
  findProfiles,
  insertAddress,
  insertOrganization,
  listActivityTypes,
  listNonProfitTypes,
  listOrganizations,
  updateAddress,
  updateOrganization,
  upsertProfile,
  type NewOrganization,
  type OrganizationFilters,
  type OrganizationRow,
} from './organizations.repository';
import type { OrganizationBundle } from './organizations.serializer';
import { organizationVacancies, type HeldVacancy } from './organizations.vacancies';

/** The includes an organisation answer may ask for; `members` only shows to the people who manage it. */
export const ORGANIZATION_INCLUDES = ['address', 'profile', 'vacancies', 'members', 'members.user'] as const;

/** Organisations with the related records `include` asks for, as the viewer may see them. */
export async function loadRelated(
  context: RequestContext,
  organizations: OrganizationRow[],
  include: ReadonlySet<string>,
): Promise<OrganizationBundle> {
  const tenantId = context.tenant.id;
  const ids = organizations.map((o) => o.id);
  const addressIds = include.has('address') ? organizations.flatMap((o) => (o.addressId ? [o.addressId] : [])) : [];
  const allStatusesFor = new Set(
    organizations.filter((o) => maySeeAllVacancies(context.user, o)).map((o) => o.id),
  );
  const managedIds = new Set(organizations.filter((o) => mayEditOrganization(context.user, o)).map((o) => o.id));
  // One transaction is one connection: its queries run one after the other.
  const addresses = await findAddresses(context.tx, tenantId, addressIds);
  const profileRows = include.has('profile') ? await findProfiles(context.tx, tenantId, ids) : [];
  const vacancyRows = include.has('vacancies') ? await organizationVacancies().list(context.tx, tenantId, ids, allStatusesFor) : [];
  const withMembers = include.has('members') || include.has('members.user');
  const memberRows = withMembers ? await findMembers(context.tx, tenantId, [...managedIds]) : [];
  const bundle: OrganizationBundle = { organizations, addresses, managedIds };
  if (withMembers) {
    // Only the organisations the viewer manages get a members relationship: members are not public.
    const members = new Map([...managedIds].map((id) => [id, [] as MemberRow[]]));
    for (const member of memberRows) members.get(member.organizationId)?.push(member);
    bundle.members = members;
    if (include.has('members.user')) bundle.memberUsers = await findUsersByIds(context.tx, tenantId, memberRows.map((m) => m.userId));
  }
  if (include.has('profile')) {
    const byOrganization = new Map(profileRows.map((p) => [p.organizationId, p]));
    bundle.profiles = new Map(ids.map((id) => [id, byOrganization.get(id) ?? null]));
  }
  if (include.has('vacancies')) {
    const vacancies = new Map(ids.map((id) => [id, [] as HeldVacancy[]]));
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
      case 'is_partner':
        if (value !== 'true' && value !== 'false') throw invalidFilter(name);
        result.isPartner = value === 'true';
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
  context: RequestContext,
  query: ListQuery,
): Promise<OrganizationBundle & { total: number }> {
  const { rows, total } = await listOrganizations(context.tx, context.tenant.id, {
    scope: organizationListScope(context.user, context.tenant.volunteerCenterId),
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
export async function requireVisibleOrganization(context: RequestContext, rawId: string | undefined, forReading = false): Promise<OrganizationRow> {
  const organization = await findOrganization(context.tx, context.tenant.id, requireUuid(rawId));
  const centers = forReading ? publicCenters(context.tenant) : [context.tenant.volunteerCenterId];
  if (!organization || !maySeeOrganization(context.user, centers, organization)) throw new ApiError('NOT_FOUND');
  return organization;
}

export async function getOrganization(
  context: RequestContext,
  id: string | undefined,
  include: ReadonlySet<string>,
): Promise<OrganizationBundle> {
  const organization = await requireVisibleOrganization(context, id, true);
  return loadRelated(context, [organization], include);
}

/** The organisations the signed-in user is a member of. */
export async function listCurrentOrganizations(context: RequestContext, include: ReadonlySet<string>): Promise<OrganizationBundle> {
  const user = requireUser(context);
  const organizations = await listMemberOrganizations(context.tx, context.tenant.id, user.id);
  return loadRelated(context, organizations, include);
}

/**
 * The organisation the user acts for: the one named by Current-Organization-Id
 * (already checked against the user's rights), else the default choice of spec §4;
 * 403 NO_ORGANIZATION when there is none.
 */
export async function resolveCurrentOrganization(context: RequestContext): Promise<OrganizationRow> {
  const user = requireUser(context);
  const chosenId = context.organizationId;
  const chosen = chosenId ? await findOrganization(context.tx, context.tenant.id, chosenId) : undefined;
  // A chosen organisation that has since been deleted falls back to the default, as the apps do (spec §4).
  const organization =
    chosen && !chosen.deletedAt ? chosen : selectOrganization(await listMemberOrganizations(context.tx, context.tenant.id, user.id), undefined, (o) => o.type);
  if (!organization) throw new ApiError('NO_ORGANIZATION');
  return organization;
}

export async function getCurrentOrganization(context: RequestContext, include: ReadonlySet<string>): Promise<OrganizationBundle> {
  return loadRelated(context, [await resolveCurrentOrganization(context)], include);
}

/** Loads an organisation for a staff action: 401/403 by role first, 404 when out of sight, 403 when out of reach. */
export async function requireAdministrable(context: RequestContext, id: string | undefined): Promise<{ user: CurrentUser; organization: OrganizationRow }> {
  const user = requireUser(context);
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
  context: RequestContext,
  action: string,
  user: CurrentUser,
  before: OrganizationRow,
  after: OrganizationRow,
): Promise<void> {
  await recordAuditEvent(context, {
    action,
    actorUserId: user.id,
    subjectType: 'organizations',
    subjectId: after.id,
    data: { name: after.name, from: before.status, to: after.status },
    volunteerCenterId: after.volunteerCenterId,
  });
}

/** From which statuses each decision may be taken (docs/api.md, "Organisations"). */
export const ORGANIZATION_DECISIONS = {
  approved: ['pending', 'denied'],
  denied: ['pending', 'approved'],
} as const satisfies Record<'approved' | 'denied', readonly OrganizationStatus[]>;

/**
 * Approves or denies an organisation (admin, or the centre superuser of its
 * centre), with an optional reason kept as `status_reason`; audited, and the
 * organisation's e-mail address and superusers are mailed. A status the
 * decision cannot start from is a 409 INVALID_TRANSITION.
 */
export async function approveOrganization(context: RequestContext, id: string | undefined, body: unknown): Promise<OrganizationRow> {
  const { user, organization } = await requireAdministrable(context, id);
  const input = parseResourceDocument(body, {
    type: 'organizations',
    schema: organizationApproveSchema,
    id: organization.id,
  });
  if (!(ORGANIZATION_DECISIONS[input.status] as readonly OrganizationStatus[]).includes(organization.status)) {
    throw new ApiError('INVALID_TRANSITION', {
      detailKey: 'error.INVALID_TRANSITION.organization',
      params: { from: organization.status, to: input.status },
    });
  }
  const updated = await updateOrganization(context.tx, context.tenant.id, organization.id, {
    ...statusChange(input.status, organization),
    statusReason: input.reason || null,
  });
  await auditStatus(context, `organization.${input.status}`, user, organization, updated);
  await queueOrganizationDecisionMails(context, updated);
  return updated;
}

/**
 * Checks that a profile's non-profit type and activity types are the
 * tenant's own (422 on the field otherwise) and tidies the id list.
 */
export async function checkProfile(
  context: RequestContext,
  profile: NonProfitProfileInput | undefined,
  pointer: string,
  collector: IssueCollector,
): Promise<NonProfitProfileInput | undefined> {
  if (!profile) return profile;
  const tenantId = context.tenant.id;
  const typeId = profile.nonProfitTypeId?.toLowerCase();
  if (typeId && (await listNonProfitTypes(context.tx, tenantId, [typeId])).length === 0) {
    collector.add({ pointer: `${pointer}/profile/non_profit_type_id`, field: 'non_profit_type_id', reason: 'invalid' });
  }
  const activityTypeIds = profile.activityTypeIds ? [...new Set(profile.activityTypeIds.map((a) => a.toLowerCase()))] : undefined;
  if (activityTypeIds?.length && (await listActivityTypes(context.tx, tenantId, activityTypeIds)).length !== activityTypeIds.length) {
    collector.add({ pointer: `${pointer}/profile/activity_type_ids`, field: 'activity_type_ids', reason: 'invalid' });
  }
  return {
    ...profile,
    ...(profile.nonProfitTypeId !== undefined ? { nonProfitTypeId: typeId ?? null } : {}),
    ...(activityTypeIds ? { activityTypeIds } : {}),
  };
}

/**
 * Writes an organisation's address: replaces the stored one (every field, so
 * a left-out field is cleared) or removes it (null). Coordinates come from the
 * address's city, else the organisation's. Answers the address id to link.
 */
async function saveAddress(
  context: RequestContext,
  organization: Pick<OrganizationRow, 'addressId' | 'city'>,
  address: OrganizationAddressInput | null,
): Promise<string | null> {
  const tenantId = context.tenant.id;
  if (address === null) {
    if (organization.addressId) await deleteAddress(context.tx, tenantId, organization.addressId);
    return null;
  }
  const values = {
    street: address.street || null,
    houseNumber: address.houseNumber || null,
    postalCode: address.postalCode || null,
    city: address.city || null,
    country: address.country || 'NL',
    ...(await coordinatesOfPlace(address.city || organization.city)),
  };
  const updated = organization.addressId ? await updateAddress(context.tx, tenantId, organization.addressId, values) : undefined;
  return (updated ?? (await insertAddress(context.tx, tenantId, values))).id;
}

/** Saves the nested address and profile of a write; the organisation's row is updated only where they change it. */
export async function saveNested(
  context: RequestContext,
  organization: OrganizationRow,
  { address, profile }: Pick<OrganizationWrite<unknown>, 'address' | 'profile'>,
): Promise<OrganizationRow> {
  let saved = organization;
  if (address !== undefined) {
    const addressId = await saveAddress(context, organization, address);
    const city = organization.city || address?.city || null;
    if (addressId !== organization.addressId || city !== organization.city) {
      saved = await updateOrganization(context.tx, context.tenant.id, organization.id, { addressId, city });
    }
  }
  if (profile) await upsertProfile(context.tx, context.tenant.id, organization.id, profile);
  return saved;
}

/** A document's attributes with nested address and profile, all refused fields in one 422. */
async function parseOrganizationWrite<S extends typeof organizationCreateSchema | typeof organizationUpdateSchema>(
  context: RequestContext,
  body: unknown,
  schema: S,
  id?: string,
) {
  const { attributes, basePointer } = extractAttributes(body, { type: 'organizations', id });
  const collector = new IssueCollector();
  const write = parseOrganizationAttributes(attributes, basePointer, schema, collector);
  const profile = await checkProfile(context, write.profile, basePointer, collector);
  collector.throwIfAny();
  const { address } = write;
  const input = write.input!;
  const { type: legacyType, organizationType } = input;
  if (legacyType !== undefined && organizationType !== undefined && legacyType !== organizationType) {
    throw new ValidationError([{ pointer: `${basePointer}/organization_type`, field: 'organization_type', reason: 'invalid' }]);
  }
  return { input, address, profile, type: organizationType ?? legacyType, pointer: basePointer };
}

/**
 * Creates an organisation (staff): approved and a non-profit unless said
 * otherwise, in the site's centre; an admin may name another centre of the
 * tenant, a centre superuser only their own. Audited.
 */
export async function createOrganization(context: RequestContext, body: unknown): Promise<OrganizationRow> {
  const user = requireUser(context);
  if (!mayAdministerOrganizations(user)) throw new ApiError('FORBIDDEN');
  const { input, address, profile, type, pointer } = await parseOrganizationWrite(context, body, organizationCreateSchema);
  const { type: _legacyType, organizationType: _organizationType, volunteerCenterId: requestedCenterId, status = 'approved', ...details } = input;
  const volunteerCenterId = requestedCenterId?.toLowerCase() ?? (hasRole(user, 'admin') ? context.tenant.volunteerCenterId : user.volunteerCenterId);
  if (!hasRole(user, 'admin') && volunteerCenterId !== user.volunteerCenterId) throw new ApiError('FORBIDDEN');
  if (!(await findVolunteerCenter(context.tx, context.tenant.id, volunteerCenterId))) {
    throw new ValidationError([{ pointer: `${pointer}/volunteer_center_id`, field: 'volunteer_center_id', reason: 'invalid' }]);
  }
  const created = await insertOrganization(context.tx, {
    ...details,
    tenantId: context.tenant.id,
    volunteerCenterId,
    type: type ?? 'NonProfit',
    status,
    deletedAt: status === 'deleted' ? new Date() : null,
  });
  const saved = await saveNested(context, created, { address, profile });
  await recordAuditEvent(context, {
    action: 'organization.created',
    actorUserId: user.id,
    subjectType: 'organizations',
    subjectId: saved.id,
    data: { name: saved.name, status: saved.status, volunteer_center_id: saved.volunteerCenterId },
    volunteerCenterId: saved.volunteerCenterId,
  });
  return saved;
}

/**
 * Updates an organisation. Staff may change everything; an organisation
 * superuser may edit their own organisation (address and profile included)
 * but not its status, type or partner flag.
 */
export async function updateOrganizationDetails(
  context: RequestContext,
  id: string | undefined,
  body: unknown,
): Promise<OrganizationRow> {
  const user = requireUser(context);
  const organization = await requireVisibleOrganization(context, id);
  if (!mayEditOrganization(user, organization)) throw new ApiError('FORBIDDEN');
  const { input, address, profile, type } = await parseOrganizationWrite(context, body, organizationUpdateSchema, organization.id);
  const { status, type: _legacyType, organizationType: _organizationType, isPartner, ...details } = input;
  const changesStatus = status !== undefined && status !== organization.status;
  const changesType = type !== undefined && type !== organization.type;
  const changesPartner = isPartner !== undefined && isPartner !== organization.isPartner;
  if ((changesStatus || changesType || changesPartner) && !mayAdministerOrganization(user, organization)) throw new ApiError('FORBIDDEN');
  const updated = await updateOrganization(context.tx, context.tenant.id, organization.id, {
    ...details,
    ...(changesType ? { type } : {}),
    ...(changesPartner ? { isPartner } : {}),
    ...(status !== undefined ? statusChange(status, organization) : {}),
  });
  const saved = await saveNested(context, updated, { address, profile });
  if (changesStatus) await auditStatus(context, 'organization.status_changed', user, organization, saved);
  return saved;
}

/** The organisations' answer for one written organisation, with the includes asked for. */
export function bundleOf(context: RequestContext, organization: OrganizationRow, include: ReadonlySet<string>): Promise<OrganizationBundle> {
  return loadRelated(context, [organization], include);
}

/** Soft-deletes an organisation: status deleted and deleted_at set, so it can be restored by an update. */
export async function removeOrganization(context: RequestContext, id: string | undefined): Promise<void> {
  const { user, organization } = await requireAdministrable(context, id);
  if (organization.deletedAt || organization.status === 'deleted') throw new ApiError('NOT_FOUND');
  const updated = await updateOrganization(context.tx, context.tenant.id, organization.id, {
    status: 'deleted',
    deletedAt: new Date(),
  });
  await auditStatus(context, 'organization.deleted', user, organization, updated);
}
