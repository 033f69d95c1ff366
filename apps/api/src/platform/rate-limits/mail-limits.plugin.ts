import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { WindowLimit } from '../../config';
import { ApiError } from '../http/errors';
import { isPlainObject } from '../http/json-api';

/** How a route declares that it can mail addresses its caller does not own. */
export type MailsOthers =
  | true
  | {
      /** The address the request asks to mail, charged with the per-address limit. */
      addressOf?(request: FastifyRequest): string | undefined;
      /**
       * Whether this request can mail others at all (a profile update only when it
       * changes an address); it is charged only then, and queueMail refuses mail to
       * others on a request that was not charged.
       */
      when?(request: FastifyRequest): boolean;
    };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /**
     * The route can make the platform mail an address the caller does not own:
     * it is charged against the "mails others" limits, per user and per IP.
     * queueMail refuses such mail on a route without this declaration.
     */
    mailsOthers?: MailsOthers;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Set once the request was charged against the "mails others" limits; only then may it mail others. */
    mailsOthersCharged: boolean;
  }
}

/**
 * A `when` for routes that mail others only for some bodies: whether the body
 * names the field anywhere (a JSON:API document, `{ user }` or flat fields).
 */
export function bodyNames(field: string): (request: FastifyRequest) => boolean {
  const names = (value: unknown, depth: number): boolean =>
    depth < 4 && isPlainObject(value) && Object.entries(value).some(([key, inner]) => key === field || names(inner, depth + 1));
  return (request) => names(request.body, 0);
}

const tenantOf = (request: FastifyRequest) => request.tenant?.id ?? '-';

function declaredAddress(request: FastifyRequest): string | undefined {
  const declared = request.routeOptions.config.mailsOthers;
  return typeof declared === 'object' ? declared.addressOf?.(request)?.trim().toLowerCase() || undefined : undefined;
}

function isCharged(request: FastifyRequest): boolean {
  const declared = request.routeOptions.config.mailsOthers;
  return typeof declared !== 'object' || !declared.when || declared.when(request);
}

/**
 * Gives every route that declares `config.mailsOthers` the "mails others"
 * limits from the shared store: per signed-in user and per IP address, and
 * per named address when the declaration says how to find it. Each request is
 * charged before the handler runs, whether or not the address exists, so the
 * limits cannot tell which addresses have accounts. Must be registered after
 * @fastify/rate-limit and before the routes.
 */
export const mailLimitsPlugin = fp(
  async (app) => {
    const { mailsOthersPerUser, mailsOthersPerIp, mailsPerAddress } = app.config.rateLimits;
    const limiter = (limit: WindowLimit, keyGenerator: (request: FastifyRequest) => string) =>
      app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator });
    const perUser = limiter(mailsOthersPerUser, (request) => `mails-others:user:${tenantOf(request)}:${request.caller?.user?.id}`);
    const perIp = limiter(mailsOthersPerIp, (request) => `mails-others:ip:${tenantOf(request)}:${request.ip}`);
    const perAddress = limiter(mailsPerAddress, (request) => `mails-to:${tenantOf(request)}:${declaredAddress(request)}`);

    const charge: preHandlerAsyncHookHandler = async (request) => {
      if (!isCharged(request)) return;
      // A signed-in caller is charged per user too: identified here, in a transaction of its own, as the
      // shared counters cannot be written inside a request's tenant transaction on the embedded database.
      const { user } = await request.identify();
      const checks = [...(user ? [perUser] : []), perIp, ...(declaredAddress(request) ? [perAddress] : [])];
      // Every limit is charged, also when an earlier one already refuses.
      let refused = false;
      let retryAfter = 1;
      for (const check of checks) {
        const outcome = await check(request);
        if (outcome.isAllowed || !outcome.isExceeded) continue;
        refused = true;
        retryAfter = Math.max(retryAfter, outcome.ttlInSeconds);
      }
      if (refused) {
        throw new ApiError('RATE_LIMITED', { params: { seconds: retryAfter }, headers: { 'retry-after': String(retryAfter) } });
      }
      request.mailsOthersCharged = true;
    };

    app.decorateRequest('mailsOthersCharged', false);

    app.addHook('onRoute', (route) => {
      if (!route.config?.mailsOthers) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), charge];
    });
  },
  { name: 'mail-limits', dependencies: ['@fastify/rate-limit'] },
);
