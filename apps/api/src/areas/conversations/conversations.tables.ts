import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation } from '../../platform/db/tenant-owned';
import { applications } from '../applications/applications.tables';
import { organizations } from '../../identity/organizations/organizations.tables';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { uploads } from '../uploads/uploads.tables';
import { users } from '../../identity/users/users.tables';
import { vacancies } from '../vacancies/vacancies.tables';

/**
 * A conversation (spec §3: subject, and the body of its first message),
 * optionally about an application or a vacancy. Messages are numbered
 * 1, 2, … in the order they are added: adding one raises `message_count`
 * under the row's lock, so numbers never collide or go back, and a reader's
 * unread count is `message_count` minus the number they read up to.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    /** The centre whose site it was started on. */
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    /** What it is about: an application (its vacancy is set too), a vacancy, or nothing. */
    applicationId: uuid().references(() => applications.id, { onDelete: 'set null' }),
    vacancyId: uuid().references(() => vacancies.id, { onDelete: 'set null' }),
    startedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    messageCount: integer().notNull().default(0),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.tenantId, t.lastMessageAt), tenantIsolation('conversations')],
);

/**
 * Who takes part: one person, one organisation (every member, for as long as
 * they are one) or one volunteer centre (its staff); exactly one of the three.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    volunteerCenterId: uuid().references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    /** 1 for the side that started it, then 2, …: the order they are listed in. */
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.conversationId),
    index().on(t.tenantId, t.userId),
    index().on(t.tenantId, t.organizationId),
    index().on(t.tenantId, t.volunteerCenterId),
    check(
      'conversation_participants_one_party',
      sql`num_nonnulls(${t.userId}, ${t.organizationId}, ${t.volunteerCenterId}) = 1`,
    ),
    tenantIsolation('conversation_participants'),
  ],
);

/** A message: plain text as written, by a user for one of the conversation's sides. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 1, 2, … within the conversation. */
    number: integer().notNull(),
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The side the sender wrote for (themself, their organisation or their centre). */
    senderParticipantId: uuid().references(() => conversationParticipants.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.conversationId, t.number), tenantIsolation('conversation_messages')],
);

/** A file a message carries: a private upload (image or PDF), attached once. */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    messageId: uuid()
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [index().on(t.messageId), uniqueIndex().on(t.uploadId), tenantIsolation('conversation_attachments')],
);

/**
 * How far each user has read a conversation (per user, also when they take
 * part through an organisation or centre), and where the delayed mail
 * stands: the unread stretch a mail job waits for, and how far a mail told
 * them. Kept here rather than as a unique key of the job queue, which the
 * request role may add to but not read (an upsert there needs to read).
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    tenantId: tenantId().references(() => tenants.id),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadNumber: integer().notNull().default(0),
    readAt: timestamp({ withTimezone: true }),
    /** The first unread message of the stretch a mail job is queued for; one job per stretch. */
    mailJobNumber: integer().notNull().default(0),
    /** The newest message a "new messages" mail covered; no second mail until they read past it. */
    mailedNumber: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), tenantIsolation('conversation_reads')],
);
