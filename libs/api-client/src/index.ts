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
