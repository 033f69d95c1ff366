import type { ActivitiesQuery, VacancyListQuery } from '@platform/api-client';
import { overviewRange } from './activity-weeks';
import { todayInput } from './local-dates';

/** Most drafts the overview lists; more than this many unplanned activities is not an overview any more. */
const DRAFT_LIMIT = 100;

/**
 * The API reads behind the overview: the published activities of the range
 * (the organisation's, or the centre's for centre staff) and the drafts of
 * type activity, which the public activities call leaves out.
 */
export function activityOverviewQueries(
  from: string | undefined,
  { isCentreStaff, organizationId }: { isCentreStaff: boolean; organizationId: string | null },
): { range: { from: string; until: string }; activities: ActivitiesQuery; drafts: VacancyListQuery } {
  const range = overviewRange(from ?? todayInput());
  const ownOrganization = isCentreStaff ? undefined : (organizationId ?? undefined);
  return {
    range,
    activities: { from: range.from, until: range.until, organizationId: ownOrganization },
    drafts: { vacancyType: 'activity', status: 'draft', organizationId: ownOrganization, sort: 'title', pageSize: DRAFT_LIMIT },
  };
}
