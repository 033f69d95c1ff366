import {
  VACANCY_STATUSES,
  VACANCY_TYPES,
  vacancyBulkSchema,
  vacancyCreateSchema,
  vacancyUpdateSchema,
  type VacancyStatus,
  type VacancyType,
} from '@platform/contracts';
import { switchedOffVacancyTypes } from '@platform/tenancy';
import { ApiError, ValidationError, type FieldIssue } from '../../platform/http/errors';
import {
  isPlainObject,
  isUuid,
  parseResourceDocument,
  requireUuid,
  validateAttributes,
  type ListQuery,
} from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recurrenceRuleIssues } from './activity-schedule';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { toStoredCoordinates } from '../../platform/geocoding/coordinates';
import { locateVacancy } from './vacancy-location';
import { requireUser, type CurrentUser } from '../../identity/access/access';
import { findOrganization, type OrganizationRow } from '../../identity/organizations/organizations.data';
import { resolveCurrentOrganization } from '../../identity/organizations/organizations.service';
import { publicCenters } from '../../identity/tenancy/tenancy.policy';
import { mayManageVacancies, mayManageVacancy, maySeeVacancy, mayTransition, partnerAsManager, vacancyListScope } from './vacancies.policy';
import {
  findPublishedPastExpiry,
  findVacanciesByIds,
  findVacancy,
  insertVacancy,
  listAgeGroups,
  listCategories,
  listVacancies,
  updateVacancy,
  type NewVacancy,
  type VacancyFilters,
  type VacancyRow,
} from './vacancies.repository';
import type { VacancyBundle } from './vacancies.serializer';
import { sanitizeDescription } from './vacancy-description';

/** The includes a vacancy answer may ask for. */
export const VACANCY_INCLUDES = ['organization', 'categories', 'age_groups'] as const;

/** Most entries one bulk edit may carry. */
export const BULK_LIMIT = 100;

async function loadRelated(context: RequestContext, rows: VacancyRow[], include: ReadonlySet<string>): Promise<VacancyBundle> {
  const tenantId = context.tenant.id;
  const managed = new Set(rows.filter((v) => mayManageVacancy(context.user, v)).map((v) => v.id));
  const bundle: VacancyBundle = { vacancies: rows, managed };
  if (include.has('organization')) {
    const organizations: OrganizationRow[] = [];
    for (const id of new Set(rows.map((v) => v.organizationId))) {
      const organization = await findOrganization(context.tx, tenantId, id);
      if (organization) organizations.push(organization);
    }
    bundle.organizations = organizations;
  }
  if (include.has('categories')) bundle.categories = await listCategories(context.tx, tenantId, [...new Set(rows.flatMap((v) => v.categoryIds))]);
  if (include.has('age_groups')) bundle.ageGroups = await listAgeGroups(context.tx, tenantId, [...new Set(rows.flatMap((v) => v.ageGroupIds))]);
  return bundle;
}

function invalidFilter(name: string): ApiError {
  const parameter = `filter[${name}]`;
  return new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter }, parameter });
}

export function vacancyFilters(filters: ListQuery['filters']): VacancyFilters {
  const result: VacancyFilters = {};
  const statuses: VacancyStatus[] = [];
  for (const [name, value] of filters) {
    switch (name) {
      case 'status_eq':
      case 'status_in':
        for (const status of name === 'status_eq' ? [value] : value.split(',').map((s) => s.trim())) {
          if (!(VACANCY_STATUSES as readonly string[]).includes(status)) throw invalidFilter(name);
          statuses.push(status as VacancyStatus);
        }
        break;
      case 'organization_id_eq':
        if (!isUuid(value)) throw invalidFilter(name);
        result.organizationId = value.toLowerCase();
        break;
      case 'vacancy_type_eq':
        if (!(VACANCY_TYPES as readonly string[]).includes(value)) throw invalidFilter(name);
        result.vacancyType = value as VacancyType;
        break;
      case 'title_cont':
        result.titleContains = value;
        break;
    }
  }
  if (filters.has('status_eq') || filters.has('status_in')) result.statuses = statuses;
  return result;
}

/** Vacancy types the tenant's feature switches turn off. */
function disabledTypes(context: RequestContext): VacancyType[] {
  return switchedOffVacancyTypes(context.tenant.features);
}

export async function listVisibleVacancies(context: RequestContext, query: ListQuery): Promise<VacancyBundle & { total: number }> {
  const { rows, total } = await listVacancies(context.tx, context.tenant.id, {
    scope: vacancyListScope(context.user, context.tenant.volunteerCenterId),
    filters: { ...vacancyFilters(query.filters), excludedTypes: disabledTypes(context) },
    sort: query.sort,
    page: query.page,
  });
  return { ...(await loadRelated(context, rows, query.include)), total };
}

/**
 * A vacancy the viewer may see, or a 404 (also for other tenants, other centres
 * and hidden statuses). Reads follow the tenant's centre sharing, as search
 * does; writes look at the site's centre only.
 */
async function requireVisibleVacancy(
  context: RequestContext,
  rawId: string | undefined,
  forReading = false,
  viewer: CurrentUser | null = context.user,
): Promise<VacancyRow> {
  const vacancy = await findVacancy(context.tx, context.tenant.id, requireUuid(rawId));
  const centers = forReading ? publicCenters(context.tenant) : [context.tenant.volunteerCenterId];
  if (!vacancy || !maySeeVacancy(viewer, centers, vacancy)) throw new ApiError('NOT_FOUND');
  return vacancy;
}

export async function getVacancy(context: RequestContext, id: string | undefined, include: ReadonlySet<string>): Promise<VacancyBundle> {
  return loadRelated(context, [await requireVisibleVacancy(context, id, true)], include);
}

export async function bundleOf(context: RequestContext, rows: VacancyRow[], include: ReadonlySet<string>): Promise<VacancyBundle> {
  return loadRelated(context, rows, include);
}

/**
 * 401 without a session, 403 for roles that never manage vacancies (before any lookup). A
 * partner key with the write scope manages its organisation's vacancies (vacancies.policy).
 */
function requireManager(context: RequestContext): CurrentUser {
  const user = context.partner ? partnerAsManager(context.partner) : requireUser(context);
  if (!user) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.partner_scope' });
  if (!mayManageVacancies(user)) throw new ApiError('FORBIDDEN');
  return user;
}

/** Loads a vacancy for a write: 404 when out of sight, 403 when in sight but not the user's to manage. */
async function requireManageable(context: RequestContext, id: string | undefined): Promise<{ user: CurrentUser; vacancy: VacancyRow }> {
  const user = requireManager(context);
  const vacancy = await requireVisibleVacancy(context, id, false, user);
  if (!mayManageVacancy(user, vacancy)) throw new ApiError('FORBIDDEN');
  return { user, vacancy };
}

type Changes = {
  description?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  status?: VacancyStatus;
  vacancyType?: VacancyType;
  expiresAt?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  categoryIds?: string[];
  ageGroupIds?: string[];
};

const toDate = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/**
 * Row values for the input, dates as dates and the description sanitised;
 * `undefined` leaves a column as it is. Coordinates come from locationOf.
 */
function columnsOf<T extends Changes & Record<string, unknown>>(input: T): Partial<NewVacancy> {
  const { expiresAt, startsAt, endsAt, latitude: _latitude, longitude: _longitude, ...rest } = input;
  const values: Record<string, unknown> = { ...rest };
  if (input.description !== undefined) values.description = sanitizeDescription(input.description);
  for (const [key, value] of Object.entries({ expiresAt, startsAt, endsAt })) {
    const date = toDate(value);
    if (date !== undefined) values[key] = date;
  }
  // A new expiry date earns a new "about to expire" notice.
  if (values.expiresAt !== undefined) values.expiryNoticeAt = null;
  return values as Partial<NewVacancy>;
}

/** Status timestamps that go with a change from `from` to `to`. */
function statusStamps(from: VacancyStatus | undefined, to: VacancyStatus): Partial<NewVacancy> {
  if (from === to) return {};
  const now = new Date();
  switch (to) {
    case 'published':
      return { publishedAt: now, archivedAt: null };
    case 'archived':
      return { archivedAt: now };
    case 'deleted':
      return { deletedAt: now };
    case 'draft':
      return { archivedAt: null, publishedAt: null };
    default:
      return {};
  }
}

/**
 * Checks what a write would leave behind: feature switches, existing category
 * and age-group ids, the status transition, the activity schedule and, when
 * the result is published, the fields publishing needs. Issues are collected
 * under `base` (e.g. `/data/attributes`).
 */
async function checkVacancy(
  context: RequestContext,
  base: string,
  input: Changes,
  before: VacancyRow | undefined,
  after: Partial<NewVacancy> & { title?: string },
  organization: OrganizationRow | undefined,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const at = (field: string) => `${base}/${field}`;
  if (input.vacancyType !== undefined && input.vacancyType !== before?.vacancyType && disabledTypes(context).includes(input.vacancyType)) {
    issues.push({ pointer: at('vacancy_type'), field: 'vacancy_type', reason: 'feature_disabled' });
  }
  for (const [key, field, lookup] of [
    ['categoryIds', 'category_ids', listCategories],
    ['ageGroupIds', 'age_group_ids', listAgeGroups],
  ] as const) {
    const ids = input[key];
    if (!ids?.length) continue;
    const found = await lookup(context.tx, context.tenant.id, [...new Set(ids.map((id) => id.toLowerCase()))]);
    if (found.length !== new Set(ids.map((id) => id.toLowerCase())).size) issues.push({ pointer: at(field), field, reason: 'invalid' });
  }
  const from = before?.status;
  const to = after.status ?? from ?? 'draft';
  if (input.status !== undefined && from !== undefined && !mayTransition(from, input.status)) {
    issues.push({ pointer: at('status'), field: 'status', reason: 'invalid_transition', params: { from, to: input.status } });
  }
  if (input.status !== undefined && from === undefined && !['draft', 'published'].includes(input.status)) {
    issues.push({ pointer: at('status'), field: 'status', reason: 'invalid_transition', params: { from: 'new', to: input.status } });
  }
  const startsAt = after.startsAt === undefined ? before?.startsAt : after.startsAt;
  const endsAt = after.endsAt === undefined ? before?.endsAt : after.endsAt;
  if (startsAt && endsAt && endsAt < startsAt) issues.push({ pointer: at('ends_at'), field: 'ends_at', reason: 'invalid' });
  const recurrenceRule = after.recurrenceRule === undefined ? before?.recurrenceRule : after.recurrenceRule;
  if (recurrenceRule) {
    const frequency = after.frequency === undefined ? before?.frequency : after.frequency;
    const vacancyType = after.vacancyType ?? before?.vacancyType ?? 'volunteering';
    issues.push(...recurrenceRuleIssues(at, { recurrenceRule, vacancyType, frequency: frequency ?? null, startsAt: startsAt ?? null }));
  }
  if (to === 'published' && from !== 'published') {
    const value = <K extends keyof VacancyRow>(key: K) => (key in after && after[key as keyof typeof after] !== undefined ? after[key as keyof typeof after] : before?.[key]);
    const blank = (x: unknown) => x === null || x === undefined || (typeof x === 'string' && x.trim() === '');
    for (const [key, field] of [
      ['title', 'title'],
      ['description', 'description'],
      ['contactPerson', 'contact_person'],
      ['expiresAt', 'expires_at'],
    ] as const) {
      if (blank(value(key))) issues.push({ pointer: at(field), field, reason: 'required' });
    }
    const expiresAt = value('expiresAt');
    if (expiresAt instanceof Date && expiresAt.getTime() <= Date.now()) {
      issues.push({ pointer: at('expires_at'), field: 'expires_at', reason: 'in_the_past' });
    }
    if (organization && organization.status !== 'approved') {
      issues.push({ pointer: at('status'), field: 'status', reason: 'organization_not_approved' });
    }
  }
  return issues;
}

/**
 * The coordinates a write leaves: the ones given (both or neither), else looked
 * up (docs/decisions.md, "Geocoding") when the vacancy is new or its place
 * changes; nothing when neither happens.
 */
async function locationOf(
  context: RequestContext,
  input: Changes & { place?: string | null },
  organization: OrganizationRow,
  before?: VacancyRow,
): Promise<Partial<NewVacancy>> {
  const given = [input.latitude, input.longitude].filter((x) => x !== undefined && x !== null).length;
  if (given === 1) {
    const field = input.latitude == null ? 'latitude' : 'longitude';
    throw new ValidationError([{ pointer: `/data/attributes/${field}`, field, reason: 'required' }]);
  }
  if (given === 2) return toStoredCoordinates({ latitude: input.latitude!, longitude: input.longitude! });
  const placeChanged = before !== undefined && input.place !== undefined && input.place !== before.place;
  if (before && !placeChanged && input.latitude === undefined) return {};
  return locateVacancy(context.tx, organization, input.place === undefined ? before?.place : input.place);
}

async function audit(context: RequestContext, user: CurrentUser, action: string, before: VacancyRow | undefined, after: VacancyRow) {
  await recordAuditEvent(context, {
    action,
    // A partner key is no user: the event names the key instead.
    actorUserId: context.partner ? null : user.id,
    subjectType: 'vacancies',
    subjectId: after.id,
    data: {
      from: before?.status ?? null,
      to: after.status,
      title: after.title,
      ...(context.partner ? { partner_key_id: context.partner.keyId } : {}),
    },
    volunteerCenterId: after.volunteerCenterId,
  });
}

/**
 * Creates a vacancy, a draft unless `status: published` is sent (then the
 * publishing checks apply). The organisation is `organization_id`, else the
 * user's current organisation.
 */
export async function createVacancy(context: RequestContext, body: unknown): Promise<VacancyRow> {
  const user = requireManager(context);
  const input = parseResourceDocument(body, { type: 'vacancies', schema: vacancyCreateSchema });
  const { organizationId, ...fields } = input;
  const organization = organizationId
    ? await findOrganization(context.tx, context.tenant.id, organizationId.toLowerCase())
    : context.partner
      ? await findOrganization(context.tx, context.tenant.id, user.managedOrganizationIds[0]!)
      : await resolveCurrentOrganization(context);
  if (!organization || organization.deletedAt) {
    throw new ValidationError([{ pointer: '/data/attributes/organization_id', field: 'organization_id', reason: 'invalid' }]);
  }
  const subject = { organizationId: organization.id, volunteerCenterId: organization.volunteerCenterId };
  if (!mayManageVacancy(user, subject)) throw new ApiError('FORBIDDEN');
  const status = fields.status ?? 'draft';
  const values: NewVacancy = {
    ...(columnsOf(fields) as NewVacancy),
    tenantId: context.tenant.id,
    ...subject,
    status,
    place: fields.place ?? organization.city,
    ...statusStamps(undefined, status),
  };
  Object.assign(values, await locationOf(context, { ...fields, place: values.place }, organization));
  const issues = await checkVacancy(context, '/data/attributes', fields, undefined, values, organization);
  if (issues.length > 0) throw new ValidationError(issues);
  const created = await insertVacancy(context.tx, values);
  await audit(context, user, 'vacancy.created', undefined, created);
  return created;
}

/** Applies checked changes and audits a status change. */
async function applyChanges(context: RequestContext, user: CurrentUser, vacancy: VacancyRow, values: Partial<NewVacancy>): Promise<VacancyRow> {
  const updated = await updateVacancy(context.tx, context.tenant.id, vacancy.id, values);
  if (updated.status !== vacancy.status) await audit(context, user, `vacancy.${updated.status}`, vacancy, updated);
  return updated;
}

function changeValues(vacancy: VacancyRow, input: Changes & Record<string, unknown>): Partial<NewVacancy> {
  const values = columnsOf(input);
  return input.status !== undefined ? { ...values, ...statusStamps(vacancy.status, input.status) } : values;
}

export async function updateVacancyDetails(context: RequestContext, id: string | undefined, body: unknown): Promise<VacancyRow> {
  const { user, vacancy } = await requireManageable(context, id);
  const input = parseResourceDocument(body, { type: 'vacancies', schema: vacancyUpdateSchema, id: vacancy.id });
  const organization = await findOrganization(context.tx, context.tenant.id, vacancy.organizationId);
  const values = { ...changeValues(vacancy, input), ...(organization ? await locationOf(context, input, organization, vacancy) : {}) };
  const issues = await checkVacancy(context, '/data/attributes', input, vacancy, values, organization);
  if (issues.length > 0) throw new ValidationError(issues);
  return applyChanges(context, user, vacancy, values);
}

/** One status change through an action endpoint (archive, restore, delete); 422 when the transition is not allowed. */
async function changeStatus(context: RequestContext, id: string | undefined, to: VacancyStatus, from?: VacancyStatus): Promise<VacancyRow> {
  const { user, vacancy } = await requireManageable(context, id);
  if ((from && vacancy.status !== from) || !mayTransition(vacancy.status, to) || vacancy.status === to) {
    throw new ValidationError([
      { pointer: '/data/attributes/status', field: 'status', reason: 'invalid_transition', params: { from: vacancy.status, to } },
    ]);
  }
  return applyChanges(context, user, vacancy, { status: to, ...statusStamps(vacancy.status, to) });
}

export const archiveVacancy = (context: RequestContext, id: string | undefined) => changeStatus(context, id, 'archived');
export const restoreVacancy = (context: RequestContext, id: string | undefined) => changeStatus(context, id, 'draft', 'archived');
export async function removeVacancy(context: RequestContext, id: string | undefined): Promise<void> {
  await changeStatus(context, id, 'deleted');
}

/**
 * Bulk edit: `{ data: [{ type: 'vacancies', id, attributes: { status?, expires_at?, category_ids? } }] }`.
 * All or nothing, checked in the order of docs/permissions.md over every entry
 * before anything is written: 400 for the document, 404 for any id out of
 * sight, 403 for any vacancy not the user's, then 422 with every issue.
 */
export async function bulkUpdateVacancies(context: RequestContext, body: unknown): Promise<VacancyRow[]> {
  const user = requireManager(context);
  if (!isPlainObject(body) || !Array.isArray(body.data) || body.data.length === 0 || body.data.length > BULK_LIMIT) {
    throw new ApiError('INVALID_DOCUMENT', { pointer: '/data' });
  }
  const entries = body.data.map((entry: unknown, index: number) => {
    const pointer = `/data/${index}`;
    if (!isPlainObject(entry)) throw new ApiError('INVALID_DOCUMENT', { pointer });
    if (entry.type !== 'vacancies') {
      throw new ApiError('INVALID_DOCUMENT', { detailKey: 'error.INVALID_DOCUMENT.type_mismatch', params: { expected: 'vacancies' }, pointer: `${pointer}/type` });
    }
    const attributes = entry.attributes ?? {};
    if (!isPlainObject(attributes)) throw new ApiError('INVALID_DOCUMENT', { pointer: `${pointer}/attributes` });
    return { id: requireUuid(typeof entry.id === 'string' ? entry.id : undefined), attributes, pointer };
  });
  if (new Set(entries.map((e) => e.id)).size !== entries.length) throw new ApiError('CONFLICT', { pointer: '/data' });
  const found = new Map((await findVacanciesByIds(context.tx, context.tenant.id, entries.map((e) => e.id))).map((v) => [v.id, v]));
  const rows = entries.map((entry) => {
    const vacancy = found.get(entry.id);
    if (!vacancy || !maySeeVacancy(user, [context.tenant.volunteerCenterId], vacancy)) throw new ApiError('NOT_FOUND', { pointer: `${entry.pointer}/id` });
    return vacancy;
  });
  if (rows.some((vacancy) => !mayManageVacancy(user, vacancy))) throw new ApiError('FORBIDDEN');
  const issues: FieldIssue[] = [];
  const planned: { vacancy: VacancyRow; values: Partial<NewVacancy> }[] = [];
  for (const [index, entry] of entries.entries()) {
    const vacancy = rows[index]!;
    const base = `${entry.pointer}/attributes`;
    try {
      const input = validateAttributes(entry.attributes, vacancyBulkSchema, base);
      const values = changeValues(vacancy, input);
      const organization = await findOrganization(context.tx, context.tenant.id, vacancy.organizationId);
      issues.push(...(await checkVacancy(context, base, input, vacancy, values, organization)));
      planned.push({ vacancy, values });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0) throw new ValidationError(issues);
  const updated: VacancyRow[] = [];
  for (const { vacancy, values } of planned) updated.push(await applyChanges(context, user, vacancy, values));
  return updated;
}

/**
 * The expiry run (job `vacancies.expire`): published vacancies of the tenant
 * whose expires_at has passed become expired, by the same transition rule and
 * status stamps as a manager's change, each audited as `vacancy.expired`
 * without an actor.
 */
export async function expirePublishedVacancies(context: RequestContext, now = new Date()): Promise<VacancyRow[]> {
  const { tx, tenant } = context;
  const tenantId = tenant.id;
  const expired: VacancyRow[] = [];
  for (const vacancy of await findPublishedPastExpiry(tx, tenantId, now)) {
    if (!mayTransition(vacancy.status, 'expired')) continue;
    const updated = await updateVacancy(tx, tenantId, vacancy.id, { status: 'expired', ...statusStamps(vacancy.status, 'expired') });
    await recordAuditEvent(context, {
      action: 'vacancy.expired',
      actorUserId: null,
      subjectType: 'vacancies',
      subjectId: updated.id,
      data: { from: vacancy.status, to: updated.status, expires_at: vacancy.expiresAt?.toISOString() ?? null },
      volunteerCenterId: updated.volunteerCenterId,
    });
    expired.push(updated);
  }
  return expired;
}
