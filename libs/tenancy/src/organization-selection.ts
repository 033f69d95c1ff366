const PRIMARY_KINDS: readonly string[] = ['School', 'VolunteerCenter'];

/**
 * Picks the organisation to act for (spec §4): the chosen one while it is still
 * in the list, else the first School or VolunteerCenter, else the first one.
 * `kindOf` reads an organisation's kind: the API's rows call it `type`, the
 * apps' resources `organizationType` (JSON:API reserves `type`).
 */
export function selectOrganization<T extends { id: string }>(
  organizations: readonly T[],
  chosenId: string | null | undefined,
  kindOf: (organization: T) => string,
): T | undefined {
  const chosen = chosenId ? organizations.find((o) => o.id === chosenId) : undefined;
  return chosen ?? organizations.find((o) => PRIMARY_KINDS.includes(kindOf(o))) ?? organizations[0];
}
