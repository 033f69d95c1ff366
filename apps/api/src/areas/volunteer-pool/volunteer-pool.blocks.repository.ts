import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { pageWindow } from '../../platform/db/list-order';
import type { ListQuery } from '../../platform/http/json-api';
import { organizationRecords } from '../../identity/organizations/organizations.views';
import { volunteerPoolBlocks } from './volunteer-pool.tables';

export type BlockRow = typeof volunteerPoolBlocks.$inferSelect;
export type BlockWithName = BlockRow & { organizationName: string };

function withName(tx: Tx) {
  return tx
    .select({ block: volunteerPoolBlocks, organizationName: organizationRecords.name })
    .from(volunteerPoolBlocks)
    .innerJoin(organizationRecords, eq(organizationRecords.id, volunteerPoolBlocks.organizationId));
}

/** The stopped organisations of a centre, newest first. */
export async function listBlocks(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  page: ListQuery['page'],
): Promise<{ rows: BlockWithName[]; total: number }> {
  const where = and(
    eq(volunteerPoolBlocks.tenantId, tenantId),
    eq(organizationRecords.volunteerCenterId, volunteerCenterId),
  );
  const { limit, offset } = pageWindow(page);
  const rows = await withName(tx)
    .where(where)
    .orderBy(desc(volunteerPoolBlocks.createdAt), desc(volunteerPoolBlocks.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx
    .select({ total: count() })
    .from(volunteerPoolBlocks)
    .innerJoin(organizationRecords, eq(organizationRecords.id, volunteerPoolBlocks.organizationId))
    .where(where);
  return {
    rows: rows.map((row) => ({ ...row.block, organizationName: row.organizationName })),
    total: counted?.total ?? 0,
  };
}

/** One block of a centre's organisation. */
export async function findBlock(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  id: string,
): Promise<BlockWithName | undefined> {
  const [row] = await withName(tx).where(
    and(
      eq(volunteerPoolBlocks.tenantId, tenantId),
      eq(volunteerPoolBlocks.id, id),
      eq(organizationRecords.volunteerCenterId, volunteerCenterId),
    ),
  );
  return row && { ...row.block, organizationName: row.organizationName };
}

/** The block of an organisation, if staff stopped its replies. */
export async function findBlockOf(
  tx: Tx,
  tenantId: string,
  organizationId: string,
): Promise<BlockRow | undefined> {
  const [row] = await tx
    .select()
    .from(volunteerPoolBlocks)
    .where(
      and(
        eq(volunteerPoolBlocks.tenantId, tenantId),
        eq(volunteerPoolBlocks.organizationId, organizationId),
      ),
    );
  return row;
}

/** Stops an organisation's replies; undefined when they are stopped already (the unique index decides, also for two at once). */
export async function insertBlock(
  tx: Tx,
  values: typeof volunteerPoolBlocks.$inferInsert,
): Promise<BlockRow | undefined> {
  const [row] = await tx
    .insert(volunteerPoolBlocks)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteBlock(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx
    .delete(volunteerPoolBlocks)
    .where(and(eq(volunteerPoolBlocks.tenantId, tenantId), eq(volunteerPoolBlocks.id, id)));
}
