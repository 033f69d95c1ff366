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

/** Vacancies as the admin's data viewer shows them: the columns it may show and nothing else. */
export const dataViewerVacancies = viewBuilder
  .select({
    id: vacancies.id,
    tenantId: vacancies.tenantId,
    volunteerCenterId: vacancies.volunteerCenterId,
    organizationId: vacancies.organizationId,
    title: vacancies.title,
    status: vacancies.status,
    vacancyType: vacancies.vacancyType,
    place: vacancies.place,
    publishedAt: vacancies.publishedAt,
    expiresAt: vacancies.expiresAt,
    createdAt: vacancies.createdAt,
  })
  .from(vacancies)
  .as('vacancies');
