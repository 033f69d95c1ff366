import type { Locale, NotificationTemplateKey, NotificationTemplateScope } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

/** A mail's template as staff edit it (docs/api.md, "Notification templates"). */
export type NotificationTemplate = {
  id: string;
  type: 'notification_templates';
  key: NotificationTemplateKey;
  /** The mail's label in the reader's language. */
  name: string;
  locale: Locale;
  subject: string;
  /** HTML with Liquid placeholders. */
  body: string;
  active: boolean;
  /** `center`: the centre's own copy; `tenant`: the default every centre starts with. */
  scope: NotificationTemplateScope;
  volunteerCenterId: string | null;
  /** A security mail is always sent: it cannot be made inactive. */
  security: boolean;
  /** Placeholders the rendered body must show, e.g. a form invitation's `link`. */
  requiredPlaceholders: string[];
  /** What the platform places below a security mail's text: a button to the link, or the new address; null for other mails. */
  action: 'button' | 'address' | null;
  /** The button's text or the address's label (staff's own, else the default); null for other mails. */
  actionText: string | null;
  placeholders: { name: string; description: string }[];
  updatedAt: string;
  updatedById: string | null;
};

/** A template rendered with sample data: what the mail looks like. */
export type NotificationTemplatePreview = { id: string; subject: string; html: string; text: string };

export type NotificationTemplateQuery = { locale?: Locale };

/** What staff send: a change, or an unsaved text to preview or mail to themselves. */
export type NotificationTemplateAttributes = Partial<{ subject: string; body: string; active: boolean; actionText: string }>;

export const notificationTemplateKeys = {
  all: ['notification-templates'] as const,
  list: (query: NotificationTemplateQuery) => [...notificationTemplateKeys.all, 'list', query] as const,
  detail: (id: string) => [...notificationTemplateKeys.all, 'detail', id] as const,
};

const path = (id: string) => `/api/v1/notification_templates/${encodeURIComponent(id)}`;

/** The template in effect for every mail and language at the centre (its own copy, else the default), by name. */
export async function fetchNotificationTemplates(client: ApiClient, query: NotificationTemplateQuery, signal?: AbortSignal): Promise<NotificationTemplate[]> {
  const { data } = await client.read<NotificationTemplate[]>('/api/v1/notification_templates', {
    query: { 'filter[locale]': query.locale, sort: 'name' },
    signal,
  });
  return data ?? [];
}

export function getNotificationTemplatesQueryOptions(client: ApiClient, query: NotificationTemplateQuery) {
  return queryOptions({
    queryKey: notificationTemplateKeys.list(query),
    queryFn: ({ signal }) => fetchNotificationTemplates(client, query, signal),
  });
}

export function getNotificationTemplateQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: notificationTemplateKeys.detail(id),
    queryFn: async ({ signal }) => (await client.read<NotificationTemplate>(path(id), { signal })).data,
  });
}

/**
 * Saving (a centre superuser's change of a default answers the centre's new
 * copy, with its own id), resetting a centre's copy to the default, the
 * preview with sample data and "send a test to me". Refusals are shown at
 * the fields, not as a toast.
 */
export function useNotificationTemplateMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const meta = { showsErrorInline: true };
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: notificationTemplateKeys.all });
  return {
    update: useMutation({
      meta,
      onSuccess,
      mutationFn: async ({ id, attributes }: { id: string; attributes: NotificationTemplateAttributes }) =>
        (await client.write<NotificationTemplate>('PATCH', path(id), { type: 'notification_templates', id, attributes })).data,
    }),
    reset: useMutation({ meta, onSuccess, mutationFn: (id: string) => client.remove(path(id)) }),
    preview: useMutation({
      meta,
      mutationFn: async ({ id, attributes }: { id: string; attributes: NotificationTemplateAttributes }) =>
        (await client.write<NotificationTemplatePreview>('POST', `${path(id)}/preview`, { type: 'notification_templates', id, attributes })).data,
    }),
    sendTest: useMutation({
      meta,
      mutationFn: async ({ id, attributes }: { id: string; attributes: NotificationTemplateAttributes }) => {
        const { meta: answer } = await client.write<null>('POST', `${path(id)}/test`, { type: 'notification_templates', id, attributes });
        return typeof answer['sentTo'] === 'string' ? answer['sentTo'] : '';
      },
    }),
  };
}
