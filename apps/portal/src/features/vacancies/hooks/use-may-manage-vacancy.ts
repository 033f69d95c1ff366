import { ApiError, useCurrentOrganizations, useCurrentUser, type Vacancy } from '@platform/api-client';
import { mayManageVacancy } from '../utils/vacancy-actions';

/** Whether the user may change this vacancy, for the pages that would otherwise offer what the API refuses. */
export function useMayManageVacancy(vacancy: Pick<Vacancy, 'organizationId'>): boolean {
  const user = useCurrentUser();
  const organizations = useCurrentOrganizations();
  return mayManageVacancy(
    user.roles,
    organizations.map((organization) => organization.id),
    vacancy,
  );
}

/** Refuses the page (403 screen) to a user who may see the vacancy but not change it. */
export function useRequireManageableVacancy(vacancy: Pick<Vacancy, 'organizationId'>): void {
  if (!useMayManageVacancy(vacancy)) throw new ApiError(403, []);
}
