import { viewBuilder } from '../../platform/db/views';
import { applications } from './applications.tables';

/** Applications as the admin's data viewer shows them: the columns it may show and nothing else. */
export const dataViewerApplications = viewBuilder
  .select({
    id: applications.id,
    tenantId: applications.tenantId,
    volunteerCenterId: applications.volunteerCenterId,
    vacancyId: applications.vacancyId,
    vacancyTitle: applications.vacancyTitle,
    name: applications.name,
    email: applications.email,
    status: applications.status,
    decidedAt: applications.decidedAt,
    createdAt: applications.createdAt,
  })
  .from(applications)
  .as('applications');
