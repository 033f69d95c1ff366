import type { VacancyType } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

/** What the signed-in user's periodic mail is about (docs/api.md, "Periodic mail"). */
export type DigestPreferences = {
  id: string;
  type: 'digest_preferences';
  /** Weekdays (1 = Monday … 7 = Sunday) it comes on; set through the user (`digestDays`). */
  digestDays: number[];
  /** Categories it covers; none: all. */
  categoryIds: string[];
  /** Types it covers; none: all. */
  vacancyTypes: VacancyType[];
  place: string | null;
  distanceKm: number | null;
};

/** The fields a user changes; the days are the user's `digestDays`. */
export type DigestPreferencesInput = Pick<
  DigestPreferences,
  'categoryIds' | 'vacancyTypes' | 'place' | 'distanceKm'
>;

const PATH = '/api/v1/current_user/digest_preferences';

export const digestPreferencesKeys = { all: ['digest-preferences'] as const };

export function getDigestPreferencesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: digestPreferencesKeys.all,
    queryFn: async ({ signal }) => (await client.read<DigestPreferences>(PATH, { signal })).data,
  });
}

/** Saves what the periodic mail is about; a place the platform does not know is a 422 at `place`. */
export function useUpdateDigestPreferences() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: async (input: DigestPreferencesInput) =>
      (
        await client.write<DigestPreferences>('PATCH', PATH, {
          type: 'digest_preferences',
          attributes: input,
        })
      ).data,
    onSuccess: (preferences) => queryClient.setQueryData(digestPreferencesKeys.all, preferences),
  });
}

/**
 * Stops the periodic mail without a session, with the token of the mail's
 * unsubscribe link (`POST /api/v1/digest_unsubscribe`); a wrong token is a 422
 * `INVALID_TOKEN`.
 */
export async function unsubscribeFromDigest(client: ApiClient, token: string): Promise<void> {
  await client.requestJson('POST', '/api/v1/digest_unsubscribe', { query: { token } });
}
