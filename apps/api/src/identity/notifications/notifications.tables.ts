import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationApp, NotificationKind } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation } from '../../platform/db/tenant-owned';
import { tenants } from '../tenancy/tenancy.tables';
import { users } from '../users/users.tables';

/** What happened that a user should hear about, with where to read more; read once `read_at` is set. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    subjectType: text(),
    subjectId: uuid(),
    /** Names the text needs (the vacancy's title, the organisation's name), kept as they were. */
    data: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The app and path of the page that shows the subject. */
    linkApp: text().$type<NotificationApp>().notNull(),
    linkPath: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.tenantId, t.userId, t.createdAt), tenantIsolation('notifications')],
);

/** The kinds a user chose to get in the app only; every other kind also comes by e-mail. */
export const notificationMailOptOuts = pgTable(
  'notification_mail_opt_outs',
  {
    tenantId: tenantId().references(() => tenants.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    tenantIsolation('notification_mail_opt_outs'),
  ],
);
