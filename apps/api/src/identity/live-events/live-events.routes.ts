import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { LiveEventType } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { parseListQuery } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { requireUser, staffCenterOf, type CurrentUser } from '../access/access';
import type { Tx } from '../../platform/db/database';
import type { TenantContext } from '../tenancy/tenancy.plugin';
import { LiveStreamLimitError } from './live-events.hub';
import { HEARTBEAT_MS, type CheckedSubscriber } from './live-events.plugin';

/** A client that does not read its stream is dropped once this much waits for it (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** How long a refused client waits before trying again (it polls meanwhile). */
const RETRY_AFTER_SECONDS = 30;

/**
 * `GET /api/v1/events`: the signed-in user's live events as server-sent
 * events (docs/decisions.md, "Conversations"). The session is checked once,
 * in a short transaction of its own and without rotating the token (the
 * stream's headers cannot hand a new one to the client); the stream then runs
 * outside any transaction, and its session is checked again every minute.
 */
/**
 * Whether a stream's session is still good, and the user as they are now: the identity layer's
 * check, given by the composition root (sign-in sits above the live events it also publishes).
 */
export type SessionCheck = (
  tx: Tx,
  session: { tenant: TenantContext; allowInactiveUsers: boolean; userId: string; client: string },
) => Promise<CurrentUser | null>;

export async function liveEventsRoutes(app: FastifyInstance, { currentSessionUser }: { currentSessionUser: SessionCheck }) {
  app.get(
    '/events',
    {
      schema: describeRoute({
        tags: ['live events'],
        summary: 'Your live events (text/event-stream): conversation {id}, notifications, resync; ids only',
        query: {},
        response: { 200: { mediaType: 'text/event-stream', description: 'Server-sent events, one per change; ids only' } },
      }),
      config: { keepSessionToken: true },
      // Each event must leave at once; compression would hold it back.
      compress: false,
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const user = requireUser(await request.identify());
      const tenant = request.tenant;
      const stream = new PassThrough();
      const write = (text: string) => {
        if (stream.writableLength > MAX_BUFFERED_BYTES) subscriber.end();
        else stream.write(text);
      };
      const subscriber: CheckedSubscriber = {
        tenantId: tenant.id,
        userId: user.id,
        client: user.client,
        organizationIds: user.organizationIds,
        staffCenterId: staffCenterOf(user, tenant.volunteerCenterId),
        send: (type: LiveEventType, data: Record<string, unknown>) => write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
        ping: () => write(': ping\n\n'),
        end: () => {
          app.liveEvents.remove(subscriber);
          stream.end();
        },
        async check() {
          const fresh = await app.database.withTenant(tenant.id, (tx) =>
            currentSessionUser(tx, { tenant, allowInactiveUsers: app.config.allowInactiveUsers, userId: user.id, client: user.client }),
          );
          if (!fresh) return subscriber.end();
          subscriber.organizationIds = fresh.organizationIds;
          subscriber.staffCenterId = staffCenterOf(fresh, tenant.volunteerCenterId);
        },
      };
      try {
        app.liveEvents.add(subscriber);
      } catch (error) {
        if (!(error instanceof LiveStreamLimitError)) throw error;
        throw new ApiError('TOO_MANY_STREAMS', {
          detailKey: error.scope === 'user' ? 'error.TOO_MANY_STREAMS.user' : undefined,
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        });
      }
      request.raw.on('close', () => subscriber.end());
      // The reconnect delay the browser's parser keeps, then a first event so the client knows it is live.
      stream.write('retry: 5000\n');
      subscriber.send('ready', { heartbeat_ms: HEARTBEAT_MS });
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
