import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../tenancy/tenancy.tables';

/** Append-only record of sensitive actions (who did what to whom). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    /** The centre the change belongs to, for the centre's activity list; null for tenant-wide events. */
    volunteerCenterId: uuid().references(() => volunteerCenters.id, { onDelete: 'set null' }),
    action: text().notNull(),
    actorUserId: uuid(),
    subjectType: text(),
    subjectId: uuid(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.tenantId, t.createdAt),
    index().on(t.tenantId, t.volunteerCenterId, t.createdAt),
    index().on(t.tenantId, t.actorUserId, t.createdAt),
    tenantIsolation('audit_events'),
  ],
);
