import fp from 'fastify-plugin';
import { ApiError } from '../../platform/http/errors';
import { partnerMayCall } from './partner-keys.access';
import { partnerKeyFrom } from './partner-keys.data';
import { auditPartnerWrite } from './partner-keys.service';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What holds a partner key to its grant on every route: the key is checked first (unknown or
 * revoked: 401; beside a session's headers: 400), then the route against its scopes' allow-list
 * (403), then the key's own limit in the shared store (429). Write calls made with a key are
 * audited with their answer's status. Registered after tenancy (the key is looked up in the
 * site's centre) and before the routes.
 */
export const partnerKeysPlugin = fp(
  async (app) => {
    const { partnerKeyPerMinute } = app.config.rateLimits;
    const limit = app.createRateLimit({
      max: partnerKeyPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `partner-key:${request.caller?.partner?.keyId ?? '-'}`,
    });

    app.addHook('onRequest', async (request) => {
      if (!partnerKeyFrom(request.headers)) return;
      // Identified in a transaction of its own: the shared counters cannot be written inside a
      // request's tenant transaction on the embedded database.
      const { partner } = await request.identify();
      const url = request.routeOptions.url;
      if (!partner || !url) return;
      if (!partnerMayCall(partner, request.method, url)) {
        throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.partner_scope' });
      }
      const outcome = await limit(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        throw new ApiError('RATE_LIMITED', {
          params: { seconds: outcome.ttlInSeconds },
          headers: { 'retry-after': String(outcome.ttlInSeconds) },
        });
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.caller?.partner && WRITES.has(request.method) && request.routeOptions.url) {
        const call = { method: request.method, path: request.url.split('?')[0]!, status: reply.statusCode };
        await request.withContext((context) => auditPartnerWrite(context, call));
      }
      return payload;
    });
  },
  { name: 'partner-keys', dependencies: ['@fastify/rate-limit', 'database'] },
);
