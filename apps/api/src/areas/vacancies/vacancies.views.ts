import { viewBuilder } from '../../platform/db/views';
import { vacancies } from './vacancies.tables';

/** Each vacancy's organisation, for other modules' queries to join by vacancy id. */
export const vacancyOrganizations = viewBuilder
  .select({ id: vacancies.id, organizationId: vacancies.organizationId })
  .from(vacancies)
  .as('vacancies');

/** Each vacancy's image address, for other modules' queries (uploads: which files are in use). */
export const vacancyImages = viewBuilder
  .select({ id: vacancies.id, tenantId: vacancies.tenantId, title: vacancies.title, imageUrl: vacancies.imageUrl })
  .from(vacancies)
  .as('vacancies');
