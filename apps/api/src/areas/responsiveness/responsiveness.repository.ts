import { and, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { MatchCheckQuestion } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { applicationReminders, matchChecks, organizationResponseTimes, type ReminderStep } from './responsiveness.tables';

export type MatchCheckRow = typeof matchChecks.$inferSelect;
export type NewMatchCheck = typeof matchChecks.$inferInsert;

/**
 * Takes the reminder of a step for an application as sent; false when a run before (or
 * beside) this one took it, which then sends nothing.
 */
export async function takeReminder(tx: Tx, tenantId: string, applicationId: string, step: ReminderStep, appliedAt: Date): Promise<boolean> {
  const taken = await tx
    .insert(applicationReminders)
    .values({ tenantId, applicationId, step, appliedAt })
    .onConflictDoNothing()
    .returning({ applicationId: applicationReminders.applicationId });
  return taken.length > 0;
}

/** Takes a question as asked; undefined when it was asked before (its row exists). */
export async function takeMatchCheck(tx: Tx, values: NewMatchCheck): Promise<MatchCheckRow | undefined> {
  const [row] = await tx.insert(matchChecks).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findMatchCheckByDigest(tx: Tx, tenantId: string, tokenDigest: string): Promise<MatchCheckRow | undefined> {
  const [row] = await tx
    .select()
    .from(matchChecks)
    .where(and(eq(matchChecks.tenantId, tenantId), eq(matchChecks.tokenDigest, tokenDigest)));
  return row;
}

/** Stores the answer unless there is one (two racing clicks: one wins); the row, or undefined when it was answered. */
export async function answerMatchCheck(tx: Tx, tenantId: string, id: string, answer: boolean, at: Date): Promise<MatchCheckRow | undefined> {
  const [row] = await tx
    .update(matchChecks)
    .set({ answer, answeredAt: at })
    .where(and(eq(matchChecks.tenantId, tenantId), eq(matchChecks.id, id), isNull(matchChecks.answeredAt)))
    .returning();
  return row;
}

/** Replaces the stored figures of the given organisations. */
export async function saveResponseTimes(
  tx: Tx,
  tenantId: string,
  figures: { organizationId: string; medianDays: number | null; answeredCount: number }[],
): Promise<void> {
  for (const figure of figures) {
    const values = { medianDays: figure.medianDays, answeredCount: figure.answeredCount, updatedAt: new Date() };
    await tx
      .insert(organizationResponseTimes)
      .values({ tenantId, organizationId: figure.organizationId, ...values })
      .onConflictDoUpdate({ target: organizationResponseTimes.organizationId, set: values });
  }
}

export async function findResponseTime(tx: Tx, tenantId: string, organizationId: string): Promise<number | null> {
  const [row] = await tx
    .select({ medianDays: organizationResponseTimes.medianDays })
    .from(organizationResponseTimes)
    .where(and(eq(organizationResponseTimes.tenantId, tenantId), eq(organizationResponseTimes.organizationId, organizationId)));
  return row?.medianDays ?? null;
}

/** Per centre and question: how many were asked in [from, to), and how many answered yes and no. */
export function countMatchCheckAnswers(
  tx: Tx,
  tenantId: string,
  { from, to, volunteerCenterIds }: { from: Date; to: Date; volunteerCenterIds?: readonly string[] },
): Promise<{ volunteerCenterId: string; question: MatchCheckQuestion; asked: number; yes: number; no: number }[]> {
  return tx
    .select({
      volunteerCenterId: matchChecks.volunteerCenterId,
      question: matchChecks.question,
      asked: count(),
      yes: sql<number>`count(*) filter (where ${matchChecks.answer})`.mapWith(Number),
      no: sql<number>`count(*) filter (where not ${matchChecks.answer})`.mapWith(Number),
    })
    .from(matchChecks)
    .where(
      and(
        eq(matchChecks.tenantId, tenantId),
        gte(matchChecks.createdAt, from),
        lt(matchChecks.createdAt, to),
        volunteerCenterIds?.length ? inArray(matchChecks.volunteerCenterId, [...volunteerCenterIds]) : undefined,
      ),
    )
    .groupBy(matchChecks.volunteerCenterId, matchChecks.question);
}
