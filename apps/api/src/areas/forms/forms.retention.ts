import type { TenantContextRunner } from '../../platform/http/request-context';
import { deleteExpiredSubmissions } from './forms.submissions.repository';

/** The nightly `forms.retention` job: in every tenant, deletes the submissions older than their form's retention period. */
export async function purgeExpiredSubmissions(
  tenantIds: readonly string[],
  inTenant: TenantContextRunner,
  now = new Date(),
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const tenantId of tenantIds) {
    deleted[tenantId] = await inTenant(tenantId, 'job forms.retention', (context) =>
      deleteExpiredSubmissions(context.tx, tenantId, now),
    );
  }
  return deleted;
}
