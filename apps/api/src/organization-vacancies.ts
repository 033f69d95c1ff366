import { moveApplicationsToCenter } from './areas/applications/applications.data';
import type { OrganizationVacancies } from './identity/organizations/organizations.vacancies';
import { listOrganizationVacancies, moveVacanciesToCenter } from './areas/vacancies/vacancies.data';
import { serializeVacancy } from './areas/vacancies/vacancies.serializer';

/**
 * The vacancies organisations hold, given to the organisations module as the app is built:
 * an organisation's answer includes them, and a move to another centre takes them along with
 * their applications (docs/api.md).
 */
export const ORGANIZATION_VACANCIES: OrganizationVacancies = {
  async list(tx, tenantId, organizationIds, allStatusesFor) {
    const rows = await listOrganizationVacancies(tx, tenantId, organizationIds, allStatusesFor);
    return rows.map((vacancy) => ({ id: vacancy.id, organizationId: vacancy.organizationId, status: vacancy.status, resource: serializeVacancy(vacancy) }));
  },
  async moveToCenter(tx, tenantId, organizationId, toCenterId) {
    const vacancyIds = await moveVacanciesToCenter(tx, tenantId, organizationId, toCenterId);
    await moveApplicationsToCenter(tx, tenantId, vacancyIds, toCenterId);
    return vacancyIds;
  },
};
