import { and, asc, count, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FormAccessPermission, FormPurpose, FormStatus } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { orderByFields, pageWindow } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import type { ListQuery } from '../../platform/http/json-api';
import { forms } from './forms.tables';

export type FormRow = typeof forms.$inferSelect;
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
