import type { Database } from '../../platform/db/database';
import type { TenantContextRunner } from '../../platform/http/request-context';
import { listTenantIds } from '../../identity/tenancy/tenancy.data';
import { purgeSearchChanges } from './search/search.repository';
import { noticeExpiringVacancies } from './vacancies.notices';
import { expirePublishedVacancies } from './vacancies.service';

/**
 * The `vacancies.expire` job: in every tenant, published vacancies whose
 * expires_at has passed become expired, and the organisations of those that
 * expire within a week are told once (one transaction per tenant, as app_user).
 * Returns how many were expired per tenant.
 */
export async function expireVacanciesJob(database: Database, inTenant: TenantContextRunner, now = new Date()): Promise<Record<string, number>> {
  const expired: Record<string, number> = {};
  for (const id of await listTenantIds(database.db)) {
    expired[id] = await inTenant(id, 'job vacancies.expire', async (context) => {
      const count = (await expirePublishedVacancies(context, now)).length;
      await noticeExpiringVacancies(context, now);
      return count;
    });
  }
  return expired;
}

/** How long search changes are kept: every search index reads its tenant anew well within a day. */
const SEARCH_CHANGES_KEPT_MS = 86_400_000;

/** The `vacancies.purge-search-changes` job: forgets search changes older than a day; returns how many. */
export function purgeSearchChangesJob(database: Database, now = new Date()): Promise<number> {
  return purgeSearchChanges(database.db, new Date(now.getTime() - SEARCH_CHANGES_KEPT_MS));
}
