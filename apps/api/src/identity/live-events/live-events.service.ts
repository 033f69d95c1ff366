import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/http/request-context';
import type { LiveAudience, LiveEvent } from './live-events.hub';

/** The PostgreSQL channel every API process LISTENs on. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/** Users named in one notification at most, so a payload stays far below PostgreSQL's 8,000 bytes. */
const USERS_PER_NOTIFY = 100;

/**
 * Tells the signed-in people an event is for, in every API process, once the
 * request's transaction commits (`pg_notify` is transactional: a rolled-back
 * change tells nobody). Only ids travel; clients read the rest through the
 * normal endpoints, which check access again.
 */
export async function publishLiveEvent(
  { tx, tenant }: Pick<RequestContext, 'tx' | 'tenant'>,
  event: { type: LiveEvent['type']; id?: string; to: LiveAudience },
): Promise<void> {
  const users = event.to.users ?? [];
  const parts: LiveAudience[] = [];
  if (users.length <= USERS_PER_NOTIFY) parts.push(event.to);
  else {
    for (let start = 0; start < users.length; start += USERS_PER_NOTIFY) {
      parts.push({ ...(start === 0 ? event.to : {}), users: users.slice(start, start + USERS_PER_NOTIFY) });
    }
  }
  for (const to of parts) {
    if (!to.users?.length && !to.organizations?.length && !to.centers?.length) continue;
    const payload: LiveEvent = { tenantId: tenant.id, type: event.type, ...(event.id ? { id: event.id } : {}), to };
    await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
  }
}
