export {
  createBrowserApiClient,
  createQueryClient,
  type BrowserApiClientOptions,
  type QueryClientOptions,
} from './browser';
export { ApiClientProvider, useApiClient, useCredentials } from './api-client-provider';
export { ApiError, isApiError, parseApiError, type ApiErrorObject } from './api-error';
export {
  fetchCurrentUser,
  getCurrentUserQueryOptions,
  useCurrentUser,
  userKeys,
  type CurrentUser,
  type UserRole,
} from './users/users';
export { signIn, signOut, type AuthUser } from './auth/auth';
export {
  createApiClient,
  JSON_API_MEDIA_TYPE,
  type ApiClient,
  type ApiClientOptions,
  type JsonRequestOptions,
  type ReadOptions,
  type RequestContext,
} from './client';
export {
  createCookieCredentialStore,
  createMemoryCredentialStore,
  type CookieCredentialStoreOptions,
  type CredentialStore,
} from './credential-store';
export {
  AUTH_HEADERS,
  credentialsToHeaders,
  isCompleteCredentials,
  rotateCredentials,
  type Credentials,
} from './credentials';
export {
  buildQueryString,
  camelizeKeys,
  deserialiseDocument,
  serialiseResource,
  snakeizeKeys,
  type ApiDocument,
  type QueryParams,
  type ResourceInput,
} from './json-api';
export {
  fetchCurrentOrganizations,
  getCurrentOrganizationsQueryOptions,
  organizationKeys,
  useCurrentOrganizations,
  type Organization,
} from './organizations/organizations';
export {
  fetchCurrentCenter,
  getCurrentCenterQueryOptions,
  useCurrentCenter,
  volunteerCenterKeys,
  type ColorShades,
  type CurrentCenter,
  type TenantMeta,
  type ThemeConfig,
  type VolunteerCenter,
  type VolunteerCenterProfile,
} from './volunteer-centers/volunteer-centers';
export {
  changePassword,
  confirmEmail,
  requestPasswordReset,
  resetPassword,
  signUp,
  updateCurrentUser,
  type NewPasswordInput,
} from './account/account';
export {
  buildMenuTree,
  fetchMenu,
  getMenuQueryOptions,
  menuKeys,
  useMenu,
  type Menu,
  type MenuEntry,
  type MenuItem,
  type MenuLocation,
  type SystemPage,
} from './menus/menus';
export {
  analyticsKeys,
  fetchAnalyticsSummary,
  getAnalyticsSummaryQueryOptions,
  useAnalyticsSummary,
  type AnalyticsSummary,
} from './analytics/analytics';
export { vacancyKeys, type AgeGroup, type Vacancy, type VacancyCategory } from './vacancies/vacancy';
export { applicationKeys, type Application } from './applications/application';
export {
  getVacancySearchQueryOptions,
  searchVacancies,
  SEARCH_DISTANCE,
  SEARCH_MAX_PAGE_SIZE,
  toVacancySearchParams,
  VACANCY_SEARCH_SORTS,
  type SearchedVacancy,
  type VacancyFacets,
  type VacancySearchQuery,
  type VacancySearchResult,
  type VacancySearchSort,
} from './vacancy-search/vacancy-search';
export { fetchPublicVacancy, getPublicVacancyQueryOptions, type PublicVacancy } from './vacancy-search/public-vacancy';
export {
  fetchAgeGroups,
  fetchVacancyCategories,
  getAgeGroupsQueryOptions,
  getVacancyCategoriesQueryOptions,
} from './vacancy-search/vacancy-lists';
export {
  activitiesFeedUrl,
  fetchActivities,
  getActivitiesQueryOptions,
  toActivitiesParams,
  type ActivitiesQuery,
  type Activity,
  type ActivityOccurrence,
} from './activities/activities';
export { createApplication, useCreateApplication, type NewApplication } from './public-applications/public-applications';
export { fetchOrganization, getOrganizationQueryOptions } from './organization-profile/organization-profile';
export {
  bulkUpdateVacancies,
  changeVacancyStatus,
  createVacancy,
  deleteVacancy,
  fetchManagedVacancies,
  fetchManagedVacancy,
  getManagedVacanciesQueryOptions,
  getManagedVacancyQueryOptions,
  toVacancyListParams,
  updateVacancy,
  useBulkUpdateVacancies,
  useChangeVacancyStatus,
  useCreateVacancy,
  useDeleteVacancy,
  useUpdateVacancy,
  VACANCY_LIST_SORTS,
  type InlineErrorOptions,
  type ManagedVacancy,
  type VacancyAttributes,
  type VacancyBulkChange,
  type VacancyListQuery,
  type VacancyListResult,
  type VacancyListSort,
} from './vacancies/manage-vacancies';
export {
  APPLICATION_LIST_SORTS,
  decideApplication,
  fetchApplication,
  fetchApplications,
  getApplicationQueryOptions,
  getApplicationsQueryOptions,
  toApplicationListParams,
  useDecideApplication,
  type ApplicationDecision,
  type ApplicationListQuery,
  type ApplicationListResult,
  type ApplicationListSort,
} from './applications/manage-applications';
export {
  getMyApplicationsQueryOptions,
  MY_APPLICATIONS_PAGE_SIZE,
  useWithdrawApplication,
  withdrawApplication,
} from './applications/my-applications';
