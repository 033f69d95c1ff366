import { and, asc, count, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { orderByFields, pageWindow } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import type { ListQuery } from '../../platform/http/json-api';
import { forms, formSubmissions } from './forms.tables';

export type SubmissionRow = typeof formSubmissions.$inferSelect;

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
