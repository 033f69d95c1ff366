import type { FastifyInstance } from 'fastify';
import type { NotificationApp } from '@platform/contracts';
import {
  applySparseFieldsets,
  paginate,
  parseListQuery,
  type ListQueryRules,
} from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { siteUrl } from '../tenancy/tenancy.plugin';
import type { NotificationRow } from './notifications.repository';
import {
  serializeNotification,
  serializeNotificationPreferences,
} from './notifications.serializer';
import {
  getMyNotificationPreferences,
  listMyNotifications,
  readAllNotifications,
  readNotification,
  updateMyNotificationPreferences,
} from './notifications.service';

const tags = ['notifications'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = { filters: ['unread'] };

/** The full addresses of notifications' links, on the recipient's own centre's origins (never the request's Host). */
async function withUrls(context: RequestContext, rows: NotificationRow[]) {
  const origins = new Map<NotificationApp, string>();
  const centerId = context.user?.volunteerCenterId ?? context.tenant.volunteerCenterId;
  const result = [];
  for (const row of rows) {
    if (!origins.has(row.linkApp))
      origins.set(row.linkApp, await siteUrl(context, centerId, row.linkApp, ''));
    result.push(serializeNotification(row, `${origins.get(row.linkApp)}${row.linkPath}`));
  }
  return result;
}

/** The signed-in user's own notifications and their choice of what also comes by e-mail. */
export async function notificationsRoutes(app: FastifyInstance) {
  app.get(
    '/notifications',
    { schema: { tags, summary: 'Your notifications, unread first (meta.unread_count)' } },
    async (request, reply) => {
      const query = parseListQuery(request.query, listRules);
      const { data, total, unread } = await request.withContext(async (context) => {
        const list = await listMyNotifications(context, query);
        return {
          data: await withUrls(context, list.notifications),
          total: list.total,
          unread: list.unread,
        };
      });
      const { links, meta } = paginate(request.url, query.page, total);
      return reply.jsonApi(
        applySparseFieldsets(
          { data, links, meta: { ...meta, unread_count: unread } },
          query.fields,
        ),
      );
    },
  );

  app.put(
    '/notifications/read_all',
    { config: { body: 'none' }, schema: { tags, summary: 'Mark all your notifications read' } },
    async (request, reply) => {
      parseListQuery(request.query);
      const marked = await request.withContext((context) => readAllNotifications(context));
      return reply.jsonApi({ meta: { marked_read: marked, unread_count: 0 } });
    },
  );

  app.put<IdParams>(
    '/notifications/:id/read',
    { config: { body: 'none' }, schema: { tags, summary: 'Mark one of your notifications read' } },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const data = await request.withContext(
        async (context) =>
          (await withUrls(context, [await readNotification(context, request.params.id)]))[0]!,
      );
      return reply.jsonApi(applySparseFieldsets({ data }, query.fields));
    },
  );

  app.get(
    '/notification_preferences',
    { schema: { tags, summary: 'Which kinds of notification also come by e-mail' } },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const preferences = await request.withContext((context) =>
        getMyNotificationPreferences(context),
      );
      return reply.jsonApi(
        applySparseFieldsets({ data: serializeNotificationPreferences(preferences) }, query.fields),
      );
    },
  );

  app.patch(
    '/notification_preferences',
    {
      schema: {
        tags,
        summary: 'Choose which kinds also come by e-mail (the others: in the app only)',
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const preferences = await request.withContext((context) =>
        updateMyNotificationPreferences(context, request.body),
      );
      return reply.jsonApi(
        applySparseFieldsets({ data: serializeNotificationPreferences(preferences) }, query.fields),
      );
    },
  );
}
