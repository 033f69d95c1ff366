import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { formQuestions, formSubmissions } from './forms.tables';

export type QuestionRow = typeof formQuestions.$inferSelect;

/** The questions of forms in order; removed ones (delete flag) only when asked for. */
export async function listQuestions(
  tx: Tx,
  tenantId: string,
  formIds: readonly string[],
  { withDeleted = false } = {},
): Promise<QuestionRow[]> {
  if (formIds.length === 0) return [];
  return tx
    .select()
    .from(formQuestions)
    .where(
      and(
        eq(formQuestions.tenantId, tenantId),
        inArray(formQuestions.formId, [...formIds]),
        withDeleted ? undefined : isNull(formQuestions.deletedAt),
      ),
    )
    .orderBy(
      asc(formQuestions.formId),
      sql`${formQuestions.deletedAt} is not null`,
      asc(formQuestions.position),
      asc(formQuestions.createdAt),
    );
}

export async function findQuestion(
  tx: Tx,
  tenantId: string,
  formId: string,
  id: string,
): Promise<QuestionRow | undefined> {
  const [row] = await tx
    .select()
    .from(formQuestions)
    .where(
      and(
        eq(formQuestions.tenantId, tenantId),
        eq(formQuestions.formId, formId),
        eq(formQuestions.id, id),
      ),
    );
  return row;
}

export async function insertQuestion(
  tx: Tx,
  values: typeof formQuestions.$inferInsert,
): Promise<QuestionRow> {
  const [row] = await tx.insert(formQuestions).values(values).returning();
  return row as QuestionRow;
}

export async function updateQuestion(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<typeof formQuestions.$inferInsert>,
): Promise<void> {
  await tx
    .update(formQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(formQuestions.tenantId, tenantId), eq(formQuestions.id, id)));
}

export async function deleteQuestion(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx
    .delete(formQuestions)
    .where(and(eq(formQuestions.tenantId, tenantId), eq(formQuestions.id, id)));
}

/** Whether any submission holds an answer to the question. */
export async function isQuestionAnswered(
  tx: Tx,
  tenantId: string,
  formId: string,
  questionId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.tenantId, tenantId),
        eq(formSubmissions.formId, formId),
        sql`${formSubmissions.answers} ? ${questionId}`,
      ),
    )
    .limit(1);
  return !!row;
}
