import type {
  NonProfitProfileInput,
  OrganizationAddressInput,
  OrganizationSignupOrganizationInput,
  OrganizationSignupUserInput,
} from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
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
