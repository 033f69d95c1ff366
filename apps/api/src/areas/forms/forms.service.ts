import {
  DEFAULT_RETENTION_MONTHS,
  FORM_ACCESS_PERMISSIONS,
  FORM_PURPOSES,
  FORM_STATUSES,
  formCreateSchema,
  formUpdateSchema,
  type FormAccessPermission,
  type FormPurpose,
  type FormStatus,
} from '@platform/contracts';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { isUuid, parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import { pickedFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { requireUser, type CurrentUser } from '../../identity/access/access';
import { randomToken } from '../../platform/secrets/tokens';
import { findOrganization } from '../../identity/organizations/organizations.data';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import { formListScope, mayBuildForms, mayChooseCenterForms, mayManageForm } from './forms.policy';
import { insertQuestion, listQuestions, type QuestionRow } from './forms.questions.repository';
import {
  clearContactPurpose,
  deleteForm,
  findForm,
  insertForm,
  listForms,
  updateForm,
  type FormFilters,
  type FormRow,
  type FormWithCount,
} from './forms.repository';

/** An anonymous form's link token: 18 random bytes, 24 characters in the address. */
const PUBLIC_LINK_TOKEN_BYTES = 18;

/** A form with the questions an answer shows (when included). */
export type FormBundle = {
  forms: FormWithCount[];
  questions: QuestionRow[];
  publicLinks: Map<string, string>;
};


function requireFormBuilder(context: RequestContext): CurrentUser {
  const user = requireUser(context);
  if (!mayBuildForms(user)) throw new ApiError('FORBIDDEN');
  return user;
}

/** A form the user manages: 403 by role before any lookup, 404 when it is not theirs to see. */
export async function requireManagedForm(
  context: RequestContext,
  rawId: string | undefined,
): Promise<{ user: CurrentUser; form: FormWithCount }> {
  const user = requireFormBuilder(context);
  const form = await findForm(context.tx, context.tenant.id, requireUuid(rawId));
  if (!form || !mayManageForm(user, form)) throw new ApiError('NOT_FOUND');
  return { user, form };
}

/** The address visitors fill in an anonymous form at, on the centre's configured public origin. */
async function publicLinkOf(context: RequestContext, form: FormRow): Promise<string | null> {
  if (form.accessPermission !== 'anonymous') return null;
  return siteUrl(context, form.volunteerCenterId, 'public_site', `/forms/${form.token}`);
}

async function bundleOf(
  context: RequestContext,
  forms: FormWithCount[],
  include: Set<string>,
): Promise<FormBundle> {
  const questions = include.has('questions')
    ? await listQuestions(
        context.tx,
        context.tenant.id,
        forms.map((form) => form.id),
        { withDeleted: true },
      )
    : [];
  const publicLinks = new Map<string, string>();
  for (const form of forms) {
    const link = await publicLinkOf(context, form);
    if (link) publicLinks.set(form.id, link);
  }
  return { forms, questions, publicLinks };
}

function formFilters(filters: ListQuery['filters']): FormFilters {
  const organizationId = filters.get('organization_id');
  if (organizationId !== undefined && !isUuid(organizationId)) {
    throw new ApiError('INVALID_QUERY_PARAMETER', {
      params: { parameter: 'filter[organization_id]' },
      parameter: 'filter[organization_id]',
    });
  }
  return {
    text: filters.get('q')?.trim() || undefined,
    status: pickedFilter<FormStatus>(filters, 'status', FORM_STATUSES),
    accessPermission: pickedFilter<FormAccessPermission>(
      filters,
      'access_permission',
      FORM_ACCESS_PERMISSIONS,
    ),
    purpose: pickedFilter<FormPurpose>(filters, 'purpose', FORM_PURPOSES),
    organizationId: organizationId?.toLowerCase(),
  };
}

export async function listManagedForms(
  context: RequestContext,
  query: ListQuery,
): Promise<FormBundle & { total: number }> {
  const user = requireFormBuilder(context);
  const { rows, total } = await listForms(context.tx, context.tenant.id, {
    scope: formListScope(user, context.tenant.volunteerCenterId),
    filters: formFilters(query.filters),
    sort: query.sort,
    page: query.page,
  });
  return { ...(await bundleOf(context, rows, query.include)), total };
}

export async function getForm(
  context: RequestContext,
  id: string | undefined,
  include: Set<string>,
): Promise<FormBundle> {
  const { form } = await requireManagedForm(context, id);
  return bundleOf(context, [form], include);
}

/** The organisation a form is for must be one the user manages forms of; 422 at `organization_id` otherwise. */
async function requireFormOrganization(
  context: RequestContext,
  user: CurrentUser,
  organizationId: string,
): Promise<{ id: string; volunteerCenterId: string }> {
  const organization = await findOrganization(
    context.tx,
    context.tenant.id,
    organizationId.toLowerCase(),
  );
  if (
    !organization ||
    organization.status === 'deleted' ||
    !mayManageForm(user, {
      organizationId: organization.id,
      volunteerCenterId: organization.volunteerCenterId,
    })
  ) {
    throw new ValidationError([
      { pointer: '/data/attributes/organization_id', field: 'organization_id', reason: 'invalid' },
    ]);
  }
  return organization;
}

/** Only a centre's own staff (or an admin) name a form the centre's contact form or one of its workshops. */
function requirePurposeAllowed(
  user: CurrentUser,
  volunteerCenterId: string,
  purpose: FormPurpose | null | undefined,
): void {
  if (!purpose || mayChooseCenterForms(user, volunteerCenterId)) return;
  throw new ValidationError([
    { pointer: '/data/attributes/purpose', field: 'purpose', reason: 'invalid' },
  ]);
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function createForm(context: RequestContext, body: unknown): Promise<FormBundle> {
  const user = requireFormBuilder(context);
  const input = parseResourceDocument(body, { type: 'forms', schema: formCreateSchema });
  const organization = await requireFormOrganization(context, user, input.organizationId);
  requirePurposeAllowed(user, organization.volunteerCenterId, input.purpose);
  if (input.purpose === 'contact')
    await clearContactPurpose(context.tx, context.tenant.id, organization.volunteerCenterId, null);
  const row = await insertForm(context.tx, {
    tenantId: context.tenant.id,
    volunteerCenterId: organization.volunteerCenterId,
    organizationId: organization.id,
    title: input.title,
    description: input.description ?? null,
    accessPermission: input.accessPermission,
    status: input.status ?? 'draft',
    closesAt: toDate(input.closesAt) ?? null,
    confirmationText: input.confirmationText ?? null,
    // The builder hears of each submission unless they name others.
    notifyEmails: input.notifyEmails ?? [user.email],
    retentionMonths: input.retentionMonths ?? DEFAULT_RETENTION_MONTHS,
    purpose: input.purpose ?? null,
    token: randomToken(PUBLIC_LINK_TOKEN_BYTES),
    createdById: user.id,
  });
  await audit(context, user, 'form.created', row.id, { title: row.title });
  return bundleOf(
    context,
    [(await findForm(context.tx, context.tenant.id, row.id))!],
    new Set(['questions']),
  );
}

export async function changeForm(
  context: RequestContext,
  id: string | undefined,
  body: unknown,
): Promise<FormBundle> {
  const { user, form } = await requireManagedForm(context, id);
  const input = parseResourceDocument(body, {
    type: 'forms',
    schema: formUpdateSchema,
    id: form.id,
  });
  const organization = input.organizationId
    ? await requireFormOrganization(context, user, input.organizationId)
    : undefined;
  const volunteerCenterId = organization?.volunteerCenterId ?? form.volunteerCenterId;
  if (input.purpose !== undefined && input.purpose !== form.purpose)
    requirePurposeAllowed(user, volunteerCenterId, input.purpose);
  if (input.purpose === 'contact')
    await clearContactPurpose(context.tx, context.tenant.id, volunteerCenterId, form.id);
  await updateForm(context.tx, context.tenant.id, form.id, {
    ...(organization ? { organizationId: organization.id, volunteerCenterId } : {}),
    title: input.title,
    description: input.description,
    accessPermission: input.accessPermission,
    status: input.status,
    closesAt: toDate(input.closesAt),
    confirmationText: input.confirmationText,
    notifyEmails: input.notifyEmails,
    retentionMonths: input.retentionMonths,
    purpose: input.purpose,
  });
  if (input.status && input.status !== form.status)
    await audit(
      context,
      user,
      `form.${input.status === 'open' ? 'opened' : input.status === 'closed' ? 'closed' : 'drafted'}`,
      form.id,
      {},
    );
  return bundleOf(
    context,
    [(await findForm(context.tx, context.tenant.id, form.id))!],
    new Set(['questions']),
  );
}

/** Deletes a form with its questions, invitations and submissions; audited with how many submissions went. */
export async function removeForm(context: RequestContext, id: string | undefined): Promise<void> {
  const { user, form } = await requireManagedForm(context, id);
  await deleteForm(context.tx, context.tenant.id, form.id);
  await audit(context, user, 'form.deleted', form.id, {
    title: form.title,
    submissions: form.submissionCount,
  });
}

/** A copy of a form and its current questions, as a draft titled "… (copy)", without submissions or invitations. */
export async function duplicateForm(
  context: RequestContext,
  id: string | undefined,
): Promise<FormBundle> {
  const { user, form } = await requireManagedForm(context, id);
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    submissionCount: _count,
    ...kept
  } = form;
  const copy = await insertForm(context.tx, {
    ...kept,
    title: `${form.title} (${context.locale === 'en' ? 'copy' : 'kopie'})`.slice(0, 255),
    status: 'draft',
    purpose: form.purpose === 'contact' ? null : form.purpose,
    token: randomToken(PUBLIC_LINK_TOKEN_BYTES),
    createdById: user.id,
  });
  for (const question of await listQuestions(context.tx, context.tenant.id, [form.id])) {
    const {
      id: _questionId,
      createdAt: _qc,
      updatedAt: _qu,
      formId: _formId,
      ...fields
    } = question;
    await insertQuestion(context.tx, { ...fields, formId: copy.id });
  }
  await audit(context, user, 'form.created', copy.id, { title: copy.title, copied_from: form.id });
  return bundleOf(
    context,
    [(await findForm(context.tx, context.tenant.id, copy.id))!],
    new Set(['questions']),
  );
}

/** A form's entry in the audit trail. */
export function audit(
  context: RequestContext,
  user: CurrentUser,
  action: string,
  formId: string,
  data: Record<string, unknown>,
): Promise<void> {
  return recordAuditEvent(context, { action, actorUserId: user.id, subjectType: 'forms', subjectId: formId, data });
}

