import { getCurrentUserQueryOptions, useApiClient } from '@platform/api-client';
import { useSession } from '@platform/auth';
import type { KnownDetails } from '@platform/page-blocks';
import { useQuery } from '@tanstack/react-query';

/**
 * A signed-in visitor's name, e-mail address and phone number, to fill into a
 * form for them; `undefined` for guests. The server renders as a guest, so
 * they arrive after hydration and fill only fields still empty.
 */
export function useKnownDetails(): KnownDetails | undefined {
  const { isSignedIn } = useSession();
  const { data: user } = useQuery({
    ...getCurrentUserQueryOptions(useApiClient()),
    enabled: isSignedIn,
  });
  if (!isSignedIn || !user) return undefined;
  return { name: user.fullName ?? user.name, email: user.email, phone: user.phoneNumber };
}
