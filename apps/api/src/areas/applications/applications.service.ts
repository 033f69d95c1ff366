import * as v from 'valibot';
import {
  APPLICATION_STATUSES,
  applicationCreateSchema,
  applicationRejectSchema,
  signedInApplicationCreateSchema,
  type ApplicationStatus,
} from '@platform/contracts';
import { switchedOffVacancyTypes } from '@platform/tenancy';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { isUuid, parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { parseRangeBound } from '../vacancies/activity-schedule';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { requireUser, type CurrentUser } from '../../identity/access/access';
import { findOrganization } from '../../identity/organizations/organizations.data';
import { coversCenter, publicCenters } from '../../identity/tenancy/tenancy.policy';
import { mayManageVacancy } from '../vacancies/vacancies.policy';
import { findVacanciesByIds, findVacancy, type VacancyRow } from '../vacancies/vacancies.data';
import { queueApplicationDecisionMail, queueApplicationReceivedMails, type ApplicationMailContext } from './applications.mails';
import {
  APPLICATION_TRANSITIONS,
  applicationListScope,
  isApplicant,
  mayDecideApplication,
  mayDecideApplications,
  maySeeApplication,
  mayTakeAction,
  type ApplicationAction,
} from './applications.policy';
import {
  findApplication,
  findApplicationByEmail,
  insertApplication,
  listApplications,
  reopenWithdrawnApplication,
  updateApplication,
  type ApplicationFilters,
  type ApplicationRow,
  type NewApplication,
} from './applications.repository';
import type { ApplicationBundle } from './applications.serializer';

/** The includes an application answer may ask for. */
export const APPLICATION_INCLUDES = ['vacancy'] as const;

/**
 * Whether visitors of this site may apply to the vacancy: published and not
 * past its expiry, of a type the tenant offers, and of the site's centre (or
 * of any centre of the tenant where centres share their vacancies).
 */
function isOpenToApplicants(context: RequestContext, vacancy: VacancyRow): boolean {
  const { tenant } = context;
  if (vacancy.status !== 'published' || (vacancy.expiresAt && vacancy.expiresAt <= new Date())) return false;
  if (switchedOffVacancyTypes(tenant.features).includes(vacancy.vacancyType)) return false;
  return coversCenter(publicCenters(tenant), vacancy.volunteerCenterId);
}

async function mailContext(context: RequestContext, application: ApplicationMailContext['application'], vacancy: VacancyRow): Promise<ApplicationMailContext> {
  const organization = await findOrganization(context.tx, context.tenant.id, vacancy.organizationId);
  return { application, vacancy, organizationName: organization?.name ?? '' };
}

// The unique index on (vacancy, lower(email)) is the final word when two applications arrive at once.
function isDuplicateApplication(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505' && (constraint === undefined || constraint === 'applications_vacancy_email_idx')) return true;
  }
  return false;
}

/**
 * Applies to a vacancy, as a guest or signed in. Signed in, the user applies
 * as themself: the account's e-mail address (another one is refused, so it is
 * never mailed) and, unless given, its name. One application per vacancy and address: a
 * second is 409 ALREADY_APPLIED, unless the first was withdrawn, which is then
 * sent anew. Mails the vacancy's contact and the applicant.
 */
export async function createApplication(context: RequestContext, body: unknown): Promise<ApplicationRow> {
  const user = context.user;
  const input = user
    ? parseResourceDocument(body, { type: 'applications', schema: signedInApplicationCreateSchema })
    : parseResourceDocument(body, { type: 'applications', schema: applicationCreateSchema });
  const firstName = input.firstName ?? user?.firstName?.trim();
  const lastName = input.lastName ?? user?.lastName?.trim();
  const missing = ([['first_name', firstName], ['last_name', lastName]] as const).filter(([, value]) => !value);
  if (missing.length > 0) {
    throw new ValidationError(missing.map(([field]) => ({ pointer: `/data/attributes/${field}`, field, reason: 'required' })));
  }
  if (user && input.email !== undefined && input.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) {
    throw new ValidationError([{ pointer: '/data/attributes/email', field: 'email', reason: 'not_own_email' }]);
  }
  const email = user ? user.email : input.email!;

  const vacancy = await findVacancy(context.tx, context.tenant.id, input.vacancyId.toLowerCase());
  if (!vacancy || !isOpenToApplicants(context, vacancy)) throw new ApiError('NOT_FOUND');

  const values = {
    tenantId: context.tenant.id,
    volunteerCenterId: vacancy.volunteerCenterId,
    vacancyId: vacancy.id,
    userId: user?.id ?? null,
    vacancyTitle: vacancy.title,
    name: `${firstName} ${lastName}`,
    firstName: firstName!,
    lastName: lastName!,
    email,
    phoneNumber: input.phoneNumber || null,
    message: input.message?.trim() || null,
    locale: user?.locale ?? context.locale,
  } satisfies NewApplication;

  const existing = await findApplicationByEmail(context.tx, context.tenant.id, vacancy.id, email);
  const alreadyApplied = () => new ApiError('ALREADY_APPLIED', { pointer: '/data/attributes/email' });
  let saved: Omit<ApplicationRow, 'organizationId'>;
  if (existing && existing.status !== 'withdrawn') {
    throw alreadyApplied();
  } else if (existing) {
    // Sent anew it counts from now and waits for a fresh decision; without a
    // session it stays linked to the account it had.
    const reopened = await reopenWithdrawnApplication(context.tx, context.tenant.id, existing.id, { ...values, userId: user?.id ?? existing.userId });
    if (!reopened) throw alreadyApplied();
    saved = reopened;
    await audit(context, user ?? null, saved, 'withdrawn', 'application.resubmitted');
  } else {
    try {
      saved = await insertApplication(context.tx, values);
    } catch (error) {
      if (isDuplicateApplication(error)) throw alreadyApplied();
      throw error;
    }
  }
  await queueApplicationReceivedMails(context, { ...(await mailContext(context, saved, vacancy)), application: { ...saved, name: values.name } });
  return { ...saved, organizationId: vacancy.organizationId };
}

async function audit(
  context: RequestContext,
  user: CurrentUser | null,
  application: Omit<ApplicationRow, 'organizationId'>,
  from: ApplicationStatus,
  action = `application.${application.status}`,
) {
  await recordAuditEvent(context, {
    action,
    actorUserId: user?.id ?? null,
    subjectType: 'applications',
    subjectId: application.id,
    data: { from, to: application.status, vacancy_id: application.vacancyId },
    volunteerCenterId: application.volunteerCenterId,
  });
}

function invalidFilter(name: string): ApiError {
  const parameter = `filter[${name}]`;
  return new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter }, parameter });
}

export function applicationFilters(filters: ListQuery['filters']): ApplicationFilters {
  const result: ApplicationFilters = {};
  for (const [name, value] of filters) {
    switch (name) {
      case 'vacancy_id_eq':
        if (!isUuid(value)) throw invalidFilter(name);
        result.vacancyId = value.toLowerCase();
        break;
      case 'status_eq':
      case 'status_in': {
        const statuses = name === 'status_eq' ? [value] : value.split(',').map((s) => s.trim());
        if (statuses.some((status) => !(APPLICATION_STATUSES as readonly string[]).includes(status))) throw invalidFilter(name);
        result.statuses = [...(result.statuses ?? []), ...(statuses as ApplicationStatus[])];
        break;
      }
      case 'created_at_gteq':
      case 'created_at_lteq': {
        const bound = parseRangeBound(value, { dayEnd: name === 'created_at_lteq' });
        if (!bound) throw invalidFilter(name);
        if (name === 'created_at_gteq') result.createdFrom = bound;
        // A full timestamp is inclusive too: everything up to and including that instant.
        else result.createdBefore = /^\d{4}-\d{2}-\d{2}$/.test(value) ? bound : new Date(bound.getTime() + 1);
        break;
      }
    }
  }
  return result;
}

async function loadRelated(context: RequestContext, rows: ApplicationRow[], include: ReadonlySet<string>): Promise<ApplicationBundle> {
  if (!include.has('vacancy')) return { applications: rows, managedVacancyIds: new Set() };
  const found = await findVacanciesByIds(context.tx, context.tenant.id, [...new Set(rows.map((a) => a.vacancyId))]);
  const vacancies = found.filter((vacancy) => vacancy.status !== 'deleted');
  const managed = new Set(vacancies.filter((vacancy) => mayManageVacancy(context.user, vacancy)).map((vacancy) => vacancy.id));
  return { applications: rows, vacancies, managedVacancyIds: managed };
}

/** Applications the user may see: those they decide on, and their own. 401 without a session. */
export async function listVisibleApplications(context: RequestContext, query: ListQuery): Promise<ApplicationBundle & { total: number }> {
  const user = requireUser(context);
  // filter[own]=true: only the user's own, whatever their role (the public site's "Mijn aanmeldingen").
  const own = query.filters.get('own');
  if (own !== undefined && own !== 'true' && own !== 'false') throw invalidFilter('own');
  const { rows, total } = await listApplications(context.tx, context.tenant.id, {
    scope: own === 'true' ? { kind: 'own', userId: user.id } : applicationListScope(user),
    filters: applicationFilters(query.filters),
    sort: query.sort,
    page: query.page,
  });
  return { ...(await loadRelated(context, rows, query.include)), total };
}

/** An application the user may see, or a 404 (other tenants, other centres, others' applications). */
async function requireVisibleApplication(context: RequestContext, user: CurrentUser, rawId: string | undefined): Promise<ApplicationRow> {
  const application = await findApplication(context.tx, context.tenant.id, requireUuid(rawId));
  if (!application || !maySeeApplication(user, application)) throw new ApiError('NOT_FOUND');
  return application;
}

export async function getApplication(context: RequestContext, id: string | undefined, include: ReadonlySet<string>): Promise<ApplicationBundle> {
  const user = requireUser(context);
  return loadRelated(context, [await requireVisibleApplication(context, user, id)], include);
}

export async function bundleOf(context: RequestContext, rows: ApplicationRow[], include: ReadonlySet<string>): Promise<ApplicationBundle> {
  return loadRelated(context, rows, include);
}

/** The body of an action: none, or (for reject) a JSON:API document that may carry a reason. */
function actionInput(action: ApplicationAction, body: unknown): { reason: string | null } {
  if (body === undefined) return { reason: null };
  if (action !== 'reject') {
    parseResourceDocument(body, { type: 'applications', schema: v.object({}) });
    return { reason: null };
  }
  const input = parseResourceDocument(body, { type: 'applications', schema: applicationRejectSchema });
  return { reason: input.reason?.trim() || null };
}

/**
 * review, accept, reject (staff and organisation superusers) and withdraw (the
 * applicant). Checked in the order of docs/permissions.md: 401, 403 by role,
 * 404 out of sight, 403 not theirs, 422 for the body, then 409
 * INVALID_TRANSITION when the current status does not allow the step.
 * Accepting and rejecting mail the applicant.
 */
export async function takeApplicationAction(context: RequestContext, id: string | undefined, action: ApplicationAction, body: unknown): Promise<ApplicationRow> {
  const user = requireUser(context);
  if (action !== 'withdraw' && !mayDecideApplications(user)) throw new ApiError('FORBIDDEN');
  const application = await requireVisibleApplication(context, user, id);
  if (action === 'withdraw' ? !isApplicant(user, application) : !mayDecideApplication(user, application)) throw new ApiError('FORBIDDEN');
  const { reason } = actionInput(action, body);
  const to = APPLICATION_TRANSITIONS[action].to;
  if (!mayTakeAction(action, application.status)) {
    throw new ApiError('INVALID_TRANSITION', { params: { from: application.status, to } });
  }
  const decided = to === 'accepted' || to === 'rejected';
  const now = new Date();
  const updated = await updateApplication(context.tx, context.tenant.id, application.id, {
    status: to,
    ...(decided ? { decidedAt: now, decidedById: user.id, decisionReason: reason } : {}),
    // Any step but the applicant's own withdrawal answers them; the first one counts (responsiveness).
    ...(action !== 'withdraw' && !application.answeredAt ? { answeredAt: now } : {}),
  });
  await audit(context, user, updated, application.status);
  if (decided) {
    const vacancy = await findVacancy(context.tx, context.tenant.id, application.vacancyId);
    // An anonymised application's applicant deleted their account: nobody to tell.
    if (vacancy && !updated.anonymisedAt) await queueApplicationDecisionMail(context, await mailContext(context, updated, vacancy));
  }
  return { ...updated, organizationId: application.organizationId };
}
