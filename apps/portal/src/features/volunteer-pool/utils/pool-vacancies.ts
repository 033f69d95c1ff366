import type { VacancyListQuery } from '@platform/api-client';

/**
 * The vacancies a pool search can be ranked by and a reply can name: the
 * published ones of the organisation the user acts for (the API takes no
 * other organisation's), by title, at most the API's page of a hundred.
 * Staff acting for no organisation rank by any of the centre's.
 */
export function poolVacancyChoices(organizationId: string | null): VacancyListQuery {
  return {
    organizationId: organizationId ?? undefined,
    status: 'published',
    sort: 'title',
    pageSize: 100,
  };
}
