import * as v from 'valibot';
import { LOCALES } from '../enums';
import { NOTIFICATION_TEMPLATE_KEYS } from '../notification-templates';
import { nullableString, timestamp } from './shared';

/**
 * A mail's template as staff edit it, described in the reader's language: the
 * centre's copy or the tenant-wide default, whether it is a security mail (whose
 * link or new address the platform places: `action`), and its placeholders.
 */
export const notificationTemplateAttributes = v.strictObject({
  key: v.picklist(NOTIFICATION_TEMPLATE_KEYS),
  name: v.string(),
  locale: v.picklist(LOCALES),
  subject: v.string(),
  body: v.string(),
  active: v.boolean(),
  scope: v.picklist(['center', 'tenant']),
  volunteerCenterId: nullableString,
  security: v.boolean(),
  requiredPlaceholders: v.array(v.string()),
  action: v.nullable(v.picklist(['button', 'address'])),
  actionText: nullableString,
  placeholders: v.array(v.strictObject({ name: v.string(), description: v.string() })),
  updatedAt: timestamp,
  updatedById: nullableString,
});

/** An unsaved template rendered with sample data: the subject, the HTML part in the centre's layout and the plain text. */
export const notificationTemplatePreviewAttributes = v.strictObject({ subject: v.string(), html: v.string(), text: v.string() });
