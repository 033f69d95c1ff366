// What other modules may use of the vacancies module's data, each in the caller's transaction.
export {
  countVacanciesByStatus,
  findPublishedVacancyForPage,
  findVacanciesByIds,
  findVacancy,
  listAgeGroups,
  listCategories,
  listActivityCandidates,
  listOrganizationVacancies,
  listPublishedBetween,
  listPublishedVacancyUpdates,
  moveVacanciesToCenter,
  type DigestVacancy,
  type PublicScope,
  type VacancyRow,
} from './vacancies.repository';
// The search's page read (a vacancy with its organisation), for "Voor jou" (volunteer-pool), which ranks the search index's candidates.
export { findPageRows } from './search/search.repository';
export { countPublishedPerDay, findVacancyOwners } from './vacancies.figures';
