import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import { applicationKeys, type Application } from '../applications/application';
import type { ApiClient } from '../client';

/**
 * What a visitor sends to apply. Signed in, the API fills in name and e-mail
 * from the account when they are left out.
 */
export type NewApplication = {
  vacancyId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string | null;
  message?: string | null;
};

/** Applies to a published vacancy; 409 `ALREADY_APPLIED` when this address already did. */
export async function createApplication(client: ApiClient, input: NewApplication): Promise<Application> {
  const { data } = await client.write<Application>('POST', '/api/v1/applications', {
    type: 'applications',
    attributes: input,
  });
  return data;
}

/** The apply form's mutation; the form shows failures itself (no toast). */
export function useCreateApplication() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApplication) => createApplication(client, input),
    meta: { showsErrorInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
