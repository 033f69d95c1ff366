import {
  LOCALES,
  NOTIFICATION_TEMPLATE_KEYS,
  notificationTemplatePreviewSchema,
  notificationTemplateUpdateSchema,
  type NotificationTemplateScope,
} from '@platform/contracts';
import { randomUUID } from 'node:crypto';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import { pickedFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../audit/audit.service';
import { requireUser, type CurrentUser } from '../access/access';
import { queueMail } from '../../platform/mail/mail.queue';
import { sampleValues, TEMPLATE_CATALOG } from './notification-templates.catalog';
import { maySeeTemplate, mayEditTemplates } from './notification-templates.policy';
import { renderMail, type MailContent } from './notification-templates.render';
import {
  deleteTemplate,
  findCenterCopy,
  findTemplate,
  insertTemplate,
  listEffectiveTemplates,
  listTenantTemplates,
  updateTemplate,
  type NotificationTemplateRow,
} from './notification-templates.repository';
import { templateName } from './notification-templates.serializer';
import { referencesVariable, sanitizeTemplateBody } from './template-engine';

/** Admins and centre superusers edit the mails; everyone else is refused before anything is looked up. */
function requireEditor(context: RequestContext): CurrentUser {
  const user = requireUser(context);
  if (!mayEditTemplates(user)) throw new ApiError('FORBIDDEN');
  return user;
}

/** A template the editor may see: another centre's copy (for a centre superuser) or another tenant's is a 404. */
async function requireVisible(context: RequestContext, rawId: string | undefined): Promise<{ user: CurrentUser; template: NotificationTemplateRow }> {
  const user = requireEditor(context);
  const template = await findTemplate(context.tx, context.tenant.id, requireUuid(rawId));
  if (!template || !maySeeTemplate(user, template)) throw new ApiError('NOT_FOUND');
  return { user, template };
}

const SORTS = {
  name: (a: NotificationTemplateRow, b: NotificationTemplateRow, context: RequestContext) =>
    templateName(a.key, context.locale).localeCompare(templateName(b.key, context.locale), context.locale),
  key: (a: NotificationTemplateRow, b: NotificationTemplateRow) => a.key.localeCompare(b.key),
  locale: (a: NotificationTemplateRow, b: NotificationTemplateRow) => a.locale.localeCompare(b.locale),
  subject: (a: NotificationTemplateRow, b: NotificationTemplateRow) => a.subject.localeCompare(b.subject),
  updated_at: (a: NotificationTemplateRow, b: NotificationTemplateRow) => a.updatedAt.getTime() - b.updatedAt.getTime(),
} as const;

export const TEMPLATE_SORTS = Object.keys(SORTS) as (keyof typeof SORTS)[];

/**
 * The template in effect for each mail and language at the request's centre
 * (its own copy, else the tenant-wide default), or with `filter[scope]=tenant`
 * the tenant-wide defaults; filtered by `locale` and `key`, sorted (by name,
 * then language, unless asked otherwise). Some thirty rows at most, so
 * filtered and sorted here.
 */
export async function listTemplates(context: RequestContext, query: ListQuery): Promise<{ templates: NotificationTemplateRow[]; total: number }> {
  requireEditor(context);
  const locale = pickedFilter(query.filters, 'locale', LOCALES);
  const key = pickedFilter(query.filters, 'key', NOTIFICATION_TEMPLATE_KEYS);
  const scope = pickedFilter<NotificationTemplateScope>(query.filters, 'scope', ['tenant']);
  const rows =
    scope === 'tenant'
      ? await listTenantTemplates(context.tx, context.tenant.id)
      : await listEffectiveTemplates(context.tx, context.tenant.id, context.tenant.volunteerCenterId);
  const order = [...query.sort, { field: 'locale', descending: false }];
  const matching = rows
    .filter((row) => (!locale || row.locale === locale) && (!key || row.key === key))
    .sort((a, b) => {
      for (const { field, descending } of order) {
        const difference = SORTS[field as keyof typeof SORTS](a, b, context);
        if (difference !== 0) return descending ? -difference : difference;
      }
      return 0;
    });
  const start = (query.page.number - 1) * query.page.size;
  return { templates: matching.slice(start, start + query.page.size), total: matching.length };
}

export async function readTemplate(context: RequestContext, id: string | undefined): Promise<NotificationTemplateRow> {
  return (await requireVisible(context, id)).template;
}

/** The centre whose layout (and copy) a template belongs to: its own, or for a default the request's centre. */
const centerOf = (context: RequestContext, template: NotificationTemplateRow) => template.volunteerCenterId ?? context.tenant.volunteerCenterId;

/** What staff write of a template: subject, body and, for a security mail, the button text (or address label). */
type Draft = { subject: string; body: string; actionText: string | null };

/**
 * Renders a subject and body as they would be saved, with the mail's sample
 * data (and the real centre): a 422 says where a placeholder, filter or tag
 * went wrong, or which placeholder the mail must show. A security mail's link
 * or address is no placeholder: code places it below the text, so a template
 * can neither leave it out nor send it elsewhere. What a mail must show is
 * checked in the rendered sample, with a value no template can guess.
 */
async function checkedContent(context: RequestContext, template: NotificationTemplateRow, draft: Draft, recipientName?: string | null): Promise<MailContent> {
  const definition = TEMPLATE_CATALOG[template.key];
  const samples = sampleValues(template.key, template.locale);
  const values = Object.fromEntries(Object.entries(samples).filter(([name]) => name !== 'center' && name !== 'first_name'));
  const marks = Object.fromEntries(definition.required.map((name) => [name, `${String(samples[name])}/${randomUUID()}`]));
  const placed = definition.placed;
  // A text that still names the placed value (an older copy, or one hidden in a false `if`) is told so.
  const naming = placed ? (['subject', 'body'] as const).filter((part) => referencesVariable(draft[part], placed.name)) : [];
  if (placed && naming.length > 0) {
    const placeholder = `{{ ${placed.name} }}`;
    throw new ValidationError(naming.map((part) => ({ pointer: `/data/attributes/${part}`, field: part, reason: 'placed_placeholder', params: { placeholder }, meta: { name: placed.name, placeholder } })));
  }
  const rendered = await renderMail(context, {
    subject: draft.subject,
    body: draft.body,
    locale: template.locale,
    volunteerCenterId: centerOf(context, template),
    values: { ...values, ...marks },
    recipientName: recipientName === undefined ? String(samples.first_name) : recipientName,
    strict: true,
    action: placed ? { kind: placed.kind, text: draft.actionText ?? placed.text[template.locale], value: placed.sample } : null,
  });
  if (!rendered.ok) {
    throw new ValidationError(
      Object.entries(rendered.problems).map(([part, problem]) => ({
        pointer: `/data/attributes/${part}`,
        field: part,
        reason: problem.reason,
        params: problem.params,
        meta: problem.params,
      })),
    );
  }
  const missing = definition.required.filter((name) => !rendered.content.html.includes(marks[name]!));
  if (missing.length > 0) {
    throw new ValidationError(
      missing.map((name) => ({
        pointer: '/data/attributes/body',
        field: 'body',
        reason: 'missing_placeholder',
        params: { placeholder: `{{ ${name} }}` },
        meta: { name },
      })),
    );
  }
  return rendered.content;
}

/**
 * Changes a template. A centre superuser changing the tenant-wide default
 * changes their centre's own copy instead (made on first change, copy on
 * write); an admin changes the row itself. Security mails cannot be made
 * inactive.
 */
export async function changeTemplate(context: RequestContext, id: string | undefined, body: unknown): Promise<NotificationTemplateRow> {
  const { user, template } = await requireVisible(context, id);
  const input = parseResourceDocument(body, { type: 'notification_templates', schema: notificationTemplateUpdateSchema, id: template.id });
  if (input.active === false && TEMPLATE_CATALOG[template.key].security) {
    throw new ValidationError([{ pointer: '/data/attributes/active', field: 'active', reason: 'always_active' }]);
  }
  if (input.actionText !== undefined && !TEMPLATE_CATALOG[template.key].placed) {
    throw new ValidationError([{ pointer: '/data/attributes/action_text', field: 'action_text', reason: 'unknown_attribute' }]);
  }
  const subject = input.subject ?? template.subject;
  const html = input.body === undefined ? template.body : sanitizeTemplateBody(input.body);
  const actionText = input.actionText ?? template.actionText;
  await checkedContent(context, template, { subject, body: html, actionText });
  const values = { subject, body: html, active: input.active ?? template.active, actionText, updatedById: user.id };
  let saved: NotificationTemplateRow;
  if (template.volunteerCenterId === null && !user.roles.includes('admin')) {
    const centerId = context.tenant.volunteerCenterId;
    const copy = await findCenterCopy(context.tx, context.tenant.id, centerId, template.key, template.locale);
    saved = copy
      ? await updateTemplate(context.tx, context.tenant.id, copy.id, values)
      : await insertTemplate(context.tx, { tenantId: context.tenant.id, volunteerCenterId: centerId, key: template.key, locale: template.locale, ...values });
  } else {
    saved = await updateTemplate(context.tx, context.tenant.id, template.id, values);
  }
  await audit(context, user, 'notification_template.updated', saved);
  return saved;
}

/** Removes a centre's copy, so the centre gets the tenant-wide default again; the default itself cannot be removed. */
export async function resetTemplate(context: RequestContext, id: string | undefined): Promise<void> {
  const { user, template } = await requireVisible(context, id);
  if (template.volunteerCenterId === null) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.template_default' });
  await deleteTemplate(context.tx, context.tenant.id, template.id);
  await audit(context, user, 'notification_template.reset', template);
}

/** An unsaved subject, body and action text (or, for a test without a body at all, the saved ones); any other body must be a document. */
function draftOf(template: NotificationTemplateRow, body: unknown, { optional }: { optional: boolean }): Draft {
  if (optional && body === undefined) return { subject: template.subject, body: template.body, actionText: template.actionText };
  const input = parseResourceDocument(body, { type: 'notification_templates', schema: notificationTemplatePreviewSchema, id: template.id });
  return { subject: input.subject, body: sanitizeTemplateBody(input.body), actionText: input.actionText ?? template.actionText };
}

/** The mail an unsaved subject and body make with sample data, in the centre's layout: what the editor's preview shows. */
export async function previewTemplate(context: RequestContext, id: string | undefined, body: unknown): Promise<{ template: NotificationTemplateRow; content: MailContent }> {
  const { template } = await requireVisible(context, id);
  const draft = draftOf(template, body, { optional: false });
  return { template, content: await checkedContent(context, template, draft) };
}

/** Mails the caller (and only the caller) the template, unsaved or saved, with sample data and their own first name. */
export async function sendTestMail(context: RequestContext, id: string | undefined, body: unknown): Promise<string> {
  const { user, template } = await requireVisible(context, id);
  const content = await checkedContent(context, template, draftOf(template, body, { optional: true }), user.firstName);
  await queueMail(context, { to: user.email, ...content });
  return user.email;
}

async function audit(context: RequestContext, user: CurrentUser, action: string, template: NotificationTemplateRow): Promise<void> {
  await recordAuditEvent(context, {
    action,
    actorUserId: user.id,
    subjectType: 'notification_templates',
    subjectId: template.id,
    data: { key: template.key, locale: template.locale, scope: template.volunteerCenterId ? 'center' : 'tenant' },
    volunteerCenterId: template.volunteerCenterId,
  });
}
