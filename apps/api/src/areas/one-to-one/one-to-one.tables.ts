import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  AvailabilitySlot,
  OneToOneMatchStatus,
  OneToOneRequestStatus,
} from '@platform/contracts';
import {
  createdAt,
  id,
  tenantId,
  tenantIsolation,
  updatedAt,
} from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { users } from '../../identity/users/users.tables';
import { ageGroups } from '../vacancies/vacancies.tables';
import { conversations } from '../conversations/conversations.tables';

/**
 * A request for one-to-one support (issue 28): someone with the student role
 * asks for a buddy, for what and when. Mentors offer through their volunteer
 * profile (`wants_one_to_one`); staff match a request with a mentor.
 */
export const oneToOneRequests = pgTable(
  'one_to_one_requests',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the student wants help with (plain text). */
    topic: text().notNull(),
    description: text().notNull().default(''),
    /** Interests as vacancy categories, to match mentors' interests. */
    categoryIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    availability: text()
      .array()
      .$type<AvailabilitySlot[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    place: text(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    ageGroupId: uuid().references(() => ageGroups.id, { onDelete: 'set null' }),
    status: text().$type<OneToOneRequestStatus>().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.tenantId, t.volunteerCenterId, t.status),
    index().on(t.studentId),
    tenantIsolation('one_to_one_requests'),
  ],
);

/** A match staff made between a request and a mentor; ended with a reason. */
export const oneToOneMatches = pgTable(
  'one_to_one_matches',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    requestId: uuid()
      .notNull()
      .references(() => oneToOneRequests.id, { onDelete: 'cascade' }),
    mentorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    status: text().$type<OneToOneMatchStatus>().notNull().default('active'),
    endReason: text(),
    endedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.tenantId, t.volunteerCenterId, t.status),
    index().on(t.requestId),
    index().on(t.mentorId),
    index().on(t.studentId),
    tenantIsolation('one_to_one_matches'),
  ],
);
