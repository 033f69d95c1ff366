import { VACANCY_SEARCH_LIMITS, vacancySearchFieldsSchema } from '@platform/contracts';
import { listParam, optionalParam, textParamOf } from '@platform/ui';
import * as v from 'valibot';

// The vacancy bank's URL parameters on their own: routes check them when a URL
// is matched (in the site's first script); what a search does with them loads
// with the page.

/** Results per page of the vacancy bank. */
export const SEARCH_PAGE_SIZE = VACANCY_SEARCH_LIMITS.pageSize.default;

/** The radius choices offered next to a place, in km. */
export const DISTANCE_CHOICES = [5, 10, 25, 50, 100] as const;

const fields = vacancySearchFieldsSchema.entries;

/**
 * The vacancy bank's search in the URL (`validateSearch`), so a search is a
 * link to share and back and forward step through searches. Each value is
 * checked as the API checks that field (libs/contracts); lists are
 * comma-separated; a value that does not fit is dropped, so a mangled shared
 * link still opens the vacancy bank.
 */
export const vacancySearchParamsSchema = v.object({
  q: optionalParam(textParamOf(fields.q)),
  type: optionalParam(listParam(fields.vacancyTypes)),
  category: optionalParam(listParam(fields.categoryIds)),
  age: optionalParam(listParam(fields.ageGroupIds)),
  organization: optionalParam(listParam(fields.organizationIds)),
  place: optionalParam(textParamOf(fields.place)),
  distance: optionalParam(fields.distance),
  from: optionalParam(fields.startsFrom),
  until: optionalParam(fields.startsUntil),
  sort: optionalParam(fields.sort),
  page: optionalParam(fields.page),
});

export type VacancySearchParams = v.InferOutput<typeof vacancySearchParamsSchema>;
