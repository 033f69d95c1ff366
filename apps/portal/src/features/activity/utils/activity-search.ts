import type { AuditEventQuery } from '@platform/api-client';
import { AUDIT_EVENT_KINDS } from '@platform/contracts';
import { isoDateParam, listSearchSchema, listSearchText } from '@platform/ui';
import * as v from 'valibot';

/** Events per page of /activity. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The activity page's filters and page in the URL (`validateSearch`). */
export const activitySearchSchema = listSearchSchema({
  filters: { user: listSearchText, kind: v.picklist(AUDIT_EVENT_KINDS), from: isoDateParam, until: isoDateParam },
});

export type ActivitySearch = v.InferOutput<typeof activitySearchSchema>;

/** The API query for the URL's search, newest first. */
export function toAuditEventQuery(search: ActivitySearch): AuditEventQuery {
  return {
    text: search.user,
    kind: search.kind,
    from: search.from,
    until: search.until,
    page: search.page,
    pageSize: ACTIVITY_PAGE_SIZE,
  };
}
