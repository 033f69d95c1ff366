import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database';
import { activeUserContacts } from '../../identity/users/users.views';
import { poolChanges, volunteerProfiles } from './volunteer-pool.tables';

export type VolunteerProfileRow = typeof volunteerProfiles.$inferSelect;
export type NewVolunteerProfile = typeof volunteerProfiles.$inferInsert;

/** A profile in the pool with the person's name and contact details (shown to staff only). */
export type PoolProfileRow = VolunteerProfileRow & {
  firstName: string;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
};

const poolColumns = {
  profile: volunteerProfiles,
  firstName: activeUserContacts.firstName,
  lastName: activeUserContacts.lastName,
  email: activeUserContacts.email,
  phoneNumber: activeUserContacts.phoneNumber,
};

const toPoolProfile = (row: {
  profile: VolunteerProfileRow;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
}): PoolProfileRow => ({
  ...row.profile,
  firstName: row.firstName ?? '',
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
});

/**
 * The tenant's profiles that are in the pool (joined, and the account active
 * and not deleted: the view's condition) with their owners' names and
 * contact details, narrowed by `where`.
 */
function selectPool(tx: Tx, tenantId: string, where: SQL | undefined) {
  return tx
    .select(poolColumns)
    .from(volunteerProfiles)
    .innerJoin(activeUserContacts, eq(activeUserContacts.id, volunteerProfiles.userId))
    .where(
      and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.inPool, true), where),
    );
}

/**
 * One profile of the pool with its owner's name and contact details, or
 * undefined when it is not in the pool, or its account is blocked or deleted.
 * Callers decide which centre's pool the reader sees (`volunteerCenterId`).
 */
export async function findPoolProfile(
  tx: Tx,
  tenantId: string,
  profileId: string,
): Promise<PoolProfileRow | undefined> {
  const [row] = await selectPool(tx, tenantId, eq(volunteerProfiles.id, profileId));
  return row && toPoolProfile(row);
}

/** Profiles of the pool among `ids`, as they are now (the pool index takes changes in with it). */
export async function findPoolProfiles(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<PoolProfileRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectPool(tx, tenantId, inArray(volunteerProfiles.id, [...ids]));
  return rows.map(toPoolProfile);
}

/** Profiles of the pool of these users, as they are now (a `user` change names the user). */
export async function findPoolProfilesOfUsers(
  tx: Tx,
  tenantId: string,
  userIds: readonly string[],
): Promise<PoolProfileRow[]> {
  if (userIds.length === 0) return [];
  const rows = await selectPool(tx, tenantId, inArray(volunteerProfiles.userId, [...userIds]));
  return rows.map(toPoolProfile);
}

/** Rows the pool index reads at a time. */
const READ_BATCH = 5_000;

/** All of the tenant's pool, a batch at a time in id order (keyset pagination), for the pool index. */
export async function readPoolProfiles(
  tx: Tx,
  tenantId: string,
  batch: (rows: PoolProfileRow[]) => Promise<void>,
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const rows = await selectPool(tx, tenantId, after ? gt(volunteerProfiles.id, after) : undefined)
      .orderBy(asc(volunteerProfiles.id))
      .limit(READ_BATCH);
    if (rows.length === 0) return;
    await batch(rows.map(toPoolProfile));
    after = rows.at(-1)!.profile.id;
    if (rows.length < READ_BATCH) return;
  }
}

/** The signed-in user's own profile, in the pool or not. */
export async function findOwnProfile(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<VolunteerProfileRow | undefined> {
  const [row] = await tx
    .select()
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.userId, userId)));
  return row;
}

/** What the owner changes of their profile: everything but whose it is. */
export type ProfileChanges = Omit<
  NewVolunteerProfile,
  'id' | 'tenantId' | 'userId' | 'volunteerCenterId' | 'createdAt' | 'updatedAt'
>;

/** Creates or replaces the user's profile (one per user). */
export async function upsertOwnProfile(
  tx: Tx,
  owner: Pick<NewVolunteerProfile, 'tenantId' | 'userId' | 'volunteerCenterId'>,
  changes: ProfileChanges,
): Promise<VolunteerProfileRow> {
  const [row] = await tx
    .insert(volunteerProfiles)
    .values({ ...owner, ...changes })
    .onConflictDoUpdate({
      target: volunteerProfiles.userId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** The tenant's newest pool change (0 when none); read on the owner connection: app_user may not read the log. */
export async function latestPoolChange(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${poolChanges.seq}), 0)::float8` })
    .from(poolChanges)
    .where(eq(poolChanges.tenantId, tenantId));
  return Number(row?.seq ?? 0);
}

/** The tenant's pool changes after `seq`, oldest first, at most `limit`. */
export function poolChangesSince(
  db: Db,
  tenantId: string,
  seq: number,
  limit: number,
): Promise<{ seq: number; kind: 'profile' | 'user'; entityId: string }[]> {
  return db
    .select({ seq: poolChanges.seq, kind: poolChanges.kind, entityId: poolChanges.entityId })
    .from(poolChanges)
    .where(and(eq(poolChanges.tenantId, tenantId), gt(poolChanges.seq, seq)))
    .orderBy(asc(poolChanges.seq))
    .limit(limit);
}

/** Forgets pool changes older than `before`: every index is read anew well within that time. */
export async function purgePoolChanges(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(poolChanges)
    .where(lt(poolChanges.changedAt, before))
    .returning({ seq: poolChanges.seq });
  return deleted.length;
}
