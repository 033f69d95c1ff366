import helmet from '@fastify/helmet';
import { LOCKED_DOWN_CSP } from '@platform/contracts';
import fp from 'fastify-plugin';

/** How long browsers keep to HTTPS once they have seen it (one year). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;


/**
 * Security headers on every answer, registered before any route so that
 * future endpoints inherit them: the locked-down CSP, no framing, nosniff, a
 * strict Referrer-Policy, and HSTS over HTTPS only.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: LOCKED_DOWN_CSP },
      // Decided per request below: helmet would send it over plain HTTP too.
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      // Links keep their origin for other sites, never the path (reset and confirmation tokens live there).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY is on.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
      }
    });
  },
  { name: 'security-headers' },
);
