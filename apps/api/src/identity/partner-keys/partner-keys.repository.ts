import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { pageWindow } from '../../platform/db/list-order';
import type { ListQuery } from '../../platform/http/json-api';
import { partnerKeys } from './partner-keys.tables';

export type PartnerKeyRow = typeof partnerKeys.$inferSelect;
export type NewPartnerKey = typeof partnerKeys.$inferInsert;

/** How often a key's last-used time is written at most: a busy key costs one write a minute, not one per call. */
const LAST_USED_PRECISION = sql`interval '1 minute'`;

export async function insertPartnerKey(tx: Tx, values: NewPartnerKey): Promise<PartnerKeyRow> {
  const [row] = await tx.insert(partnerKeys).values(values).returning();
  return row!;
}

/** The centre's keys, newest first, revoked ones included. */
export async function listPartnerKeys(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  page: ListQuery['page'],
): Promise<{ rows: PartnerKeyRow[]; total: number }> {
  const where = and(eq(partnerKeys.tenantId, tenantId), eq(partnerKeys.volunteerCenterId, volunteerCenterId));
  const rows = await tx
    .select()
    .from(partnerKeys)
    .where(where)
    .orderBy(desc(partnerKeys.createdAt), desc(partnerKeys.id))
    .limit(pageWindow(page).limit)
    .offset(pageWindow(page).offset);
  const [total] = await tx.select({ n: count() }).from(partnerKeys).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findPartnerKey(tx: Tx, tenantId: string, id: string): Promise<PartnerKeyRow | undefined> {
  const [row] = await tx.select().from(partnerKeys).where(and(eq(partnerKeys.tenantId, tenantId), eq(partnerKeys.id, id)));
  return row;
}

/** Revokes a key once: the first revocation's time stays. */
export async function revokePartnerKey(tx: Tx, tenantId: string, id: string): Promise<PartnerKeyRow> {
  await tx
    .update(partnerKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(partnerKeys.tenantId, tenantId), eq(partnerKeys.id, id), isNull(partnerKeys.revokedAt)));
  return (await findPartnerKey(tx, tenantId, id))!;
}

/** A key of the centre that is not revoked, by its digest. */
export async function findActivePartnerKey(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  keyDigest: string,
): Promise<PartnerKeyRow | undefined> {
  const [row] = await tx
    .select()
    .from(partnerKeys)
    .where(
      and(
        eq(partnerKeys.tenantId, tenantId),
        eq(partnerKeys.volunteerCenterId, volunteerCenterId),
        eq(partnerKeys.keyDigest, keyDigest),
        isNull(partnerKeys.revokedAt),
      ),
    );
  return row;
}

export async function touchPartnerKey(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx
    .update(partnerKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(partnerKeys.tenantId, tenantId),
        eq(partnerKeys.id, id),
        or(isNull(partnerKeys.lastUsedAt), lt(partnerKeys.lastUsedAt, sql`now() - ${LAST_USED_PRECISION}`)),
      ),
    );
}
