import type { Locale, NotificationTemplateKey } from '@platform/contracts';
import { resource, type ResourceObject } from '../../platform/http/json-api';
import { placeholdersOf, TEMPLATE_CATALOG } from './notification-templates.catalog';
import type { MailContent } from './notification-templates.render';
import type { NotificationTemplateRow } from './notification-templates.repository';

/** The label of a kind of mail in the reader's language. */
export function templateName(key: NotificationTemplateKey, locale: Locale): string {
  return TEMPLATE_CATALOG[key].name[locale];
}

/**
 * A template as staff edit it, described in the reader's language: its name,
 * whether it is the centre's copy or the tenant-wide default, whether it is a
 * security mail, and the placeholders it offers.
 */
export function serializeTemplate(template: NotificationTemplateRow, locale: Locale): ResourceObject {
  const definition = TEMPLATE_CATALOG[template.key];
  return resource('notification_templates', template.id, {
    key: template.key,
    name: templateName(template.key, locale),
    locale: template.locale,
    subject: template.subject,
    body: template.body,
    active: template.active,
    scope: template.volunteerCenterId ? 'center' : 'tenant',
    volunteerCenterId: template.volunteerCenterId,
    security: definition.security,
    requiredPlaceholders: definition.required,
    // A security mail's link ('button') or new address ('address'), which the platform places below the text, and the words staff give it.
    action: definition.placed?.kind ?? null,
    actionText: definition.placed ? (template.actionText ?? definition.placed.text[template.locale]) : null,
    placeholders: Object.entries(placeholdersOf(template.key)).map(([name, { description }]) => ({ name, description: description[locale] })),
    updatedAt: template.updatedAt.toISOString(),
    updatedById: template.updatedById,
  });
}

/** A rendered preview: the subject, the HTML part in the centre's layout and the plain-text part. */
export function serializePreview(template: NotificationTemplateRow, content: MailContent): ResourceObject {
  return resource('notification_template_previews', template.id, { ...content });
}
