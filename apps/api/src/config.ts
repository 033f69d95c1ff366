import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { DEV_LANDING_HOST, TENANT_IDS } from '@platform/contracts';

const booleanFlag = v.pipe(
  v.picklist(['true', 'false', '1', '0', 'yes', 'no']),
  v.transform((value) => ['true', '1', 'yes'].includes(value)),
);
const postgresUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://'),
);
const smtpUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://'),
);
/** True for `http(s)://host[:port]` with nothing else: no credentials, path, query or fragment. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return ['http:', 'https:'].includes(url.protocol) && url.href === `${url.origin}/`;
}
// Links in mails and pages are built from these, never from the request's Host.
const origin = v.pipe(
  v.string(),
  v.check(isOrigin, 'must be an http:// or https:// origin without path, e.g. https://www.example.nl'),
  v.transform((value) => new URL(value).origin),
);

/** A host name without port, e.g. www.gelderse-handen.nl (lower-cased). */
const hostName = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i, 'must be a host name without scheme or port, e.g. www.example.nl'),
  v.toLowerCase(),
);
const port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(1),
  v.maxValue(65535),
);
/** An IANA time zone the runtime knows, e.g. Europe/Amsterdam. */
const timeZone = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'must be a time zone such as Europe/Amsterdam'),
);
const positiveCount = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1));

const environmentSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), 'localhost'),
  PORT: v.optional(port, '3000'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'var'),
  UPLOADS_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  DATABASE_URL: v.optional(postgresUrl),
  SMTP_URL: v.optional(smtpUrl),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Vrijwilligersplatform <noreply@vrijwilligersplatform.local>'),
  DEFAULT_TENANT: v.optional(v.picklist(TENANT_IDS), 'public'),
  SECRET_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  SEED_DEMO_DATA: v.optional(booleanFlag),
  SERVE_APPS: v.optional(booleanFlag),
  APPS_DIR: v.optional(v.string(), 'dist/apps'),
  ALLOW_INACTIVE_USERS: v.optional(booleanFlag, 'false'),
  ENABLE_ORGANIZATIONS_MOVING: v.optional(booleanFlag, 'false'),
  PUBLIC_ORIGIN: v.optional(origin),
  PORTAL_ORIGIN: v.optional(origin),
  LANDING_HOST: v.optional(hostName),
  CORS_ORIGINS: v.optional(v.string(), ''),
  TRUST_PROXY: v.optional(booleanFlag, 'false'),
  JOB_WORKER: v.optional(booleanFlag, 'true'),
  RUNTIME_METRICS: v.optional(booleanFlag, 'false'),
  TEST_PAGES: v.optional(booleanFlag),
  AUTH_LIMIT_PER_MINUTE: v.optional(positiveCount),
  MAIL_LIMIT_PER_USER: v.optional(positiveCount),
  MAIL_LIMIT_PER_IP: v.optional(positiveCount),
  MAIL_LIMIT_PER_ADDRESS: v.optional(positiveCount),
  FORM_LIMIT_PER_MINUTE: v.optional(positiveCount),
  UPLOAD_LIMIT_PER_HOUR: v.optional(positiveCount),
  TZ: v.optional(timeZone, 'Europe/Amsterdam'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

/** At most `max` requests per window of `windowMs` milliseconds. */
export type WindowLimit = { max: number; windowMs: number };

/** Limits that protect sign-in, sign-up, password reset and every mail to others; tests may change them. */
export type RateLimits = {
  /** Attempts per IP address per minute on sign-in, sign-up and reset. */
  authPerMinute: number;
  /** Forms sent per IP address per minute (filling in needs no account). */
  formSubmissionsPerMinute: number;
  /** Files uploaded per IP address per hour (anyone signed in may attach files to messages). */
  uploadsPerHour: number;
  /** Failed sign-ins for one e-mail address before it is locked. */
  maxFailedSignIns: number;
  /** How long a lock lasts, in minutes. */
  lockMinutes: number;
  /** Answers of 404 per IP address per minute, so valid URLs cannot be searched for quickly. */
  notFoundPerMinute: number;
  /**
   * Requests that can make the platform mail an address the caller does not
   * own (routes declaring `mailsOthers`), per signed-in user and per IP
   * address. One budget across all such routes, charged per request.
   */
  mailsOthersPerUser: WindowLimit;
  mailsOthersPerIp: WindowLimit;
  /** Mails to one address a route names from its input (a guest's application confirmation). */
  mailsPerAddress: WindowLimit;
  /** Personal data archives (issue 28) per signed-in user: each reads all their data and files. */
  personalDataExportsPerUser: WindowLimit;
  /** Calls per partner API key per minute (issue 31), whatever the route. */
  partnerKeyPerMinute: number;
};

/**
 * Staff can approve a queue of organisations (20 decisions in 10 minutes,
 * 30 from one office address) while a burst of 40 strangers is stopped.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  authPerMinute: 20,
  formSubmissionsPerMinute: 10,
  uploadsPerHour: 120,
  maxFailedSignIns: 5,
  lockMinutes: 15,
  notFoundPerMinute: 300,
  mailsOthersPerUser: { max: 20, windowMs: 10 * 60_000 },
  mailsOthersPerIp: { max: 30, windowMs: 10 * 60_000 },
  mailsPerAddress: { max: 5, windowMs: 60 * 60_000 },
  personalDataExportsPerUser: { max: 5, windowMs: 60 * 60_000 },
  partnerKeyPerMinute: 120,
};

const withMax = (limit: WindowLimit, max: number | undefined): WindowLimit => (max === undefined ? limit : { ...limit, max });

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Where uploaded images are kept, one folder per tenant (UPLOADS_DIR, else `<dataDir>/uploads`). */
  uploadsDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  defaultTenant: (typeof TENANT_IDS)[number];
  secretKey: string;
  seedDemoData: boolean;
  serveApps: boolean;
  appsDir: string;
  allowInactiveUsers: boolean;
  /** Turns organisation moving on for every tenant (it is on for the public tenant regardless). */
  enableOrganizationsMoving: boolean;
  /**
   * Origins of the default centre's public site and portal for links (PUBLIC_ORIGIN,
   * PORTAL_ORIGIN); required in production. Other centres' origins are data (`hosts.origin`).
   */
  publicOrigin?: string;
  portalOrigin?: string;
  /**
   * The Gelderland marketing host (LANDING_HOST): its visitors are sent to the
   * landing page (spec §2). `gelderse-handen.localhost` outside production.
   */
  landingHost?: string;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  /** The centres' time zone (TZ): the apps show dates and times in it, in every visitor's browser. */
  timeZone: string;
  /** Whether the API process runs the job worker (JOB_WORKER, on by default). */
  jobWorker: boolean;
  /** Whether `GET /healthz/runtime` tells memory, event-loop stalls and the search index (RUNTIME_METRICS, for benchmarks). */
  runtimeMetrics: boolean;
  /**
   * Checks every 2xx JSON answer against the shape its route declares for
   * /api/docs and turns a mismatch into a 500 (http/route-schema.ts): on in the
   * API tests (createTestApp), so they prove the documented shapes.
   */
  checkAnswerShapes: boolean;
  /**
   * The developer test pages (/test/* in the portal, for admins) and the API
   * route they need (TEST_PAGES): on outside production, off in production unless switched on.
   */
  testPages: boolean;
  rateLimits: RateLimits;
};

export class ConfigError extends Error {}

/**
 * Reads and validates the configuration from the environment. Throws a
 * ConfigError naming every bad variable, so start-up can exit with a clear message.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(environmentSchema.entries)
      .filter((key) => environment[key] !== undefined && environment[key] !== '')
      .map((key) => [key, environment[key]]),
  );
  const result = v.safeParse(environmentSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = issue.path?.[0]?.key ?? '?';
      return `  ${String(key)}=${JSON.stringify(environment[String(key)])}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.output;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (isProduction && !e.SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  SECRET_KEY is required in production (at least 32 characters).');
  }
  if (isProduction && (!e.PUBLIC_ORIGIN || !e.PORTAL_ORIGIN)) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_ORIGIN and PORTAL_ORIGIN are required in production (e.g. https://www.example.nl), for links in mails and pages.',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    defaultTenant: e.DEFAULT_TENANT,
    secretKey: e.SECRET_KEY ?? localSecretKey(dataDir),
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    serveApps: e.SERVE_APPS ?? !isProduction,
    appsDir: path.resolve(e.APPS_DIR),
    allowInactiveUsers: e.ALLOW_INACTIVE_USERS,
    enableOrganizationsMoving: e.ENABLE_ORGANIZATIONS_MOVING,
    publicOrigin: e.PUBLIC_ORIGIN,
    portalOrigin: e.PORTAL_ORIGIN,
    landingHost: e.LANDING_HOST ?? (isProduction ? undefined : DEV_LANDING_HOST),
    corsOrigins: e.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    jobWorker: e.JOB_WORKER,
    timeZone: e.TZ,
    runtimeMetrics: e.RUNTIME_METRICS,
    checkAnswerShapes: false,
    testPages: e.TEST_PAGES ?? !isProduction,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      authPerMinute: e.AUTH_LIMIT_PER_MINUTE ?? DEFAULT_RATE_LIMITS.authPerMinute,
      formSubmissionsPerMinute: e.FORM_LIMIT_PER_MINUTE ?? DEFAULT_RATE_LIMITS.formSubmissionsPerMinute,
      uploadsPerHour: e.UPLOAD_LIMIT_PER_HOUR ?? DEFAULT_RATE_LIMITS.uploadsPerHour,
      mailsOthersPerUser: withMax(DEFAULT_RATE_LIMITS.mailsOthersPerUser, e.MAIL_LIMIT_PER_USER),
      mailsOthersPerIp: withMax(DEFAULT_RATE_LIMITS.mailsOthersPerIp, e.MAIL_LIMIT_PER_IP),
      mailsPerAddress: withMax(DEFAULT_RATE_LIMITS.mailsPerAddress, e.MAIL_LIMIT_PER_ADDRESS),
    },
  };
}

// Outside production a random key is made once and kept with the data, so
// tokens survive restarts without anyone choosing a secret.
function localSecretKey(dataDir: string): string {
  const file = path.join(dataDir, 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
