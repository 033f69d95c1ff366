import type { OrganizationType } from '@platform/contracts';

type SelectableOrganization = { id: string; type: OrganizationType | string };

const PRIMARY_TYPES: readonly string[] = ['School', 'VolunteerCenter'];

/**
 * Picks the organisation to act for (spec §4): the chosen one while it is still
 * in the list, else the first School or VolunteerCenter, else the first one.
 */
export function selectOrganization<T extends SelectableOrganization>(
  organizations: readonly T[],
  chosenId?: string | null,
): T | undefined {
  const chosen = chosenId ? organizations.find((o) => o.id === chosenId) : undefined;
  return chosen ?? organizations.find((o) => PRIMARY_TYPES.includes(o.type)) ?? organizations[0];
}
