import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { OrganizationMemberRole, Role } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import type { UserRow } from '../users/users.data';
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

/** The session as `auth_session_of` answers it in JSON: timestamps as ISO strings. */
type StoredSession = Omit<SessionRow, 'token'> & {
  token: (Omit<AuthTokenRow, 'rotatedAt' | 'expiresAt' | 'lastUsedAt' | 'createdAt'> & Record<'rotatedAt' | 'expiresAt' | 'lastUsedAt' | 'createdAt', string>) | null;
};

/**
 * The session of a user's device in one read (every signed-in request makes
 * it): the user found by e-mail address or id, with the device's token, their
 * roles and their memberships. The SQL is the database function
 * `auth_session_of` (migration 0028), whose plans each connection keeps: as
 * an ad-hoc query, planning cost several times running it.
 */
export async function findSession(
  tx: Tx,
  tenantId: string,
  user: { email: string } | { id: string },
  client: string,
): Promise<SessionRow | undefined> {
  const emailKey = 'email' in user ? user.email.toLowerCase() : null;
  const userId = 'id' in user ? user.id : null;
  const result = await tx.execute(
    sql`select auth_session_of(${tenantId}, ${emailKey}, ${userId}::uuid, ${client}) as session`,
  );
  const stored = (result as unknown as { rows: { session: StoredSession | string | null }[] }).rows[0]?.session;
  if (!stored) return undefined;
  const session: StoredSession = typeof stored === 'string' ? JSON.parse(stored) : stored;
  const { token } = session;
  return {
    ...session,
    token: token && {
      ...token,
      rotatedAt: new Date(token.rotatedAt),
      expiresAt: new Date(token.expiresAt),
      lastUsedAt: new Date(token.lastUsedAt),
      createdAt: new Date(token.createdAt),
    },
  };
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
