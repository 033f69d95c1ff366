import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { userRoles, users } from './users.tables';

// The users module's part of a person's own data (issue 28): what the export shows of the
// account, and how deleting an account anonymises the row.

/** The account as its owner may see it in their export: no password hash, no token digests. */
export async function accountOfUser(tx: Tx, tenantId: string, userId: string) {
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      unconfirmedEmail: users.unconfirmedEmail,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      jobTitle: users.jobTitle,
      gender: users.gender,
      salutation: users.salutation,
      status: users.status,
      signupMethod: users.signupMethod,
      locale: users.locale,
      digestDays: users.digestDays,
      acceptTerms: users.acceptTerms,
      confirmedAt: users.confirmedAt,
      signInCount: users.signInCount,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  const roles = await tx
    .select({ name: userRoles.name, createdAt: userRoles.createdAt })
    .from(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)))
    .orderBy(asc(userRoles.createdAt));
  return { account: user, roles };
}

/**
 * Anonymises an account: personal fields and the password cleared, the address
 * replaced (so it can sign up again), archived with `deleted_at`, every role
 * removed. The row stays so history (audit, messages) keeps a reference to
 * "a deleted user" rather than to a person.
 */
export async function anonymiseUser(tx: Tx, tenantId: string, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      unconfirmedEmail: null,
      encryptedPassword: null,
      firstName: null,
      lastName: null,
      phoneNumber: null,
      jobTitle: null,
      gender: null,
      salutation: null,
      digestDays: [],
      acceptTerms: false,
      confirmationTokenDigest: null,
      resetPasswordTokenDigest: null,
      lastSignInAt: null,
      status: 'archived',
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)));
}
