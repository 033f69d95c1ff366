import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { OrganizationMemberRole, Role } from '@platform/contracts';
import type { Db, Tx } from '../../platform/db/database';
import { memberships } from '../organizations/organizations.views';
import type { UserRow } from '../users/users.data';
import { roleHolders, sessionUsers } from '../users/users.views';
import { authTokens, signInFailures } from './auth.tables';

export type AuthTokenRow = typeof authTokens.$inferSelect;

export type SessionUserRow = Pick<UserRow, 'id' | 'tenantId' | 'volunteerCenterId' | 'email' | 'emailKey' | 'firstName' | 'lastName' | 'status' | 'locale'>;

/** A device's session as stored: its user, the device's token row (null when there is none), roles and memberships. */
export type SessionRow = {
  user: SessionUserRow;
  token: AuthTokenRow | null;
  roles: Role[];
  memberships: { organizationId: string; role: OrganizationMemberRole }[];
};

/**
 * The session of a user's device in one read (every signed-in request makes
 * it): the user found by e-mail address or id, with the device's token, their
 * roles and their memberships as correlated subqueries.
 */
export async function findSession(
  tx: Tx,
  tenantId: string,
  user: { email: string } | { id: string },
  client: string,
): Promise<SessionRow | undefined> {
  const [row] = await sessionQuery(tx, tenantId, user, client);
  return row;
}

/** The query of `findSession`, apart for its plan's test. */
export function sessionQuery(db: Db, tenantId: string, user: { email: string } | { id: string }, client: string) {
  const match: SQL =
    'email' in user ? eq(sessionUsers.emailKey, user.email.toLowerCase()) : eq(sessionUsers.id, user.id);
  return db
    .select({
      user: {
        id: sessionUsers.id,
        tenantId: sessionUsers.tenantId,
        volunteerCenterId: sessionUsers.volunteerCenterId,
        email: sessionUsers.email,
        emailKey: sessionUsers.emailKey,
        firstName: sessionUsers.firstName,
        lastName: sessionUsers.lastName,
        status: sessionUsers.status,
        locale: sessionUsers.locale,
      },
      token: authTokens,
      roles: sql<Role[]>`coalesce((select array_agg(${roleHolders.name}::text) from ${roleHolders}
        where ${roleHolders.tenantId} = ${sessionUsers.tenantId} and ${roleHolders.userId} = ${sessionUsers.id}), '{}')`,
      memberships: sql<SessionRow['memberships']>`coalesce((select json_agg(json_build_object(
          'organizationId', ${memberships.organizationId}, 'role', ${memberships.role}))
        from ${memberships}
        where ${memberships.tenantId} = ${sessionUsers.tenantId} and ${memberships.userId} = ${sessionUsers.id}), '[]')`,
    })
    .from(sessionUsers)
    .leftJoin(
      authTokens,
      and(eq(authTokens.tenantId, sessionUsers.tenantId), eq(authTokens.userId, sessionUsers.id), eq(authTokens.client, client)),
    )
    .where(and(eq(sessionUsers.tenantId, tenantId), match));
}

export async function insertToken(tx: Tx, values: typeof authTokens.$inferInsert): Promise<void> {
  await tx.insert(authTokens).values(values);
}

/**
 * Moves a token one step on, only if it is still the one the caller saw: of
 * two parallel requests exactly one rotates, the other falls in the batch window.
 */
export async function rotateToken(
  tx: Tx,
  row: AuthTokenRow,
  nextDigest: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const updated = await tx
    .update(authTokens)
    .set({ tokenDigest: nextDigest, previousTokenDigest: row.tokenDigest, rotatedAt: now, expiresAt, lastUsedAt: now })
    .where(and(eq(authTokens.id, row.id), eq(authTokens.tokenDigest, row.tokenDigest)))
    .returning({ id: authTokens.id });
  return updated.length === 1;
}

export async function deleteToken(tx: Tx, tenantId: string, userId: string, client: string): Promise<boolean> {
  const deleted = await tx
    .delete(authTokens)
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.userId, userId), eq(authTokens.client, client)))
    .returning({ id: authTokens.id });
  return deleted.length > 0;
}

/** Signs a user out everywhere, except on `keepClient` when given. */
export async function deleteTokensOfUser(tx: Tx, tenantId: string, userId: string, keepClient?: string): Promise<void> {
  await tx
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.tenantId, tenantId),
        eq(authTokens.userId, userId),
        keepClient ? sql`${authTokens.client} <> ${keepClient}` : undefined,
      ),
    );
}

/** Keeps the `keep` most recently used devices of a user and signs the rest out. */
export async function pruneTokens(tx: Tx, tenantId: string, userId: string, keep: number): Promise<void> {
  const newest = await tx
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.userId, userId)))
    .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.createdAt))
    .limit(keep);
  await tx.delete(authTokens).where(
    and(
      eq(authTokens.tenantId, tenantId),
      eq(authTokens.userId, userId),
      notInArray(
        authTokens.id,
        newest.map((r) => r.id),
      ),
    ),
  );
}

export async function findFailures(tx: Tx, tenantId: string, email: string) {
  const [row] = await tx
    .select()
    .from(signInFailures)
    .where(and(eq(signInFailures.tenantId, tenantId), eq(signInFailures.email, email)));
  return row;
}

/** Counts one more failed sign-in and locks the address once the limit is reached; returns the new state. */
export async function recordFailure(
  tx: Tx,
  tenantId: string,
  email: string,
  maxAttempts: number,
  lockUntil: Date,
): Promise<{ locked: boolean }> {
  const [row] = await tx
    .insert(signInFailures)
    .values({ tenantId, email, failedAttempts: 1, lastFailedAt: new Date() })
    .onConflictDoUpdate({
      target: [signInFailures.tenantId, signInFailures.email],
      set: { failedAttempts: sql`${signInFailures.failedAttempts} + 1`, lastFailedAt: new Date() },
    })
    .returning();
  if (row && row.failedAttempts >= maxAttempts) {
    await tx
      .update(signInFailures)
      .set({ lockedUntil: lockUntil, failedAttempts: 0 })
      .where(eq(signInFailures.id, row.id));
    return { locked: true };
  }
  return { locked: false };
}

export async function clearFailures(tx: Tx, tenantId: string, email: string): Promise<void> {
  await tx.delete(signInFailures).where(and(eq(signInFailures.tenantId, tenantId), eq(signInFailures.email, email)));
}
