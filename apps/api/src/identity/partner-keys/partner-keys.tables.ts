import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PartnerKeyScope } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../tenancy/tenancy.tables';
import { organizations } from '../organizations/organizations.tables';
import { users } from '../users/users.tables';

/**
 * A centre's API key for a partner's system (issue 31): stored only as an HMAC digest of the
 * key, with its visible prefix to recognise it by. Revoked keys stay, so the list and the
 * audit trail keep naming them.
 */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The key's start (`vcpk_` and 8 hex digits), shown in the portal. */
    prefix: text().notNull(),
    keyDigest: text().notNull(),
    scopes: text().array().$type<PartnerKeyScope[]>().notNull(),
    /** The organisation a `vacancies:write` key writes for. */
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.keyDigest), index().on(t.tenantId, t.volunteerCenterId, t.createdAt), tenantIsolation('partner_keys')],
);
