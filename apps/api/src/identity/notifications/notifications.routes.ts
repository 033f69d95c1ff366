import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notificationPreferencesSchema, type NotificationApp } from '@platform/contracts';
import { byId, describeRoute } from '../../platform/http/route-schema';
import {
  applySparseFieldsets,
  JSON_API_MEDIA_TYPE,
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
    {
      schema: describeRoute({
        tags,
        summary: 'Your notifications, unread first (meta.unread_count)',
        query: listRules,
        response: { 200: { document: 'many', type: 'notifications' } },
      }),
    },
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
    {
      config: { body: 'none' },
      schema: describeRoute({
        tags,
        summary: 'Mark all your notifications read',
        query: {},
        response: {
          200: {
            json: v.strictObject({ meta: v.strictObject({ marked_read: v.number(), unread_count: v.literal(0) }) }),
            mediaType: JSON_API_MEDIA_TYPE,
            description: 'How many were marked read',
          },
        },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const marked = await request.withContext((context) => readAllNotifications(context));
      return reply.jsonApi({ meta: { marked_read: marked, unread_count: 0 } });
    },
  );

  app.put<IdParams>(
    '/notifications/:id/read',
    {
      config: { body: 'none' },
      schema: describeRoute({
        tags,
        summary: 'Mark one of your notifications read',
        params: byId,
        query: {},
        response: { 200: { document: 'one', type: 'notifications' } },
      }),
    },
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
    {
      schema: describeRoute({
        tags,
        summary: 'Which kinds of notification also come by e-mail',
        query: {},
        response: { 200: { document: 'one', type: 'notification_preferences' } },
      }),
    },
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
      schema: describeRoute({
        tags,
        summary: 'Choose which kinds also come by e-mail (the others: in the app only)',
        query: {},
        body: { type: 'notification_preferences', attributes: notificationPreferencesSchema },
        response: { 200: { document: 'one', type: 'notification_preferences' } },
      }),
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
