import { VACANCY_SEARCH_LIMITS } from '@platform/contracts';

/** The search an organisation's page lists its open vacancies with: as many as a page holds. */
export const openVacanciesQuery = (organizationId: string) => ({
  organizationIds: [organizationId],
  pageSize: VACANCY_SEARCH_LIMITS.pageSize.max,
});
