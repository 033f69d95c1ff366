import type { NotificationApp, NotificationKind } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { deserialiseDocument } from '../json-api';

/** Something that happened to the signed-in user (docs/api.md, "Notifications"). */
export type AppNotification = {
  id: string;
  type: 'notifications';
  kind: NotificationKind;
  subjectType: string | null;
  subjectId: string | null;
  /** The names the text needs: `vacancy`, `applicant`, `organization`, `form`. */
  data: Record<string, string>;
  linkApp: NotificationApp;
  /** The path of the subject's page in `linkApp`. */
  linkPath: string;
  /** The same page as a full address, on the user's centre's own origin. */
  url: string;
  readAt: string | null;
  createdAt: string;
};

/** Which kinds also come by e-mail; the others come in the app only. */
export type NotificationPreferences = {
  id: string;
  type: 'notification_preferences';
  emailKinds: NotificationKind[];
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: { unreadOnly?: boolean; page?: number; pageSize: number }) =>
    [...notificationKeys.all, 'list', query] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  preferences: () => ['notification-preferences'] as const,
};

/** How often the bell asks for the unread count while a page is open. */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

/** One page of the user's notifications, unread first, with the total and the unread count. */
export async function fetchNotifications(
  client: ApiClient,
  query: { unreadOnly?: boolean; page?: number; pageSize: number },
  signal?: AbortSignal,
): Promise<{ notifications: AppNotification[]; total: number; unreadCount: number }> {
  const { data, meta } = await client.read<AppNotification[]>('/api/v1/notifications', {
    query: {
      'filter[unread]': query.unreadOnly ? 'true' : undefined,
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  const number = (name: string) => (typeof meta[name] === 'number' ? (meta[name] as number) : 0);
  return { notifications: data ?? [], total: number('total'), unreadCount: number('unreadCount') };
}

export function getNotificationsQueryOptions(
  client: ApiClient,
  query: { unreadOnly?: boolean; page?: number; pageSize: number },
) {
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => fetchNotifications(client, query, signal),
    staleTime: 10_000,
  });
}

/** The bell's figure: the number of unread notifications, asked again every minute. */
export function getUnreadNotificationCountQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) =>
      (await fetchNotifications(client, { unreadOnly: true, pageSize: 1 }, signal)).unreadCount,
    staleTime: 10_000,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
  });
}

/** Marks one notification read (`PUT /notifications/{id}/read`). */
export async function markNotificationRead(
  client: ApiClient,
  id: string,
): Promise<AppNotification> {
  const answer = await client.requestJson<unknown>(
    'PUT',
    `/api/v1/notifications/${encodeURIComponent(id)}/read`,
    {},
  );
  return deserialiseDocument<AppNotification>(answer).data;
}

/** Marks all of the user's notifications read. */
export async function markAllNotificationsRead(client: ApiClient): Promise<void> {
  await client.requestJson<unknown>('PUT', '/api/v1/notifications/read_all', {});
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkNotificationRead() {
  const client = useApiClient();
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(client, id),
    onSuccess: invalidate,
  });
}

export function useMarkAllNotificationsRead() {
  const client = useApiClient();
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: () => markAllNotificationsRead(client), onSuccess: invalidate });
}

export async function fetchNotificationPreferences(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  return (
    await client.read<NotificationPreferences>('/api/v1/notification_preferences', { signal })
  ).data;
}

export function getNotificationPreferencesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => fetchNotificationPreferences(client, signal),
  });
}

/** Saves which kinds also come by e-mail. */
export function useUpdateNotificationPreferences() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: async (emailKinds: NotificationKind[]) =>
      (
        await client.write<NotificationPreferences>('PATCH', '/api/v1/notification_preferences', {
          type: 'notification_preferences',
          attributes: { emailKinds },
        })
      ).data,
    onSuccess: (preferences) =>
      queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
}
