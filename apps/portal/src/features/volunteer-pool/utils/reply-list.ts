import type { OrganizationListQuery, ProfileReplyListQuery } from '@platform/api-client';
import { PROFILE_REPLY_STATUSES } from '@platform/contracts';
import { listSearchSchema, uuidParam } from '@platform/ui';
import * as v from 'valibot';

/** Replies per page: the API's default page. */
export const REPLY_PAGE_SIZE = 25;

/** The replies list's filters in the URL: `?organization=<id>&status=sent&page=2` (the organisation filter is staff's). */
export const replyListSearchSchema = listSearchSchema({
  filters: { organization: uuidParam, status: v.picklist(PROFILE_REPLY_STATUSES) },
});

export type ReplyListSearch = v.InferOutput<typeof replyListSearchSchema>;

/** The API list for the URL; an organisation reads its own replies, so only staff filter by organisation. */
export function toReplyListQuery(
  search: ReplyListSearch,
  { isStaff }: { isStaff: boolean },
): ProfileReplyListQuery {
  return {
    organizationId: isStaff ? search.organization : undefined,
    status: search.status,
    page: search.page,
  };
}

/** The organisations staff filter replies by and stop: the centre's approved ones, by name. */
export const POOL_ORGANIZATIONS_QUERY: OrganizationListQuery = {
  status: 'approved',
  sort: 'name',
  pageSize: 1000,
};
