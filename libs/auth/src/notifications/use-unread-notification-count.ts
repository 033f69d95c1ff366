import { getUnreadNotificationCountQueryOptions, useApiClient } from '@platform/api-client';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/use-session';

/**
 * The signed-in user's unread notifications, asked again every minute while
 * a page is open; 0 without a session or before the first answer.
 */
export function useUnreadNotificationCount(): number {
  const { isSignedIn } = useSession();
  return (
    useQuery({ ...getUnreadNotificationCountQueryOptions(useApiClient()), enabled: isSignedIn }).data ?? 0
  );
}
