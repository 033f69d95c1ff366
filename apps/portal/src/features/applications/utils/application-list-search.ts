import type { ApplicationDecision, ApplicationListQuery, VacancyListQuery } from '@platform/api-client';
import { APPLICATION_STATUSES, type ApplicationStatus, type Role } from '@platform/contracts';
import { DATE_FORMATS, dateFormat } from '@platform/i18n';
import { isoDateParam, listSearchSchema, uuidParam } from '@platform/ui';
import * as v from 'valibot';

/** Applications per page of the list. */
export const APPLICATION_PAGE_SIZE = 25;

/** The list's filters and page in the URL (`validateSearch`): `?vacancy=<id>&status=pending&from=…&until=…`. */
export const applicationListSearchSchema = listSearchSchema({
  filters: { vacancy: uuidParam, status: v.picklist(APPLICATION_STATUSES), from: isoDateParam, until: isoDateParam },
});

export type ApplicationListSearch = v.InferOutput<typeof applicationListSearchSchema>;

/** The API list for the URL's filters, newest first; a range given backwards is read the right way round. */
export function toApplicationListQuery(search: ApplicationListSearch): ApplicationListQuery {
  const [receivedFrom, receivedUntil] =
    search.from && search.until && search.from > search.until ? [search.until, search.from] : [search.from, search.until];
  return {
    vacancyId: search.vacancy,
    status: search.status,
    receivedFrom,
    receivedUntil,
    sort: '-created_at',
    page: search.page ?? 1,
    pageSize: APPLICATION_PAGE_SIZE,
  };
}

/**
 * The decisions an application's status allows (docs/api.md): a new one can
 * be taken into review; new and in-review ones accepted or rejected; the
 * rest are final.
 */
export function allowedDecisions(status: ApplicationStatus): ApplicationDecision[] {
  switch (status) {
    case 'pending':
      return ['review', 'accept', 'reject'];
    case 'in_review':
      return ['accept', 'reject'];
    default:
      return [];
  }
}

/** The decisions a list row offers: the final ones (taking into review is on the detail page). */
export function quickDecisions(status: ApplicationStatus): ApplicationDecision[] {
  return allowedDecisions(status).filter((decision) => decision !== 'review');
}

/** When an application came in, for the list: "12 mei 2026 14:05". */
export function formatReceived(iso: string, locale: string): string {
  return dateFormat(locale, DATE_FORMATS.dateTime).format(new Date(iso));
}

/** A moment of an application's history: "12 mei 2026 om 14:05". */
export function formatMoment(iso: string, locale: string): string {
  return dateFormat(locale, DATE_FORMATS.longDateTime).format(new Date(iso));
}

/** Centre-wide roles choose among the centre's vacancies; others among their organisation's. */
const CENTRE_ROLES: readonly Role[] = ['admin', 'center_superuser'];

/** The vacancies the filter offers: the ones the user manages, by title (at most 100, the API's page). */
export function vacancyChoicesQuery(roles: readonly { name: Role }[], organizationId: string | null): VacancyListQuery {
  const isCentreStaff = roles.some((role) => CENTRE_ROLES.includes(role.name));
  return { organizationId: isCentreStaff ? undefined : (organizationId ?? undefined), sort: 'title', pageSize: 100 };
}
