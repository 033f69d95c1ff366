import { and, asc, count, desc, eq, ilike, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Role, UserStatus } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { pageWindow, type ListOptions } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import type { MailRecipient } from '../notification-templates/templated-mail';
import { userRoles, users } from './users.tables';
import { mailableUsers } from './users.views';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserRoleRow = typeof userRoles.$inferSelect;

export type UserFilters = {
  /** Only these users: the members of the organisation a list asks for, looked up by the caller. */
  userIds?: readonly string[];
  role?: Role;
  status?: UserStatus;
  emailContains?: string;
  nameContains?: string;
  /** Name or e-mail address contains it. */
  text?: string;
};

/** Whose users a list may show: the tenant's, a centre's, or the given users (an organisation's members). */
export type UserRowScope =
  | { kind: 'tenant' }
  | { kind: 'center'; volunteerCenterId: string }
  | { kind: 'users'; userIds: readonly string[] };

export type UserListOptions = ListOptions<UserRowScope, UserFilters>;

function scopeCondition(scope: UserRowScope): SQL | undefined {
  switch (scope.kind) {
    case 'tenant':
      return undefined;
    case 'center':
      return eq(users.volunteerCenterId, scope.volunteerCenterId);
    case 'users':
      return scope.userIds.length > 0 ? inArray(users.id, [...scope.userIds]) : sql`false`;
  }
}

const sortColumns = {
  created_at: users.createdAt,
  last_name: sql`lower(${users.lastName})`,
  email: sql`lower(${users.email})`,
} as const;

/** One page of the (not deleted) users a scope allows, with the total count. */
export async function listUsers(
  tx: Tx,
  tenantId: string,
  { scope, filters, sort, page }: UserListOptions,
): Promise<{ rows: UserRow[]; total: number }> {
  const fullName = sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`;
  const where = and(
    eq(users.tenantId, tenantId),
    isNull(users.deletedAt),
    scopeCondition(scope),
    filters.userIds ? (filters.userIds.length > 0 ? inArray(users.id, [...filters.userIds]) : sql`false`) : undefined,
    filters.role
      ? sql`exists (select 1 from ${userRoles} where ${userRoles.tenantId} = ${tenantId} and ${userRoles.userId} = ${users.id} and ${userRoles.name} = ${filters.role})`
      : undefined,
    filters.status ? eq(users.status, filters.status) : undefined,
    filters.emailContains ? ilike(users.email, containsPattern(filters.emailContains)) : undefined,
    filters.nameContains ? ilike(fullName, containsPattern(filters.nameContains)) : undefined,
    filters.text ? or(ilike(fullName, containsPattern(filters.text)), ilike(users.email, containsPattern(filters.text))) : undefined,
  );
  // Users without a last name go last either way.
  const orderBy = sort.map(({ field, descending }) => {
    const column = sortColumns[field as keyof typeof sortColumns];
    return descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  });
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(...orderBy, asc(users.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The role rows of several users at once, oldest first. */
export function findRolesOfUsers(tx: Tx, tenantId: string, userIds: string[]): Promise<UserRoleRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.userId, userIds)))
    .orderBy(asc(userRoles.createdAt), desc(userRoles.name));
}

export async function removeRole(tx: Tx, tenantId: string, userId: string, name: Role): Promise<void> {
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId), eq(userRoles.name, name)));
}

/** Whether a database error is a unique-key violation (two requests racing for one e-mail address). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function findUserByEmail(tx: Tx, tenantId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.emailKey, email.toLowerCase()), isNull(users.deletedAt)));
  return row;
}

export async function findUserById(tx: Tx, tenantId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export async function findUserByTokenDigest(
  tx: Tx,
  tenantId: string,
  column: 'confirmationTokenDigest' | 'resetPasswordTokenDigest',
  digest: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users[column], digest), isNull(users.deletedAt)));
  return row;
}

export async function insertUser(tx: Tx, values: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row as UserRow;
}

/**
 * Inserts a user and their first role in one statement, or nothing when the
 * address is taken (then it returns undefined). Taken or not, it is the same
 * one round trip, so sign-up's answer time does not tell which.
 */
export async function insertUserUnlessTaken(tx: Tx, values: NewUser, role: Role): Promise<string | undefined> {
  const inserted = tx.$with('inserted').as(tx.insert(users).values(values).onConflictDoNothing().returning({ id: users.id }));
  const [row] = await tx
    .with(inserted)
    .insert(userRoles)
    .select(
      // Insert-select names every column in table order; id and created_at as their defaults would set them.
      tx
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          tenantId: sql<string>`${values.tenantId}::text`.as('tenant_id'),
          userId: inserted.id,
          name: sql<Role>`${role}::text`.as('name'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(inserted),
    )
    .returning({ userId: userRoles.userId });
  return row?.userId;
}

export async function updateUser(tx: Tx, tenantId: string, id: string, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return row as UserRow;
}

export async function listRoleNames(tx: Tx, tenantId: string, userId: string): Promise<Role[]> {
  const rows = await tx
    .select({ name: userRoles.name })
    .from(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)));
  return rows.map((r) => r.name);
}

export async function addRole(tx: Tx, tenantId: string, userId: string, name: Role): Promise<void> {
  await tx.insert(userRoles).values({ tenantId, userId, name }).onConflictDoNothing();
}

/** Users of the tenant by id, deleted (anonymised) ones left out. */
export function findUsersByIds(tx: Tx, tenantId: string, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)]), isNull(users.deletedAt)));
}

/** The active holders of a role: in one centre, or (without a centre) anywhere in the tenant. */
export function listRoleRecipients(tx: Tx, tenantId: string, role: Role, volunteerCenterId?: string): Promise<MailRecipient[]> {
  return tx
    .select({ email: mailableUsers.email, firstName: mailableUsers.firstName, locale: mailableUsers.locale })
    .from(userRoles)
    .innerJoin(mailableUsers, eq(mailableUsers.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.tenantId, tenantId),
        eq(userRoles.name, role),
        volunteerCenterId ? eq(mailableUsers.volunteerCenterId, volunteerCenterId) : undefined,
      ),
    )
    .orderBy(asc(mailableUsers.email));
}

/** How many users a centre has per status, deleted ones left out. */
export function countUsersByStatus(tx: Tx, tenantId: string, volunteerCenterId: string): Promise<{ status: string; n: number }[]> {
  return tx
    .select({ status: users.status, n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.volunteerCenterId, volunteerCenterId), isNull(users.deletedAt)))
    .groupBy(users.status);
}

/** Of the given users, those whose account belongs to the centre and who are not staff (admin or centre superuser). */
export async function listNonStaffInCenter(tx: Tx, tenantId: string, ids: string[], volunteerCenterId: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const staffRole = tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, users.id), inArray(userRoles.name, ['admin', 'center_superuser'])));
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids), eq(users.volunteerCenterId, volunteerCenterId), notExists(staffRole)));
  return rows.map((r) => r.id);
}

/** Moves the accounts of the given users to another centre. */
export async function moveUsersToCenter(tx: Tx, tenantId: string, ids: string[], toCenterId: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(users)
    .set({ volunteerCenterId: toCenterId, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
}

/** An active user who chose days for the periodic mail, with what it needs of them. */
export type DigestSubscriber = Pick<
  UserRow,
  'id' | 'email' | 'firstName' | 'locale' | 'volunteerCenterId' | 'digestDays' | 'createdAt'
>;

/** The tenant's active, not deleted users with at least one day for the periodic mail, in a stable order. */
export function listDigestSubscribers(tx: Tx, tenantId: string): Promise<DigestSubscriber[]> {
  return tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      volunteerCenterId: users.volunteerCenterId,
      digestDays: users.digestDays,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        sql`cardinality(${users.digestDays}) > 0`,
      ),
    )
    .orderBy(asc(users.id));
}
