import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FormAccessPermission, FormPurpose, FormStatus } from '@platform/contracts';
import type { Tx } from '../../db/database';
import { orderByFields, pageWindow } from '../../db/list-order';
import { containsPattern } from '../../db/patterns';
import type { ListQuery } from '../../http/json-api';
import { formInvitations, formQuestions, forms, formSubmissions } from './forms.tables';

export type FormRow = typeof forms.$inferSelect;
export type QuestionRow = typeof formQuestions.$inferSelect;
export type InvitationRow = typeof formInvitations.$inferSelect;
export type SubmissionRow = typeof formSubmissions.$inferSelect;
/** A form with how many submissions it holds. */
export type FormWithCount = FormRow & { submissionCount: number };

/** Which forms a list may show: the centre's, or only those of some organisations in it. */
export type FormScope = { volunteerCenterId: string; organizationIds?: readonly string[] };
export type FormFilters = {
  text?: string;
  status?: FormStatus;
  accessPermission?: FormAccessPermission;
  purpose?: FormPurpose;
  organizationId?: string;
};

// Written out: drizzle leaves single-table columns unqualified, and `id` would be the submission's.
const submissionCount = sql<number>`(select count(*)::integer from "form_submissions" where "form_submissions"."form_id" = "forms"."id")`;
const formSorts = {
  title: forms.title,
  created_at: forms.createdAt,
  updated_at: forms.updatedAt,
  status: forms.status,
};

function formsWhere(tenantId: string, scope: FormScope, filters: FormFilters): SQL | undefined {
  return and(
    eq(forms.tenantId, tenantId),
    eq(forms.volunteerCenterId, scope.volunteerCenterId),
    scope.organizationIds ? inArray(forms.organizationId, [...scope.organizationIds]) : undefined,
    filters.text
      ? or(
          ilike(forms.title, containsPattern(filters.text)),
          ilike(forms.description, containsPattern(filters.text)),
        )
      : undefined,
    filters.status ? eq(forms.status, filters.status) : undefined,
    filters.accessPermission ? eq(forms.accessPermission, filters.accessPermission) : undefined,
    filters.purpose ? eq(forms.purpose, filters.purpose) : undefined,
    filters.organizationId ? eq(forms.organizationId, filters.organizationId) : undefined,
  );
}

export async function listForms(
  tx: Tx,
  tenantId: string,
  {
    scope,
    filters,
    sort,
    page,
  }: { scope: FormScope; filters: FormFilters } & Pick<ListQuery, 'sort' | 'page'>,
): Promise<{ rows: FormWithCount[]; total: number }> {
  if (scope.organizationIds?.length === 0) return { rows: [], total: 0 };
  const where = formsWhere(tenantId, scope, filters);
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select({ form: forms, submissionCount })
    .from(forms)
    .where(where)
    .orderBy(...orderByFields(sort, formSorts), asc(forms.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ value: count() }).from(forms).where(where);
  return {
    rows: rows.map(({ form, submissionCount: counted }) => ({ ...form, submissionCount: counted })),
    total: total?.value ?? 0,
  };
}

export async function findForm(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<FormWithCount | undefined> {
  const [row] = await tx
    .select({ form: forms, submissionCount })
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)));
  return row && { ...row.form, submissionCount: row.submissionCount };
}

/** A form without its submission count, for the visitors' paths. */
export async function findFormRow(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<FormRow | undefined> {
  const [row] = await tx
    .select()
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)));
  return row;
}

export async function findFormByToken(
  tx: Tx,
  tenantId: string,
  token: string,
): Promise<FormRow | undefined> {
  const [row] = await tx
    .select()
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.token, token)));
  return row;
}

/** A centre's open forms for one purpose (its contact form, its workshops), soonest closing first. */
export async function listOpenFormsFor(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  purpose: FormPurpose,
  now: Date,
): Promise<FormRow[]> {
  return tx
    .select()
    .from(forms)
    .where(
      and(
        eq(forms.tenantId, tenantId),
        eq(forms.volunteerCenterId, volunteerCenterId),
        eq(forms.purpose, purpose),
        eq(forms.status, 'open'),
        or(isNull(forms.closesAt), gt(forms.closesAt, now)),
      ),
    )
    .orderBy(sql`${forms.closesAt} asc nulls last`, asc(forms.title));
}

export async function insertForm(tx: Tx, values: typeof forms.$inferInsert): Promise<FormRow> {
  const [row] = await tx.insert(forms).values(values).returning();
  return row as FormRow;
}

export async function updateForm(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<typeof forms.$inferInsert>,
): Promise<void> {
  await tx
    .update(forms)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)));
}

/** Takes the contact purpose from every other form of the centre: a centre has one contact form. */
export async function clearContactPurpose(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  exceptFormId: string | null,
): Promise<void> {
  await tx
    .update(forms)
    .set({ purpose: null, updatedAt: new Date() })
    .where(
      and(
        eq(forms.tenantId, tenantId),
        eq(forms.volunteerCenterId, volunteerCenterId),
        eq(forms.purpose, 'contact'),
        exceptFormId ? ne(forms.id, exceptFormId) : undefined,
      ),
    );
}

export async function deleteForm(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(forms).where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)));
}

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

export type SubmissionFilters = { text?: string; createdFrom?: Date; createdUntil?: Date };

function submissionsWhere(
  tenantId: string,
  formId: string,
  filters: SubmissionFilters,
): SQL | undefined {
  return and(
    eq(formSubmissions.tenantId, tenantId),
    eq(formSubmissions.formId, formId),
    filters.text ? ilike(formSubmissions.searchText, containsPattern(filters.text)) : undefined,
    filters.createdFrom ? gte(formSubmissions.createdAt, filters.createdFrom) : undefined,
    filters.createdUntil ? lte(formSubmissions.createdAt, filters.createdUntil) : undefined,
  );
}

export async function listSubmissions(
  tx: Tx,
  tenantId: string,
  formId: string,
  { filters, sort, page }: { filters: SubmissionFilters } & Pick<ListQuery, 'sort' | 'page'>,
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const where = submissionsWhere(tenantId, formId, filters);
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select()
    .from(formSubmissions)
    .where(where)
    .orderBy(
      ...orderByFields(sort, { created_at: formSubmissions.createdAt }),
      asc(formSubmissions.id),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ value: count() }).from(formSubmissions).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Every submission of a form matching the filters, oldest first (the export). */
export async function listAllSubmissions(
  tx: Tx,
  tenantId: string,
  formId: string,
  filters: SubmissionFilters,
): Promise<SubmissionRow[]> {
  return tx
    .select()
    .from(formSubmissions)
    .where(submissionsWhere(tenantId, formId, filters))
    .orderBy(asc(formSubmissions.createdAt), asc(formSubmissions.id));
}

export async function findSubmission(
  tx: Tx,
  tenantId: string,
  formId: string,
  id: string,
): Promise<SubmissionRow | undefined> {
  const [row] = await tx
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.tenantId, tenantId),
        eq(formSubmissions.formId, formId),
        eq(formSubmissions.id, id),
      ),
    );
  return row;
}

export async function insertSubmission(
  tx: Tx,
  values: typeof formSubmissions.$inferInsert,
): Promise<SubmissionRow> {
  const [row] = await tx.insert(formSubmissions).values(values).returning();
  return row as SubmissionRow;
}

/** Deletes one submission, or all of a form's when `id` is left out; returns how many went. */
export async function deleteSubmissions(
  tx: Tx,
  tenantId: string,
  formId: string,
  id?: string,
): Promise<number> {
  const deleted = await tx
    .delete(formSubmissions)
    .where(
      and(
        eq(formSubmissions.tenantId, tenantId),
        eq(formSubmissions.formId, formId),
        id ? eq(formSubmissions.id, id) : undefined,
      ),
    )
    .returning({ id: formSubmissions.id });
  return deleted.length;
}

/** The retention job: deletes each form's submissions older than its retention period; returns how many went. */
export async function deleteExpiredSubmissions(
  tx: Tx,
  tenantId: string,
  now: Date,
): Promise<number> {
  const deleted = await tx
    .delete(formSubmissions)
    .where(
      and(
        eq(formSubmissions.tenantId, tenantId),
        sql`${formSubmissions.createdAt} < ${now.toISOString()}::timestamptz - (select ${forms.retentionMonths} from ${forms} where ${forms.id} = ${formSubmissions.formId}) * interval '1 month'`,
      ),
    )
    .returning({ id: formSubmissions.id });
  return deleted.length;
}

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
