import { viewBuilder } from '../../db/views';
import { vacancies } from './vacancies.tables';

/** Each vacancy's organisation, for other modules' queries to join by vacancy id. */
export const vacancyOrganizations = viewBuilder
  .select({ id: vacancies.id, organizationId: vacancies.organizationId })
  .from(vacancies)
  .as('vacancies');
