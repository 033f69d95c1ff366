import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { pageWindow } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import type { ListQuery } from '../../platform/http/json-api';
import { memberships, organizationNames } from '../../identity/organizations/organizations.views';
import { mailableUsers, roleHolders, userDirectory } from '../../identity/users/users.views';
import { conversationMessages, conversationParticipants, conversationReads, conversations } from './conversations.tables';
import type { Viewer } from './conversations.policy';

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversation = typeof conversations.$inferInsert;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type NewParticipant = typeof conversationParticipants.$inferInsert;

/** A conversation with how far the viewer has read it. */
export type ConversationForViewer = ConversationRow & { lastReadNumber: number };

/** The participants a viewer matches. */
function matchesViewer(viewer: Viewer): SQL {
  const conditions: SQL[] = [eq(conversationParticipants.userId, viewer.userId)];
  if (viewer.organizationIds.length > 0) conditions.push(inArray(conversationParticipants.organizationId, [...viewer.organizationIds]));
  if (viewer.staffCenterId) conditions.push(eq(conversationParticipants.volunteerCenterId, viewer.staffCenterId));
  return or(...conditions) as SQL;
}

/** The conversations the viewer takes part in. */
function viewersConversations(tx: Tx, tenantId: string, viewer: Viewer): SQL {
  return inArray(
    conversations.id,
    tx
      .select({ id: conversationParticipants.conversationId })
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.tenantId, tenantId), matchesViewer(viewer))),
  );
}

const lastReadNumber = sql<number>`coalesce(${conversationReads.lastReadNumber}, 0)`.mapWith(Number);
const hasUnread = sql`${conversations.messageCount} > coalesce(${conversationReads.lastReadNumber}, 0)`;

function withReadState(tx: Tx, viewer: Viewer) {
  return tx
    .select({ conversation: conversations, lastReadNumber })
    .from(conversations)
    .leftJoin(conversationReads, and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, viewer.userId)));
}

export async function insertConversation(tx: Tx, values: NewConversation): Promise<ConversationRow> {
  const [row] = await tx.insert(conversations).values(values).returning();
  return row!;
}

/** Adds participants in the order given (the starter's side first), which is the order they are listed in. */
export async function insertParticipants(tx: Tx, rows: Omit<NewParticipant, 'position'>[]): Promise<ParticipantRow[]> {
  const inserted = await tx
    .insert(conversationParticipants)
    .values(rows.map((row, index) => ({ ...row, position: index + 1 })))
    .returning();
  return inserted.sort((a, b) => a.position - b.position);
}

/** One conversation, when the viewer takes part in it. */
export async function findConversationFor(tx: Tx, tenantId: string, id: string, viewer: Viewer): Promise<ConversationForViewer | undefined> {
  const [row] = await withReadState(tx, viewer).where(
    and(eq(conversations.tenantId, tenantId), eq(conversations.id, id), viewersConversations(tx, tenantId, viewer)),
  );
  return row ? { ...row.conversation, lastReadNumber: row.lastReadNumber } : undefined;
}

/** One conversation whoever asks (jobs). */
export async function findConversation(tx: Tx, tenantId: string, id: string): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, id)));
  return row;
}

export type ConversationListFilters = {
  /** Words in the subject or in any message. */
  text?: string;
  unreadOnly?: boolean;
  /** About any of these applications. */
  applicationIds?: string[];
  /** About any of these vacancies (directly, or through an application to it). */
  vacancyIds?: string[];
  /** A user, organisation or centre among the participants. */
  participantId?: string;
};

/**
 * One page of the viewer's conversations, newest activity first, with the
 * total and how many of all their conversations have unread messages.
 */
export async function listConversationsFor(
  tx: Tx,
  tenantId: string,
  viewer: Viewer,
  filters: ConversationListFilters,
  page: ListQuery['page'],
): Promise<{ rows: ConversationForViewer[]; total: number; unreadConversations: number }> {
  const mine = and(eq(conversations.tenantId, tenantId), viewersConversations(tx, tenantId, viewer));
  const pattern = filters.text ? containsPattern(filters.text) : undefined;
  const where = and(
    mine,
    pattern
      ? or(
          ilike(conversations.subject, pattern),
          exists(
            tx
              .select({ one: sql`1` })
              .from(conversationMessages)
              .where(
                and(
                  eq(conversationMessages.tenantId, tenantId),
                  eq(conversationMessages.conversationId, conversations.id),
                  ilike(conversationMessages.body, pattern),
                ),
              ),
          ),
        )
      : undefined,
    filters.unreadOnly ? hasUnread : undefined,
    filters.applicationIds ? inArray(conversations.applicationId, filters.applicationIds) : undefined,
    filters.vacancyIds ? inArray(conversations.vacancyId, filters.vacancyIds) : undefined,
    filters.participantId
      ? exists(
          tx
            .select({ one: sql`1` })
            .from(conversationParticipants)
            .where(
              and(
                eq(conversationParticipants.tenantId, tenantId),
                eq(conversationParticipants.conversationId, conversations.id),
                or(
                  eq(conversationParticipants.userId, filters.participantId),
                  eq(conversationParticipants.organizationId, filters.participantId),
                  eq(conversationParticipants.volunteerCenterId, filters.participantId),
                ),
              ),
            ),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await withReadState(tx, viewer)
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit)
    .offset(offset);
  const joinReads = and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, viewer.userId));
  const [counted] = await tx.select({ total: count() }).from(conversations).leftJoin(conversationReads, joinReads).where(where);
  const [unread] = await tx
    .select({ n: count() })
    .from(conversations)
    .leftJoin(conversationReads, joinReads)
    .where(and(mine, hasUnread));
  return {
    rows: rows.map((row) => ({ ...row.conversation, lastReadNumber: row.lastReadNumber })),
    total: counted?.total ?? 0,
    unreadConversations: unread?.n ?? 0,
  };
}

/** A participant with the name it is shown by. */
export type NamedParticipant = ParticipantRow & { name: string | null };

/** The participants of these conversations, with the names of their people and organisations (centres are named by the caller). */
export async function listParticipants(tx: Tx, tenantId: string, conversationIds: readonly string[]): Promise<NamedParticipant[]> {
  if (conversationIds.length === 0) return [];
  const rows = await tx
    .select({
      participant: conversationParticipants,
      firstName: userDirectory.firstName,
      lastName: userDirectory.lastName,
      email: userDirectory.email,
      organizationName: organizationNames.name,
    })
    .from(conversationParticipants)
    .leftJoin(userDirectory, eq(userDirectory.id, conversationParticipants.userId))
    .leftJoin(organizationNames, eq(organizationNames.id, conversationParticipants.organizationId))
    .where(and(eq(conversationParticipants.tenantId, tenantId), inArray(conversationParticipants.conversationId, [...conversationIds])))
    .orderBy(asc(conversationParticipants.conversationId), asc(conversationParticipants.position));
  return rows.map((row) => ({
    ...row.participant,
    name: row.participant.userId
      ? [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email
      : row.participant.organizationId
        ? row.organizationName
        : null,
  }));
}

/** Marks a conversation read by a user up to a message number; never lowers what they read. */
export async function markReadUpTo(tx: Tx, tenantId: string, conversationId: string, userId: string, number: number): Promise<number> {
  const [row] = await tx
    .insert(conversationReads)
    .values({ tenantId, conversationId, userId, lastReadNumber: number, readAt: sql`now()` })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadNumber: sql`greatest(${conversationReads.lastReadNumber}, excluded.last_read_number)`,
        readAt: sql`now()`,
      },
    })
    .returning({ lastReadNumber: conversationReads.lastReadNumber });
  return row!.lastReadNumber;
}

export type ReadState = { lastReadNumber: number; mailJobNumber: number; mailedNumber: number };

const readStateColumns = {
  userId: conversationReads.userId,
  lastReadNumber: conversationReads.lastReadNumber,
  mailJobNumber: conversationReads.mailJobNumber,
  mailedNumber: conversationReads.mailedNumber,
};

/** How far each of these users has read a conversation and where its mail stands (no row: never opened). */
export async function listReadStates(tx: Tx, tenantId: string, conversationId: string, userIds: readonly string[]): Promise<Map<string, ReadState>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select(readStateColumns)
    .from(conversationReads)
    .where(and(eq(conversationReads.tenantId, tenantId), eq(conversationReads.conversationId, conversationId), inArray(conversationReads.userId, [...userIds])));
  return new Map(rows.map(({ userId, ...state }) => [userId, state]));
}

export async function findReadState(tx: Tx, tenantId: string, conversationId: string, userId: string): Promise<ReadState> {
  return (await listReadStates(tx, tenantId, conversationId, [userId])).get(userId) ?? { lastReadNumber: 0, mailJobNumber: 0, mailedNumber: 0 };
}

/** Records that a mail job is queued for the user's unread stretch starting at `number`. */
export async function recordMailJob(tx: Tx, tenantId: string, conversationId: string, userId: string, number: number): Promise<void> {
  await tx
    .insert(conversationReads)
    .values({ tenantId, conversationId, userId, mailJobNumber: number })
    .onConflictDoUpdate({ target: [conversationReads.conversationId, conversationReads.userId], set: { mailJobNumber: number } });
}

/** Records that a mail told the user about the messages up to `number`. */
export async function recordMailed(tx: Tx, tenantId: string, conversationId: string, userId: string, number: number): Promise<void> {
  await tx
    .insert(conversationReads)
    .values({ tenantId, conversationId, userId, mailedNumber: number })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { mailedNumber: sql`greatest(${conversationReads.mailedNumber}, excluded.mailed_number)` },
    });
}

/** A person a conversation reaches: an active account behind one of its participants. */
export type Recipient = {
  userId: string;
  email: string;
  firstName: string | null;
  locale: Locale;
  /** Their own centre (links in mail go to its sites). */
  volunteerCenterId: string;
  /** The participant they take part through. */
  participantId: string;
  /** Whether they are a member of any organisation (the portal opens for them). */
  hasOrganization: boolean;
};

/**
 * The active accounts behind participants: the person; every member of an
 * organisation; a centre's superusers, else (a centre without any) the
 * tenant's admins. Someone reached twice counts once, through the first.
 */
export async function listRecipients(tx: Tx, tenantId: string, participants: readonly ParticipantRow[]): Promise<Recipient[]> {
  const found: Recipient[] = [];
  const columns = {
    userId: mailableUsers.id,
    email: mailableUsers.email,
    firstName: mailableUsers.firstName,
    locale: mailableUsers.locale,
    volunteerCenterId: mailableUsers.volunteerCenterId,
    hasOrganization: sql<boolean>`exists (select 1 from ${memberships} where ${memberships.userId} = ${mailableUsers.id})`,
  };
  for (const participant of participants) {
    let rows: Omit<Recipient, 'participantId'>[] = [];
    if (participant.userId) {
      rows = await tx
        .select(columns)
        .from(mailableUsers)
        .where(and(eq(mailableUsers.tenantId, tenantId), eq(mailableUsers.id, participant.userId)));
    } else if (participant.organizationId) {
      rows = await tx
        .select(columns)
        .from(memberships)
        .innerJoin(mailableUsers, eq(mailableUsers.id, memberships.userId))
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.organizationId, participant.organizationId)));
    } else if (participant.volunteerCenterId) {
      const staff = (role: 'center_superuser' | 'admin', centerId?: string) =>
        tx
          .select(columns)
          .from(roleHolders)
          .innerJoin(mailableUsers, eq(mailableUsers.id, roleHolders.userId))
          .where(
            and(
              eq(roleHolders.tenantId, tenantId),
              eq(roleHolders.name, role),
              centerId ? eq(mailableUsers.volunteerCenterId, centerId) : undefined,
            ),
          );
      rows = await staff('center_superuser', participant.volunteerCenterId);
      if (rows.length === 0) rows = await staff('admin');
    }
    for (const row of rows) {
      if (!found.some((known) => known.userId === row.userId)) found.push({ ...row, participantId: participant.id });
    }
  }
  return found;
}
