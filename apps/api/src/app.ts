import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import type { Database } from './platform/db/database';
import { databasePlugin } from './platform/http/database.plugin';
import { UsageCounter } from './platform/usage-counts/usage-counter';
import { callerIdentification } from './identity/auth/caller';
import { sendConfirmation } from './identity/auth/auth.accounts';
import { currentSessionUser } from './identity/auth/auth.service';
import { ApiError } from './platform/http/errors';
import { jsonApiPlugin, notFoundError } from './platform/http/json-api.plugin';
import { securityHeadersPlugin } from './platform/http/security-headers.plugin';
import { JOB_HANDLERS, RECURRING_JOBS } from './job-handlers';
import { UPLOAD_USAGE_READERS } from './upload-usage';
import { JobWorker } from './platform/jobs/job-worker';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { tenancyPlugin } from './identity/tenancy/tenancy.plugin';
import { tenancyRoutes } from './identity/tenancy/tenancy.routes';
import { centerProfilesRoutes } from './areas/center-profiles/center-profiles.routes';
import { accountRoutes, authRoutes } from './identity/auth/auth.routes';
import { userManagementRoutes } from './areas/user-management/user-management.routes';
import { organizationsRoutes } from './identity/organizations/organizations.routes';
import { giveOrganizationVacancies } from './identity/organizations/organizations.vacancies';
import { ORGANIZATION_VACANCIES } from './organization-vacancies';
import { socialMapRoutes } from './areas/social-map/social-map.routes';
import { vacancySearchPlugin } from './areas/vacancies/search/vacancy-search.plugin';
import { vacanciesRoutes } from './areas/vacancies/vacancies.routes';
import { volunteerPoolPlugin } from './areas/volunteer-pool/volunteer-pool.plugin';
import { volunteerPoolProfilesRoutes } from './areas/volunteer-pool/volunteer-pool.profiles.routes';
import { applicationsRoutes } from './areas/applications/applications.routes';
import { activitiesRoutes } from './areas/activities/activities.routes';
import { analyticsRoutes } from './areas/analytics/analytics.routes';
import { menusRoutes } from './areas/menus/menus.routes';
import { pagesRoutes } from './areas/pages/pages.routes';
import { stockImagesRoutes } from './areas/stock-images/stock-images.routes';
import { formsRoutes } from './areas/forms/forms.routes';
import { internalNotesRoutes } from './areas/internal-notes/internal-notes.routes';
import { auditRoutes } from './identity/audit/audit.routes';
import { partnerKeysPlugin } from './identity/partner-keys/partner-keys.plugin';
import { partnerKeysRoutes } from './identity/partner-keys/partner-keys.routes';
import { dataViewerRoutes } from './areas/data-viewer/data-viewer.routes';
import { notificationsRoutes } from './identity/notifications/notifications.routes';
import { digestsRoutes } from './areas/digests/digests.routes';
import { responsivenessRoutes } from './areas/responsiveness/responsiveness.routes';
import { notificationTemplatesRoutes } from './identity/notification-templates/notification-templates.routes';
import { conversationsRoutes } from './areas/conversations/conversations.routes';
import { volunteerProfileRepliesRoutes } from './areas/volunteer-pool/volunteer-pool.replies.routes';
import { volunteerPoolBlocksRoutes } from './areas/volunteer-pool/volunteer-pool.blocks.routes';
import { oneToOneRoutes } from './areas/one-to-one/one-to-one.routes';
import { personalDataRoutes } from './areas/personal-data/personal-data.routes';
import { testPagesRoutes } from './areas/test-pages/test-pages.routes';
import { liveEventsPlugin } from './identity/live-events/live-events.plugin';
import { liveEventsRoutes } from './identity/live-events/live-events.routes';
import { healthRoutes } from './platform/health/health.routes';
import { uploadFilesRoutes, uploadsRoutes } from './areas/uploads/uploads.routes';
import { UploadStorage } from './areas/uploads/uploads.storage';
import { staticAppsPlugin } from './areas/static-apps/static-apps.plugin';
import { sharedRateLimitStore } from './platform/rate-limits/rate-limit.store';
import { mailLimitsPlugin } from './platform/rate-limits/mail-limits.plugin';
import { routeSchemasPlugin } from './platform/http/route-schema';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    /** The job worker: runs queued mails and recurring jobs (started on listen unless JOB_WORKER=false). */
    jobs: JobWorker;
    /** Counts searches and vacancy views in memory and writes them in batches (usage-counts). */
    usageCounter: UsageCounter;
  }
}

export type AppDependencies = {
  config: Config;
  database: Database;
  /** Replaces the mail transport chosen from the configuration. */
  mailer?: Mailer;
};

export async function buildApp({ config, database, mailer }: AppDependencies): Promise<FastifyInstance> {
  giveOrganizationVacancies(ORGANIZATION_VACANCIES);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers["access-token"]', 'req.headers.authorization', 'req.headers.client'],
          },
    // Our onResponse hook writes the one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    genReqId: () => randomUUID(),
  });

  app.decorate('config', config);
  await app.register(databasePlugin, { config, database, identification: callerIdentification });
  app.decorate('usageCounter', new UsageCounter(database));
  // Before the database closes (main.ts closes it after the app): what was counted is written.
  app.addHook('onClose', async () => app.usageCounter.close());
  app.decorate(
    'mailer',
    mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: path.join(config.dataDir, 'mail'), log: app.log }),
  );
  app.decorate(
    'jobs',
    new JobWorker(database, {
      handlers: JOB_HANDLERS,
      recurring: RECURRING_JOBS,
      mailer: app.mailer,
      uploads: new UploadStorage(config.uploadsDir),
      inTenant: (tenantId, action, work) => app.withTenantContext(tenantId, action, work),
      log: app.log.child({ module: 'jobs' }),
    }),
  );
  if (config.jobWorker) {
    // Closing the app (shutdown) stops polling and waits for the job in hand.
    app.addHook('onListen', async () => app.jobs.start());
    app.addHook('onClose', async () => app.jobs.stop());
  }

  // One line per request with what an operator needs, never a token or password.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        tenant: request.tenant?.id,
        userId: request.caller?.user?.id,
      },
      'request',
    );
    // The request's transaction has committed by now, so the worker finds what it queued.
    if (request.queuedJobs) app.jobs.wake();
  });

  await registerHttpPlatform(app, config, database);
  await registerModules(app, config, database);

  // An attacker could search for valid URLs if 404 answers were not rate limited.
  const notFoundLimit = app.rateLimit({
    max: config.rateLimits.notFoundPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `not-found:${request.tenant?.id ?? '-'}:${request.ip}`,
  });
  app.setNotFoundHandler({ preHandler: notFoundLimit }, async (request) => {
    throw notFoundError(request);
  });

  return app;
}

/**
 * What every answer goes through, before any route: security headers, JSON:API documents, route
 * shapes, compression, CORS, rate limits (the shared store and the mail budgets) and the API docs.
 */
async function registerHttpPlatform(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  // First, so that every answer carries the headers, errors of later hooks included.
  await app.register(securityHeadersPlugin);
  await app.register(jsonApiPlugin);
  await app.register(routeSchemasPlugin, { checkAnswers: config.checkAnswerShapes });
  // Before any route (it hooks each route as it is added): HTML pages and API answers are
  // compressed per request, the apps' hashed files come precompressed from the build
  // (static-apps). Only br and gzip, as the build makes, so a newer Node does not switch to
  // zstd; brotli at the plugin's quality 4, cheap enough per request. Answers under 1 kB fit
  // a packet anyway. Request bodies are taken as sent: nothing the apps send is compressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      // Every method the apps use; @fastify/cors allows only GET, HEAD and POST unless told.
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // content-disposition names a download (a form's CSV export).
      exposedHeaders: ['access-token', 'token-type', 'client', 'expiry', 'uid', 'authorization', 'content-disposition'],
      allowedHeaders: [
        'content-type', 'accept', 'accept-language', 'access-token', 'token-type', 'client', 'uid', 'expiry',
        'x-tenant', 'app-context', 'volunteer-center-id', 'current-organization-id',
      ],
    });
  }
  // Counters live in the database, so every API process enforces the same limits.
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(database.db),
    keyGenerator: (request) => `${request.tenant?.id ?? '-'}:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new ApiError('RATE_LIMITED', {
        params: { seconds: Math.ceil(context.ttl / 1000) },
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
  await app.register(mailLimitsPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vrijwilligersplatform API',
        version: '1',
        description:
          'JSON:API 1.1 documents (application/vnd.api+json, snake_case members). Authentication follows the devise_token_auth protocol: send access-token, client and uid; every answer may carry rotated ones. Partners send a centre’s API key instead, as `Authorization: Bearer vcpk_…`, to the calls its scopes allow (docs/api.md, "Partner guide").',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
          client: { type: 'apiKey', in: 'header', name: 'client' },
          uid: { type: 'apiKey', in: 'header', name: 'uid' },
          partnerKey: { type: 'http', scheme: 'bearer', description: 'A partner API key (vcpk_…) made by the centre’s staff' },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI loads only its own files; it sets inline styles (which cannot run code). Unlike the
    // plugin's default policy: no framing, and no upgrading requests, which breaks http://localhost.
    staticCSP: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  });
}

/**
 * The modules: their plugins (tenancy, vacancy search, live events), their routes under /auth and
 * /api/v1, the uploaded files, and the built apps when this process serves them (SERVE_APPS).
 */
async function registerModules(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  await app.register(healthRoutes);
  await app.register(tenancyPlugin, { config, database });
  // After tenancy (a key is its centre's), before every route (it holds keys to their scopes).
  await app.register(partnerKeysPlugin);
  await app.register(vacancySearchPlugin, { database });
  await app.register(volunteerPoolPlugin, { database });
  await app.register(liveEventsPlugin, { database });

  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(
    async (api) => {
      await api.register(tenancyRoutes);
      await api.register(centerProfilesRoutes);
      await api.register(accountRoutes);
      await api.register(userManagementRoutes);
      await api.register(organizationsRoutes, { sendConfirmation });
      await api.register(socialMapRoutes);
      await api.register(vacanciesRoutes);
      await api.register(applicationsRoutes);
      await api.register(responsivenessRoutes);
      await api.register(activitiesRoutes);
      await api.register(analyticsRoutes);
      await api.register(menusRoutes);
      await api.register(pagesRoutes);
      await api.register(formsRoutes);
      await api.register(stockImagesRoutes);
      await api.register(uploadsRoutes, { usageReaders: UPLOAD_USAGE_READERS });
      await api.register(internalNotesRoutes);
      await api.register(auditRoutes);
      await api.register(partnerKeysRoutes);
      await api.register(dataViewerRoutes);
      await api.register(notificationsRoutes);
      await api.register(digestsRoutes);
      await api.register(notificationTemplatesRoutes);
      await api.register(conversationsRoutes);
      await api.register(volunteerPoolProfilesRoutes);
      await api.register(volunteerProfileRepliesRoutes);
      await api.register(volunteerPoolBlocksRoutes);
      await api.register(oneToOneRoutes);
      await api.register(personalDataRoutes);
      await api.register(liveEventsRoutes, { currentSessionUser });
      // Switched off (production by default), the test pages' route does not exist at all.
      if (config.testPages) await api.register(testPagesRoutes);
    },
    { prefix: '/api/v1' },
  );

  await app.register(uploadFilesRoutes);

  if (config.serveApps) {
    await app.register(staticAppsPlugin, { appsDir: config.appsDir, landingHost: config.landingHost });
  }
}
