import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { formQuestions, forms, formSubmissions } from './forms.tables';

// The forms module's part of a person's own data (issue 28): the forms they filled in while signed in.

/** The user's submissions, each with its form's title and the questions' texts next to the answers. */
export async function formAnswersOfUser(tx: Tx, tenantId: string, userId: string) {
  const submissions = await tx
    .select({
      id: formSubmissions.id,
      formId: forms.id,
      formTitle: forms.title,
      answers: formSubmissions.answers,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.userId, userId)))
    .orderBy(asc(formSubmissions.createdAt));
  const formIds = [...new Set(submissions.map((s) => s.formId))];
  const questions =
    formIds.length === 0
      ? []
      : await tx
          .select({ id: formQuestions.id, text: formQuestions.text })
          .from(formQuestions)
          .where(and(eq(formQuestions.tenantId, tenantId), inArray(formQuestions.formId, formIds)));
  const questionText = new Map(questions.map((q) => [q.id, q.text]));
  return submissions.map(({ id, formTitle, answers, createdAt }) => ({
    id,
    formTitle,
    createdAt,
    answers: Object.entries(answers).map(([questionId, answer]) => ({
      question: questionText.get(questionId) ?? questionId,
      answer,
    })),
  }));
}

/** Deletes the user's submissions: their answers are theirs, and may name them. */
export async function eraseFormAnswersOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<number> {
  const rows = await tx
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.userId, userId)))
    .returning({ id: formSubmissions.id });
  return rows.length;
}
