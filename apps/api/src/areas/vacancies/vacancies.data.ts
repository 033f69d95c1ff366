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
