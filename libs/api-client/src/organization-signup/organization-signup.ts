import {
  fromWireName,
  type NonProfitProfileInput,
  type OrganizationAddressInput,
  type OrganizationSignupOrganizationInput,
  type OrganizationSignupUserInput,
} from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import { isApiError } from '../api-error';
import type { ApiClient } from '../client';
import type { Organization } from '../organizations/organizations';

/** What an organisation sends to sign up (`POST /organizations/signup`, docs/api.md), camelCased. */
export type OrganizationSignup = {
  organization: OrganizationSignupOrganizationInput & {
    address?: OrganizationAddressInput;
    profile?: NonProfitProfileInput;
  };
  /** The organisation's first user, its superuser; the account is confirmed by a mailed link. */
  user: OrganizationSignupUserInput;
};

/**
 * Signs an organisation up: it is created pending in this centre, its first
 * user gets a confirmation mail and the centre's staff a notification. An
 * address already in use is a 422 on `user.email` (reason `taken`); too many
 * sign-ups from one place a 429 `RATE_LIMITED`.
 */
export async function signUpOrganization(client: ApiClient, input: OrganizationSignup): Promise<Organization> {
  const { data } = await client.write<Organization>('POST', '/api/v1/organizations/signup', {
    type: 'organization_signups',
    attributes: input,
  });
  return data;
}

/** The sign-up form's mutation; the form shows failures itself (no toast). */
export function useSignUpOrganization() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: OrganizationSignup) => signUpOrganization(client, input),
    meta: { showsErrorInline: true },
  });
}

/**
 * The form fields a 422 answer refuses, as dotted camelCase paths
 * (`/data/attributes/user/email` → `user.email`), each with the reason the API
 * gives (`taken`, `invalid_email`, …); empty for any other failure.
 */
export function refusedSignupFields(error: unknown): { path: string; reason: string | undefined }[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return error.errors.flatMap((entry) => {
    const pointer = entry.source?.pointer?.match(/^\/data\/attributes\/(.+)$/)?.[1];
    if (!pointer) return [];
    const reason = entry.meta?.['reason'];
    return [{ path: pointer.split('/').map(fromWireName).join('.'), reason: typeof reason === 'string' ? reason : undefined }];
  });
}
