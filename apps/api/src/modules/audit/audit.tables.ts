import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation } from '../../db/tenant-owned';
import { tenants } from '../tenancy/tenancy.tables';

/** Append-only record of sensitive actions (who did what to whom). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    action: text().notNull(),
    actorUserId: uuid(),
    subjectType: text(),
    subjectId: uuid(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.tenantId, t.createdAt), tenantIsolation('audit_events')],
);
