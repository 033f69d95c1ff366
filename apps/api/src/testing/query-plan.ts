import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * The plan of a query as the API runs it: in a tenant transaction, under the
 * role row security applies to, without a sequential scan to fall back on (so
 * the plan shows whether an index can be used at all).
 */
export async function planOf(
  t: TestApp,
  query: { toSQL(): { sql: string; params: unknown[] } },
  tenantId = 'public',
): Promise<string> {
  const { sql: text, params } = query.toSQL();
  return t.database.withTenant(tenantId, async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const explained = sql.raw(
      `explain ${text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1])}'`)}`,
    );
    const { rows } = (await tx.execute(explained)) as { rows: Record<string, string>[] };
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}
