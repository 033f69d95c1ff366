import { and, count, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ProfileReplyStatus } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { pageWindow } from '../../platform/db/list-order';
import type { ListQuery } from '../../platform/http/json-api';
import type { MailRecipient } from '../../identity/notification-templates/templated-mail';
import { memberships, organizationNames } from '../../identity/organizations/organizations.views';
import { mailableUsers, userDirectory } from '../../identity/users/users.views';
import { volunteerProfileReplies } from './volunteer-pool.tables';

export type ReplyRow = typeof volunteerProfileReplies.$inferSelect;
export type NewReply = typeof volunteerProfileReplies.$inferInsert;

/** A reply with the names its readers see (the vacancy's title comes from the vacancies module). */
export type ReplyWithNames = ReplyRow & {
  organizationName: string;
  sender: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    deletedAt: Date | null;
  } | null;
  volunteerFirstName: string | null;
};

/**
 * Which replies a reader sees: their own as the volunteer (never stopped
 * ones), those of their organisations, and, as staff, every reply of their
 * centre.
 */
export type ReplyScope = {
  userId: string;
  organizationIds: readonly string[];
  staffCenterId: string | null;
};

/** `receivedBy`: only the replies to this user's own profile (a volunteer who also works for an organisation). */
export type ReplyFilters = {
  organizationId?: string;
  status?: ProfileReplyStatus;
  receivedBy?: string;
};

function inScope(scope: ReplyScope): SQL {
  const r = volunteerProfileReplies;
  const seen: SQL[] = [and(eq(r.volunteerId, scope.userId), ne(r.status, 'stopped'))!];
  if (scope.organizationIds.length > 0)
    seen.push(inArray(r.organizationId, [...scope.organizationIds]));
  if (scope.staffCenterId) seen.push(eq(r.volunteerCenterId, scope.staffCenterId));
  return or(...seen)!;
}

function withNames(tx: Tx) {
  const r = volunteerProfileReplies;
  return tx
    .select({
      reply: r,
      organizationName: organizationNames.name,
      sender: {
        firstName: userDirectory.firstName,
        lastName: userDirectory.lastName,
        email: userDirectory.email,
        deletedAt: userDirectory.deletedAt,
      },
      senderId: userDirectory.id,
    })
    .from(r)
    .innerJoin(organizationNames, eq(organizationNames.id, r.organizationId))
    .leftJoin(userDirectory, eq(userDirectory.id, r.senderId));
}

type NamedRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** The rows with their names; the volunteers' first names in a second query (the sender has the users join). */
async function named(tx: Tx, tenantId: string, rows: NamedRow[]): Promise<ReplyWithNames[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.reply.volunteerId ? [row.reply.volunteerId] : []))),
  ];
  const volunteers =
    ids.length === 0
      ? []
      : await tx
          .select({ id: userDirectory.id, firstName: userDirectory.firstName })
          .from(userDirectory)
          .where(and(eq(userDirectory.tenantId, tenantId), inArray(userDirectory.id, ids)));
  return rows.map((row) => ({
    ...row.reply,
    organizationName: row.organizationName,
    sender: row.senderId ? row.sender : null,
    volunteerFirstName:
      volunteers.find((volunteer) => volunteer.id === row.reply.volunteerId)?.firstName ?? null,
  }));
}

/** The replies a reader sees, newest first, a page at a time, with how many there are. */
export async function listReplies(
  tx: Tx,
  tenantId: string,
  scope: ReplyScope,
  filters: ReplyFilters,
  page: ListQuery['page'],
): Promise<{ rows: ReplyWithNames[]; total: number }> {
  const r = volunteerProfileReplies;
  const where = and(
    eq(r.tenantId, tenantId),
    inScope(scope),
    filters.organizationId ? eq(r.organizationId, filters.organizationId) : undefined,
    filters.status ? eq(r.status, filters.status) : undefined,
    filters.receivedBy
      ? and(eq(r.volunteerId, filters.receivedBy), ne(r.status, 'stopped'))
      : undefined,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await withNames(tx)
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx.select({ total: count() }).from(r).where(where);
  return { rows: await named(tx, tenantId, rows), total: counted?.total ?? 0 };
}

/** One reply, when the reader sees it. */
export async function findReplyFor(
  tx: Tx,
  tenantId: string,
  id: string,
  scope: ReplyScope,
): Promise<ReplyWithNames | undefined> {
  const r = volunteerProfileReplies;
  const rows = await withNames(tx).where(
    and(eq(r.tenantId, tenantId), eq(r.id, id), inScope(scope)),
  );
  return (await named(tx, tenantId, rows))[0];
}

/** One reply of a centre, locked until the transaction ends, so two answers or stops of it take turns. */
export async function lockReply(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<ReplyRow | undefined> {
  const r = volunteerProfileReplies;
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
    .for('update');
  return row;
}

/**
 * Makes an organisation's replies take turns until the transaction ends: the
 * limits are counted and the reply written while no other reply of the
 * organisation can be, so two requests at once cannot both pass a limit.
 */
export async function lockOrganizationReplies(tx: Tx, organizationId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`volunteer_profile_replies:${organizationId}`}, 0))`,
  );
}

/** The organisation's newest reply to a profile since `since`, if any (stopped and answered ones count). */
export async function findLatestReplySince(
  tx: Tx,
  tenantId: string,
  organizationId: string,
  volunteerProfileId: string,
  since: Date,
): Promise<ReplyRow | undefined> {
  const r = volunteerProfileReplies;
  const [row] = await tx
    .select()
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.organizationId, organizationId),
        eq(r.volunteerProfileId, volunteerProfileId),
        gte(r.createdAt, since),
      ),
    )
    .orderBy(desc(r.createdAt))
    .limit(1);
  return row;
}

/**
 * How many replies the organisation sent since the start of today in the
 * time zone, and when the next day there starts.
 */
export async function countRepliesToday(
  tx: Tx,
  tenantId: string,
  organizationId: string,
  timeZone: string,
): Promise<{ sent: number; nextDay: Date }> {
  const r = volunteerProfileReplies;
  const dayStart = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const [row] = await tx
    .select({
      sent: count(),
      nextDay: sql<string>`${dayStart} + interval '1 day'`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.organizationId, organizationId),
        gte(r.createdAt, dayStart),
      ),
    );
  return { sent: row!.sent, nextDay: row!.nextDay };
}

export async function insertReply(tx: Tx, values: NewReply): Promise<ReplyRow> {
  const [row] = await tx.insert(volunteerProfileReplies).values(values).returning();
  return row!;
}

export async function updateReply(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<
    Pick<
      ReplyRow,
      'status' | 'answeredAt' | 'conversationId' | 'applicationId' | 'stoppedById' | 'stopReason'
    >
  >,
): Promise<void> {
  const r = volunteerProfileReplies;
  await tx
    .update(r)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
}

const recipientColumns = {
  email: mailableUsers.email,
  firstName: mailableUsers.firstName,
  locale: mailableUsers.locale,
};

/** A user as a mail recipient while their account is active and not deleted. */
export async function findUserRecipient(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<MailRecipient | undefined> {
  const [row] = await tx
    .select(recipientColumns)
    .from(mailableUsers)
    .where(and(eq(mailableUsers.tenantId, tenantId), eq(mailableUsers.id, userId)));
  return row;
}

/** Who of an organisation hears about an answer: the sender while they are still a member and reachable. */
export async function findMemberRecipient(
  tx: Tx,
  tenantId: string,
  organizationId: string,
  userId: string,
): Promise<MailRecipient | undefined> {
  const [row] = await tx
    .select(recipientColumns)
    .from(memberships)
    .innerJoin(mailableUsers, eq(mailableUsers.id, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.organizationId, organizationId),
        eq(memberships.userId, userId),
      ),
    );
  return row;
}
