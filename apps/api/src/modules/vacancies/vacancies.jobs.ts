import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tenants } from '../tenancy/tenancy.tables';
import { expirePublishedVacancies } from './vacancies.service';

/**
 * The `vacancies.expire` job: in every tenant, published vacancies whose
 * expires_at has passed become expired (one transaction per tenant, as app_user).
 * Returns how many were expired per tenant.
 */
export async function expireVacanciesJob(
  database: Database,
  now = new Date(),
): Promise<Record<string, number>> {
  const rows = await database.db
    .select({ id: tenants.id })
    .from(tenants)
    .orderBy(sql`${tenants.id}`);
  const expired: Record<string, number> = {};
  for (const { id } of rows) {
    expired[id] = (
      await database.withTenant(id, (tx) => expirePublishedVacancies(tx, id, now))
    ).length;
  }
  return expired;
}
