import {
  getCurrentCenterQueryOptions,
  getSocialMapQueryOptions,
  getVacancySearchQueryOptions,
  type ApiClient,
} from '@platform/api-client';
import type { VacancyType } from '@platform/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toSocialMapQuery } from '../features/social-map/utils/social-map-params';
import type { SocialMapSearch } from '../features/social-map/utils/social-map-search';
import { openVacanciesQuery } from '../features/vacancy-search/utils/open-vacancies-query';
import {
  searchScopeFor,
  toVacancySearchQuery,
} from '../features/vacancy-search/utils/search-params';
import type { VacancySearchParams } from '../features/vacancy-search/utils/search-url';

// What pages load inside themselves in the browser, loaded into the query
// cache before the server renders them (see loadForServerRender).

type Services = { queryClient: QueryClient; apiClient: ApiClient };

/** The vacancy bank's results for the URL's parameters (optionally one vacancy type only). */
export async function vacancySearch(
  { queryClient, apiClient }: Services,
  search: VacancySearchParams,
  fixedType?: VacancyType,
): Promise<void> {
  const { meta } = await queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient));
  const query = toVacancySearchQuery(search, searchScopeFor(meta.features, fixedType));
  await queryClient.ensureQueryData(getVacancySearchQueryOptions(apiClient, query));
}

/** The social map's organisations for the URL's parameters. */
export async function socialMap({ queryClient, apiClient }: Services, search: SocialMapSearch): Promise<void> {
  await queryClient.ensureQueryData(getSocialMapQueryOptions(apiClient, toSocialMapQuery(search)));
}

/** An organisation's open vacancies, as its page lists them. */
export async function openVacancies({ queryClient, apiClient }: Services, organizationId: string): Promise<void> {
  await queryClient.ensureQueryData(getVacancySearchQueryOptions(apiClient, openVacanciesQuery(organizationId)));
}
