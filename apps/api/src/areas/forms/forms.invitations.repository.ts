import { and, asc, count, desc, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { pageWindow } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import type { ListQuery } from '../../platform/http/json-api';
import { formInvitations } from './forms.tables';

export type InvitationRow = typeof formInvitations.$inferSelect;

export async function listInvitations(
  tx: Tx,
  tenantId: string,
  formId: string,
  { text, page }: { text?: string } & Pick<ListQuery, 'page'>,
): Promise<{ rows: InvitationRow[]; total: number }> {
  const where = and(
    eq(formInvitations.tenantId, tenantId),
    eq(formInvitations.formId, formId),
    text ? ilike(formInvitations.email, containsPattern(text)) : undefined,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select()
    .from(formInvitations)
    .where(where)
    .orderBy(desc(formInvitations.createdAt), asc(formInvitations.email))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ value: count() }).from(formInvitations).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findInvitation(
  tx: Tx,
  tenantId: string,
  formId: string,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(formInvitations)
    .where(
      and(
        eq(formInvitations.tenantId, tenantId),
        eq(formInvitations.formId, formId),
        eq(formInvitations.id, id),
      ),
    );
  return row;
}

export async function findInvitationByTokenHash(
  tx: Tx,
  tenantId: string,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(formInvitations)
    .where(and(eq(formInvitations.tenantId, tenantId), eq(formInvitations.tokenHash, tokenHash)));
  return row;
}

export async function insertInvitation(
  tx: Tx,
  values: typeof formInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await tx.insert(formInvitations).values(values).returning();
  return row as InvitationRow;
}

export async function markInvitationOpened(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx
    .update(formInvitations)
    .set({ openedAt: sql`coalesce(${formInvitations.openedAt}, now())` })
    .where(and(eq(formInvitations.tenantId, tenantId), eq(formInvitations.id, id)));
}

/**
 * Uses an invitation up, in one statement so two submissions racing with one
 * link cannot both pass: true only for the one that found it unused,
 * unrevoked and unexpired.
 */
export async function useInvitation(
  tx: Tx,
  tenantId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const used = await tx
    .update(formInvitations)
    .set({
      answeredAt: now,
      openedAt: sql`coalesce(${formInvitations.openedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(formInvitations.tenantId, tenantId),
        eq(formInvitations.id, id),
        isNull(formInvitations.answeredAt),
        isNull(formInvitations.revokedAt),
        gt(formInvitations.expiresAt, now),
      ),
    )
    .returning({ id: formInvitations.id });
  return used.length === 1;
}

export async function revokeInvitation(
  tx: Tx,
  tenantId: string,
  id: string,
  now: Date,
): Promise<void> {
  await tx
    .update(formInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(formInvitations.tenantId, tenantId),
        eq(formInvitations.id, id),
        isNull(formInvitations.revokedAt),
        isNull(formInvitations.answeredAt),
      ),
    );
}

/** Invitations to a form still waiting for an answer, for not inviting one address twice. */
export async function listPendingInvitationEmails(
  tx: Tx,
  tenantId: string,
  formId: string,
  now: Date,
): Promise<Set<string>> {
  const rows = await tx
    .select({ email: formInvitations.email })
    .from(formInvitations)
    .where(
      and(
        eq(formInvitations.tenantId, tenantId),
        eq(formInvitations.formId, formId),
        isNull(formInvitations.answeredAt),
        isNull(formInvitations.revokedAt),
        gt(formInvitations.expiresAt, now),
      ),
    );
  return new Set(rows.map((row) => row.email));
}
