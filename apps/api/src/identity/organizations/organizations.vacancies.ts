import type { Tx } from '../../platform/db/database';
import type { ResourceObject } from '../../platform/http/json-api';

/** A vacancy an organisation holds, as its answer includes it (`include=vacancies`). */
export type HeldVacancy = { id: string; organizationId: string; status: string; resource: ResourceObject };

/**
 * What organisations need of the vacancies they hold: listing and showing them in an organisation's
 * answer, and taking them (with what hangs on them, like applications) along to another centre.
 * Vacancies name their organisation, so the vacancies area answers and the composition root
 * (`src/organization-vacancies.ts`) gives it here, once, as the app is built.
 */
export type OrganizationVacancies = {
  /** The vacancies of these organisations the viewer may see: every status for `allStatusesFor`, else published ones. */
  list(tx: Tx, tenantId: string, organizationIds: string[], allStatusesFor: ReadonlySet<string>): Promise<HeldVacancy[]>;
  /** Moves an organisation's vacancies to another centre; answers the ids of those moved. */
  moveToCenter(tx: Tx, tenantId: string, organizationId: string, toCenterId: string): Promise<string[]>;
};

let given: OrganizationVacancies | undefined;

export function giveOrganizationVacancies(vacancies: OrganizationVacancies): void {
  given = vacancies;
}

export function organizationVacancies(): OrganizationVacancies {
  if (!given) throw new Error('The organisations were given no vacancies: the composition root gives them as the app is built');
  return given;
}
