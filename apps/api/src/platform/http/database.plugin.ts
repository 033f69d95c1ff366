import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '@platform/contracts';
import type { Config } from '../../config';
import type { Database } from '../db/database';
import {
  ANONYMOUS,
  type Caller,
  type CallerIdentification,
  type Identified,
  type RequestContext,
  type TenantContextRunner,
} from './request-context';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    database: Database;
    /** Runs `work` in a tenant transaction with a context of nobody signed in: what jobs use. */
    withTenantContext: TenantContextRunner;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /**
     * Runs `work` in the request's one tenant transaction, with the request's
     * context; the caller is identified (and their token rotated) in that same
     * transaction, so a rolled-back request rotates nothing.
     */
    withContext<T>(work: (context: RequestContext) => Promise<T>): Promise<T>;
    /** The caller without further work: no transaction for a request without credentials. */
    identify(): Promise<Caller>;
    /** The caller once identified (in a committed transaction), for the request log. */
    caller: Caller | null;
    /** Set when the request queued a job, so the worker is woken once the answer has gone (and the job is committed). */
    queuedJobs: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** The answer carries another session's headers, so the caller's token is not rotated (it could not be handed back). */
    keepSessionToken?: boolean;
  }
}

/**
 * The database and the request context built on it: one tenant transaction
 * per `withContext`, in which the caller is identified first. Registered
 * before the routes; `tenancy` puts the tenant on the request before any
 * handler asks for a context.
 */
export const databasePlugin = fp<{ config: Config; database: Database; identification: CallerIdentification }>(
  async (app, { config, database, identification }) => {
    const { presentsCredentials, identifyCaller } = identification;
    app.decorate('database', database);
    app.decorateRequest('caller', null);
    app.decorateRequest('queuedJobs', false);
    app.decorateRequest('withContext', null as unknown as FastifyRequest['withContext']);
    app.decorateRequest('identify', null as unknown as FastifyRequest['identify']);

    const identifyInput = (request: FastifyRequest) => ({
      tenant: request.tenant,
      secretKey: config.secretKey,
      allowInactiveUsers: config.allowInactiveUsers,
      headers: request.headers,
      rotate: !request.routeOptions.config?.keepSessionToken,
    });

    /** Remembers a caller whose identification committed and hands the client its rotated token. */
    const settle = (
      request: FastifyRequest,
      reply: FastifyReply,
      identified: Identified,
    ): Caller => {
      request.caller = { user: identified.user, organizationId: identified.organizationId, partner: identified.partner ?? null };
      if (identified.sessionHeaders) reply.headers(identified.sessionHeaders);
      return request.caller;
    };

    const known = (request: FastifyRequest): Caller | null =>
      request.caller ??
      (presentsCredentials(request.headers) ? null : (request.caller = ANONYMOUS));

    async function withContext<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      work: (context: RequestContext) => Promise<T>,
    ): Promise<T> {
      const caller = known(request);
      let identified: Identified | null = null;
      const effects = { jobsQueued: false };
      const result = await database.withTenant(request.tenant.id, async (tx) => {
        identified = caller ? null : await identifyCaller(tx, identifyInput(request));
        const { user, organizationId, partner } = caller ?? identified!;
        return work({
          user,
          organizationId,
          partner: partner ?? null,
          tenant: request.tenant,
          locale: request.locale,
          ip: request.ip,
          tx,
          config,
          tenancy: app.tenancy,
          mayMailOthers: request.mailsOthersCharged,
          action: `${request.method} ${request.routeOptions.url ?? request.url}`,
          effects,
        });
      });
      if (identified) settle(request, reply, identified);
      if (effects.jobsQueued) request.queuedJobs = true;
      return result;
    }

    async function identify(request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
      const caller = known(request);
      if (caller) return caller;
      const identified = await database.withTenant(request.tenant.id, (tx) =>
        identifyCaller(tx, identifyInput(request)),
      );
      return settle(request, reply, identified);
    }

    app.addHook('onRequest', async (request, reply) => {
      request.withContext = (work) => withContext(request, reply, work);
      request.identify = () => identify(request, reply);
    });

    app.decorate('withTenantContext', async function withTenantContext<
      T,
    >(tenantId: string, action: string, work: (context: RequestContext) => Promise<T>): Promise<T> {
      const tenant = await app.tenancy.tenantContext(tenantId);
      const effects = { jobsQueued: false };
      return database.withTenant(tenantId, (tx) =>
        work({
          user: null,
          organizationId: null,
          tenant,
          locale: DEFAULT_LOCALE,
          ip: undefined,
          tx,
          config,
          tenancy: app.tenancy,
          mayMailOthers: true,
          action,
          effects,
        }),
      );
    });
  },
  { name: 'database' },
);
