import type { SubmissionListQuery } from '@platform/api-client';
import { isoDateParam, listSearchSchema, listSearchText } from '@platform/ui';
import * as v from 'valibot';

/** Submissions per page of a form's overview. */
export const SUBMISSION_LIST_SIZE = 25;

export const SUBMISSION_SORTS = ['-created_at', 'created_at'] as const;

/** A form overview's submission filters, order and page in the URL. */
export const submissionSearchSchema = listSearchSchema({
  filters: { q: listSearchText, from: isoDateParam, until: isoDateParam },
  sorts: SUBMISSION_SORTS,
});

export type SubmissionSearch = v.InferOutput<typeof submissionSearchSchema>;

/** The API query for the URL's search; newest first unless it says otherwise. */
export function toSubmissionListQuery(search: SubmissionSearch): SubmissionListQuery {
  return {
    text: search.q,
    from: search.from,
    until: search.until,
    sort: search.sort ?? '-created_at',
    page: search.page,
    pageSize: SUBMISSION_LIST_SIZE,
  };
}
