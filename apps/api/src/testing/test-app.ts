import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { simpleParser } from 'mailparser';
import { buildApp } from '../app';
import { loadConfig, type Config, type RateLimits } from '../config';
import type { Database } from '../platform/db/database';
import { DEMO_PASSWORD } from '../seed/demo-seed';
import { openSeededTestDatabase } from './prepared-seed';

export { DEMO_PASSWORD };

export type Credentials = { 'access-token': string; client: string; uid: string; 'token-type': string };

export type TestRequest = {
  method?: InjectOptions['method'];
  url: string;
  /** Host name the request arrives on (decides tenant, centre and app); `localhost` by default. */
  host?: string;
  headers?: Record<string, string>;
  credentials?: Credentials;
  /** A JSON body, sent as application/vnd.api+json unless a content-type header says otherwise. */
  body?: unknown;
  /** A raw body, sent as is (a Buffer for binary bodies such as uploads). */
  payload?: string | Buffer;
  /** The app that answers: this test app's own unless a test built a second one on its database. */
  app?: FastifyInstance;
};

// Tests read answers loosely (response.json().errors[0]…), hence `any` for JSON bodies.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = LightMyRequestResponse & { body: string; json<T = any>(): T };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** The URL of the test's own PostgreSQL database (unset on PGlite), for a second connection or app. */
  databaseUrl?: string;
  config: Config;
  request(options: TestRequest): Promise<TestResponse>;
  /** The credentials as a client holds them now, with the session's latest token: for requests made outside `request` (a stream over HTTP). */
  latest(credentials: Credentials): Credentials;
  /** Signs a demo account in and returns its credentials. */
  signIn(email: string, options?: { host?: string; password?: string }): Promise<Credentials>;
  /** Runs every due job (queued mails among them) as the worker would; returns how many ran. */
  drainJobs(): Promise<number>;
  /**
   * The mails sent so far (after running the queued jobs), oldest first, parsed:
   * the plain-text part, the HTML part ('' when none), `headers` by lower-case
   * name, as written (e.g. `list-unsubscribe`).
   */
  mails(): Promise<{ to: string; subject: string; text: string; html: string; headers: Record<string, string> }[]>;
  close(): Promise<void>;
};

/**
 * Boots the real app on a fresh database seeded with the demo data: an
 * in-memory PGlite, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL, copied from the run's prepared seed (prepared-seed.ts). Mail is written as .eml files to a temporary folder by
 * the queued jobs, which tests run with drainJobs (mails() does so first).
 * Sessions rotate as for a real client (withRotatingSessions) unless
 * `rotateSessions: false`, for tests that examine token rotation itself.
 */
export async function createTestApp(
  {
    rateLimits,
    rotateSessions = true,
    ...overrides
  }: Omit<Partial<Config>, 'rateLimits'> & { rateLimits?: Partial<RateLimits>; rotateSessions?: boolean } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_APPS: 'false', SECRET_KEY: randomBytes(32).toString('hex') });
  const { database, databaseUrl, drop } = await openSeededTestDatabase(overrides.uploadsDir ?? base.uploadsDir);
  // Request limits are out of the way unless a test sets the one it checks.
  const generous = { max: 10_000, windowMs: 60_000 };
  const config: Config = {
    ...base,
    checkAnswerShapes: true,
    ...overrides,
    rateLimits: {
      ...base.rateLimits,
      authPerMinute: 10_000,
      formSubmissionsPerMinute: 10_000,
      uploadsPerHour: 10_000,
      mailsOthersPerUser: generous,
      mailsOthersPerIp: generous,
      mailsPerAddress: generous,
      ...rateLimits,
    },
  };
  const app = await buildApp({ config, database });
  await app.ready();

  const request: TestApp['request'] = async ({ method = 'GET', url, host = 'localhost', headers = {}, credentials, body, payload, app: answering = app }) => {
    const allHeaders: Record<string, string> = { host, ...(credentials ?? {}), ...headers };
    if (body !== undefined && !Object.keys(allHeaders).some((h) => h.toLowerCase() === 'content-type')) {
      allHeaders['content-type'] = 'application/vnd.api+json';
    }
    const response = await answering.inject({
      method,
      url,
      headers: allHeaders,
      payload: payload ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    return response as TestResponse;
  };

  const drainJobs = async () => {
    let ran = 0;
    while (await app.jobs.runOnce()) ran += 1;
    return ran;
  };

  const testApp: TestApp = {
    app,
    database,
    databaseUrl,
    config,
    request,
    latest: (credentials) => credentials,
    async signIn(email, options = {}) {
      const response = await request({
        method: 'POST',
        url: '/auth/sign_in',
        host: options.host,
        headers: { 'content-type': 'application/json' },
        body: { email, password: options.password ?? DEMO_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      return {
        'access-token': String(response.headers['access-token']),
        client: String(response.headers.client),
        uid: String(response.headers.uid),
        'token-type': 'Bearer',
      };
    },
    drainJobs,
    async mails() {
      await drainJobs();
      const folder = path.join(dataDir, 'mail');
      const files = (await readdir(folder).catch(() => [] as string[])).sort();
      return Promise.all(
        files.map(async (file) => {
          const mail = await simpleParser(await readFile(path.join(folder, file)));
          const headers = Object.fromEntries(
            mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
          );
          return {
            to: mail.to ? [mail.to].flat().map((a) => a.text).join(', ') : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers,
          };
        }),
      );
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return rotateSessions ? withRotatingSessions(testApp) : testApp;
}

/**
 * The test app with a real client's habit: when an answer rotates a session's
 * access token (devise_token_auth), the credentials it was sent with carry the
 * new one from then on. Without it a test that keeps credentials in a variable
 * fails once the 5-second batch window has passed, as on a busy machine.
 * Tracked per credentials object, so a test that builds its own (a stale token
 * on purpose, e.g. `{ ...credentials }`) is left alone.
 */
function withRotatingSessions(testApp: TestApp): TestApp {
  const tokens = new WeakMap<Credentials, string>();
  const latest = (credentials: Credentials): Credentials => {
    const token = tokens.get(credentials);
    return token ? { ...credentials, 'access-token': token } : credentials;
  };
  return {
    ...testApp,
    latest,
    async request(options) {
      const { credentials } = options;
      const response = await testApp.request({ ...options, credentials: credentials && latest(credentials) });
      const rotated = String(response.headers['access-token'] ?? '').trim();
      if (credentials && rotated && response.headers.client === credentials.client) tokens.set(credentials, rotated);
      return response;
    },
  };
}
