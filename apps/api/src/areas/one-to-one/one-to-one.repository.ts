import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OneToOneMatchStatus, OneToOneRequestStatus } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { pageWindow } from '../../platform/db/list-order';
import type { ListQuery } from '../../platform/http/json-api';
import { oneToOneMatches, oneToOneRequests } from './one-to-one.tables';

export type OneToOneRequestRow = typeof oneToOneRequests.$inferSelect;
export type NewOneToOneRequest = typeof oneToOneRequests.$inferInsert;
export type OneToOneMatchRow = typeof oneToOneMatches.$inferSelect;
export type NewOneToOneMatch = typeof oneToOneMatches.$inferInsert;

export type RequestScope = { volunteerCenterId?: string; studentId?: string; status?: OneToOneRequestStatus };
export type MatchScope = { volunteerCenterId?: string; partyId?: string; status?: OneToOneMatchStatus; requestIds?: string[] };

function requestWhere(tenantId: string, scope: RequestScope): SQL | undefined {
  return and(
    eq(oneToOneRequests.tenantId, tenantId),
    scope.volunteerCenterId ? eq(oneToOneRequests.volunteerCenterId, scope.volunteerCenterId) : undefined,
    scope.studentId ? eq(oneToOneRequests.studentId, scope.studentId) : undefined,
    scope.status ? eq(oneToOneRequests.status, scope.status) : undefined,
  );
}

/** One page of requests, newest first, with the total. */
export async function listRequests(tx: Tx, tenantId: string, scope: RequestScope, page: ListQuery['page']): Promise<{ rows: OneToOneRequestRow[]; total: number }> {
  const where = requestWhere(tenantId, scope);
  const { limit, offset } = pageWindow(page);
  const rows = await tx.select().from(oneToOneRequests).where(where).orderBy(desc(oneToOneRequests.createdAt), desc(oneToOneRequests.id)).limit(limit).offset(offset);
  const [counted] = await tx.select({ total: count() }).from(oneToOneRequests).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function countRequests(tx: Tx, tenantId: string, scope: RequestScope): Promise<number> {
  const [counted] = await tx.select({ total: count() }).from(oneToOneRequests).where(requestWhere(tenantId, scope));
  return counted?.total ?? 0;
}

export async function findRequest(tx: Tx, tenantId: string, id: string): Promise<OneToOneRequestRow | undefined> {
  const [row] = await tx.select().from(oneToOneRequests).where(and(eq(oneToOneRequests.tenantId, tenantId), eq(oneToOneRequests.id, id)));
  return row;
}

/** The request locked for a change, so two staff cannot match it at once. */
export async function lockRequest(tx: Tx, tenantId: string, id: string): Promise<OneToOneRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(oneToOneRequests)
    .where(and(eq(oneToOneRequests.tenantId, tenantId), eq(oneToOneRequests.id, id)))
    .for('update');
  return row;
}

export async function insertRequest(tx: Tx, values: NewOneToOneRequest): Promise<OneToOneRequestRow> {
  const [row] = await tx.insert(oneToOneRequests).values(values).returning();
  return row!;
}

export async function updateRequest(tx: Tx, tenantId: string, id: string, values: Partial<NewOneToOneRequest>): Promise<OneToOneRequestRow> {
  const [row] = await tx
    .update(oneToOneRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(oneToOneRequests.tenantId, tenantId), eq(oneToOneRequests.id, id)))
    .returning();
  return row!;
}

function matchWhere(tenantId: string, scope: MatchScope): SQL | undefined {
  return and(
    eq(oneToOneMatches.tenantId, tenantId),
    scope.volunteerCenterId ? eq(oneToOneMatches.volunteerCenterId, scope.volunteerCenterId) : undefined,
    scope.partyId ? sql`(${oneToOneMatches.mentorId} = ${scope.partyId} or ${oneToOneMatches.studentId} = ${scope.partyId})` : undefined,
    scope.status ? eq(oneToOneMatches.status, scope.status) : undefined,
    scope.requestIds ? inArray(oneToOneMatches.requestId, scope.requestIds) : undefined,
  );
}

/** One page of matches, newest first, with the total. */
export async function listMatches(tx: Tx, tenantId: string, scope: MatchScope, page: ListQuery['page']): Promise<{ rows: OneToOneMatchRow[]; total: number }> {
  const where = matchWhere(tenantId, scope);
  const { limit, offset } = pageWindow(page);
  const rows = await tx.select().from(oneToOneMatches).where(where).orderBy(desc(oneToOneMatches.createdAt), desc(oneToOneMatches.id)).limit(limit).offset(offset);
  const [counted] = await tx.select({ total: count() }).from(oneToOneMatches).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The active matches of some requests (at most one each). */
export function listActiveMatchesOf(tx: Tx, tenantId: string, requestIds: string[]): Promise<OneToOneMatchRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return tx.select().from(oneToOneMatches).where(matchWhere(tenantId, { requestIds, status: 'active' }));
}

export async function findMatch(tx: Tx, tenantId: string, id: string, lock = false): Promise<OneToOneMatchRow | undefined> {
  const query = tx.select().from(oneToOneMatches).where(and(eq(oneToOneMatches.tenantId, tenantId), eq(oneToOneMatches.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertMatch(tx: Tx, values: NewOneToOneMatch): Promise<OneToOneMatchRow> {
  const [row] = await tx.insert(oneToOneMatches).values(values).returning();
  return row!;
}

export async function endMatch(tx: Tx, tenantId: string, id: string, values: { endReason: string; endedById: string }): Promise<OneToOneMatchRow> {
  const [row] = await tx
    .update(oneToOneMatches)
    .set({ ...values, status: 'ended', endedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(oneToOneMatches.tenantId, tenantId), eq(oneToOneMatches.id, id)))
    .returning();
  return row!;
}

/** How many active matches each mentor has. */
export async function countActiveMatchesByMentor(tx: Tx, tenantId: string, mentorIds: string[]): Promise<Map<string, number>> {
  if (mentorIds.length === 0) return new Map();
  const rows = await tx
    .select({ mentorId: oneToOneMatches.mentorId, total: count() })
    .from(oneToOneMatches)
    .where(and(eq(oneToOneMatches.tenantId, tenantId), eq(oneToOneMatches.status, 'active'), inArray(oneToOneMatches.mentorId, mentorIds)))
    .groupBy(oneToOneMatches.mentorId);
  return new Map(rows.map((row) => [row.mentorId, row.total]));
}

/** A mentor as one-to-one support reads them: the account and its volunteer profile. */
