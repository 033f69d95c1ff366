import type { Locale, NotificationTemplateKey } from '@platform/contracts';
import { boolean, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../tenancy/tenancy.tables';
import { users } from '../users/users.tables';

/**
 * The text of every mail, per kind (`key`) and language: the tenant-wide
 * default (`volunteer_center_id` null, seeded from the built-in texts) and a
 * centre's own copy where its staff changed it. Subject and body hold Liquid
 * placeholders; the body is HTML as the portal's editor writes it.
 */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid().references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    key: text().$type<NotificationTemplateKey>().notNull(),
    locale: text().$type<Locale>().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    active: boolean().notNull().default(true),
    /** A security mail's button text (or the new address's label) as staff changed it; null: the catalog's default. */
    actionText: text(),
    /** Who saved it last; null for the seeded defaults. */
    updatedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One tenant-wide default and at most one copy per centre for each mail and language.
    unique().on(t.tenantId, t.volunteerCenterId, t.key, t.locale).nullsNotDistinct(),
    tenantIsolation('notification_templates'),
  ],
);
