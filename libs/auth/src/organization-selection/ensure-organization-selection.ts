import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ApiError,
  getCurrentOrganizationsQueryOptions,
  type ApiClient,
  type Organization,
} from '@platform/api-client';
import type { Dispatch } from '@reduxjs/toolkit';
import type { QueryClient } from '@tanstack/react-query';
import { organizationsLoaded } from './organization-selection-slice';

/** What {@link ensureOrganizationSelection} reads from a route loader's arguments. */
export type EnsureOrganizationSelectionArguments = {
  context: { apiClient: ApiClient; queryClient: QueryClient; store: { dispatch: Dispatch } };
};

/** The fatal error of a signed-in user without organisations (spec §6 and §8). */
export function noOrganizationError(): ApiError {
  return new ApiError(403, [
    { status: '403', code: 'NO_ORGANIZATION', detail: i18n._(msg`No organisation found`) },
  ]);
}

/**
 * For the portal's signed-in layout route: loads the user's organisations and
 * settles the selection (`organizationSelection/organizationsLoaded`). When
 * they cannot be loaded, or there are none (the API's 403 `NO_ORGANIZATION`),
 * it throws the fatal 403 'Geen organisatie gevonden' for the error screen.
 * A 401 is left alone: the current-user check handles an ended session.
 */
export async function ensureOrganizationSelection({
  context: { apiClient, queryClient, store },
}: EnsureOrganizationSelectionArguments): Promise<Organization[]> {
  let organizations: Organization[];
  try {
    organizations = await queryClient.ensureQueryData(
      getCurrentOrganizationsQueryOptions(apiClient),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    throw noOrganizationError();
  }
  if (organizations.length === 0) throw noOrganizationError();
  store.dispatch(organizationsLoaded(organizations));
  return organizations;
}
