import { LOCALES, NOTIFICATION_TEMPLATE_KEYS } from '@platform/contracts';
import type { Db } from '../../platform/db/database';
import { TEMPLATE_CATALOG } from './notification-templates.catalog';
import { insertMissingDefaults } from './notification-templates.repository';

/**
 * Gives a tenant the built-in text of every mail in both languages as its
 * tenant-wide templates. Runs on every start: a mail added since appears for
 * existing tenants, and a template staff changed stays as they left it.
 */
export async function seedNotificationTemplates(db: Db, tenantId: string): Promise<void> {
  await insertMissingDefaults(
    db,
    NOTIFICATION_TEMPLATE_KEYS.flatMap((key) =>
      LOCALES.map((locale) => ({
        tenantId,
        volunteerCenterId: null,
        key,
        locale,
        subject: TEMPLATE_CATALOG[key].subject[locale],
        body: TEMPLATE_CATALOG[key].body[locale],
      })),
    ),
  );
}
