import type { AuditEventKind } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';

/** Who did what, when, to which record (docs/api.md, "Audit events"). */
export type AuditEvent = {
  id: string;
  type: 'audit_events';
  /** `<subject>.<verb>`, e.g. `page.published`. */
  action: string;
  /** The part of the action before the dot; signing in as someone else is `sign_in_as`. */
  kind: string;
  subjectType: string | null;
  subjectId: string | null;
  /** The title or name the event recorded of its record, if any. */
  subjectName: string | null;
  data: Record<string, unknown>;
  /** `null` for the platform's own jobs and visitors. */
  actorId: string | null;
  /** `null` for jobs and visitors, and once the account is deleted. */
  actorName: string | null;
  volunteerCenterId: string | null;
  /** Only in answers to admins. */
  ipAddress?: string | null;
  createdAt: string;
};

/** What a list of audit events asks for. */
export type AuditEventQuery = {
  kind?: AuditEventKind;
  /** Words in the actor's name or e-mail address, or the record's name. */
  text?: string;
  /** First day (`yyyy-mm-dd`), inclusive. */
  from?: string;
  /** Last day (`yyyy-mm-dd`), inclusive. */
  until?: string;
  page?: number;
  pageSize: number;
};

export const auditEventKeys = {
  all: ['audit-events'] as const,
  list: (query: AuditEventQuery) => [...auditEventKeys.all, query] as const,
};

/** One page of the events the signed-in admin or centre superuser may read, newest first. */
export async function fetchAuditEvents(
  client: ApiClient,
  query: AuditEventQuery,
  signal?: AbortSignal,
): Promise<{ events: AuditEvent[]; total: number }> {
  const { data, meta } = await client.read<AuditEvent[]>('/api/v1/audit_events', {
    query: {
      'filter[kind]': query.kind,
      'filter[q]': query.text,
      'filter[created_at_gteq]': query.from,
      'filter[created_at_lteq]': query.until,
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  return { events: data ?? [], total: typeof meta['total'] === 'number' ? meta['total'] : 0 };
}

export function getAuditEventsQueryOptions(client: ApiClient, query: AuditEventQuery) {
  return queryOptions({
    queryKey: auditEventKeys.list(query),
    queryFn: ({ signal }) => fetchAuditEvents(client, query, signal),
    staleTime: 10_000,
  });
}
