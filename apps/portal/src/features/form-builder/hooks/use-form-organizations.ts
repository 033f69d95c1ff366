import {
  getManagedOrganizationsQueryOptions,
  useApiClient,
  useCurrentOrganizations,
  useCurrentUser,
} from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from 'react-redux';

/** The organisations a centre's administrators choose from (one list, by name). */
const CENTRE_ORGANIZATIONS = { sort: 'name', status: 'approved', pageSize: 1000 } as const;

/** What {@link useFormOrganizations} returns. */
export type FormOrganizations = {
  /** The organisations a form may be for, by name. */
  options: { value: string; label: string }[];
  /** An organisation's name, when known. */
  nameOf: (id: string) => string | undefined;
  /** Where a new form goes: the centre's own organisation for centre staff, else the one the user acts for. */
  defaultId: string;
};

/**
 * The organisations forms are for: the user's own (which everyone has), and
 * for administrators and centre superusers every approved organisation of the centre.
 */
export function useFormOrganizations(): FormOrganizations {
  const own = useCurrentOrganizations();
  const user = useCurrentUser();
  const selectedId = useSelector(selectSelectedOrganizationId);
  const isCentreAdministrator = user.roles.some(
    (role) => role.name === 'admin' || role.name === 'center_superuser',
  );
  const centre = useQuery({
    ...getManagedOrganizationsQueryOptions(useApiClient(), CENTRE_ORGANIZATIONS),
    enabled: isCentreAdministrator,
  }).data;
  const names = new Map<string, string>();
  for (const organization of centre?.organizations ?? [])
    names.set(organization.id, organization.name);
  for (const organization of own) names.set(organization.id, organization.name);
  const isCentreStaff = user.roles.some(
    (role) =>
      role.name === 'admin' || role.name === 'center_superuser' || role.name === 'content_manager',
  );
  const centreOwn = own.find((organization) => organization.organizationType === 'VolunteerCenter');
  const defaultId = (isCentreStaff ? centreOwn?.id : undefined) ?? selectedId ?? own[0]?.id ?? '';
  return {
    options: [...names]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    nameOf: (id) => names.get(id),
    defaultId,
  };
}
