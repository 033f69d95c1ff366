import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AvailabilitySlot, ProfileLanguage, ProfileReplyStatus } from '@platform/contracts';
import {
  createdAt,
  id,
  tenantId,
  tenantIsolation,
  updatedAt,
} from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { users } from '../../identity/users/users.tables';
import { organizations } from '../../identity/organizations/organizations.tables';
import { ageGroups, vacancies } from '../vacancies/vacancies.tables';
import { conversations } from '../conversations/conversations.tables';
import { applications } from '../applications/applications.tables';

/**
 * A volunteer's profile (issue 28): what they offer and look for. It is in the
 * centre's pool only while `in_pool` is true; staff and approved organisations
 * of the centre search the pool, the public never sees it.
 */
export const volunteerProfiles = pgTable(
  'volunteer_profiles',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    introduction: text().notNull().default(''),
    /** Interests: the tenant's vacancy categories. */
    categoryIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    skills: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text()
      .array()
      .$type<ProfileLanguage[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    availability: text()
      .array()
      .$type<AvailabilitySlot[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    hoursPerWeek: integer(),
    place: text(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    travelDistanceKm: integer(),
    ageGroupId: uuid().references(() => ageGroups.id, { onDelete: 'set null' }),
    wantsOneToOne: boolean().notNull().default(false),
    inPool: boolean().notNull().default(false),
    joinedPoolAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.userId),
    index('volunteer_profiles_pool_idx')
      .on(t.tenantId, t.volunteerCenterId)
      .where(sql`in_pool`),
    tenantIsolation('volunteer_profiles'),
  ],
);

/**
 * What changed for the pool search, per tenant, in commit order: written only
 * by triggers (migration 0022) on volunteer profiles and on users (a blocked or
 * deleted account leaves the pool), read by every API process's pool index
 * before each search, like `search_changes` for the vacancy search.
 */
export const poolChanges = pgTable(
  'pool_changes',
  {
    seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    kind: text().$type<'profile' | 'user'>().notNull(),
    entityId: uuid().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.tenantId, t.seq), index().on(t.changedAt), tenantIsolation('pool_changes')],
);

/**
 * A reply of an organisation to a profile in the pool (spec §3: volunteer
 * profile reply): "we would like you for …", optionally about one of its
 * vacancies. Accepting it starts a conversation (and an application when it
 * names a vacancy); both are linked here.
 */
export const volunteerProfileReplies = pgTable(
  'volunteer_profile_replies',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    volunteerProfileId: uuid()
      .notNull()
      .references(() => volunteerProfiles.id, { onDelete: 'cascade' }),
    /** The volunteer the profile belongs to (spec: volunteer). */
    volunteerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    /** The member of the organisation who sent it (spec: sender). */
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    vacancyId: uuid().references(() => vacancies.id, { onDelete: 'set null' }),
    body: text().notNull(),
    status: text().$type<ProfileReplyStatus>().notNull().default('sent'),
    answeredAt: timestamp({ withTimezone: true }),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    applicationId: uuid().references(() => applications.id, { onDelete: 'set null' }),
    stoppedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    stopReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.tenantId, t.volunteerId, t.createdAt),
    index().on(t.tenantId, t.organizationId, t.createdAt),
    index().on(t.volunteerProfileId, t.organizationId, t.createdAt),
    tenantIsolation('volunteer_profile_replies'),
  ],
);

/** An organisation whose replies to the pool staff stopped (abuse), until they lift it. */
export const volunteerPoolBlocks = pgTable(
  'volunteer_pool_blocks',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    blockedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.organizationId), tenantIsolation('volunteer_pool_blocks')],
);
