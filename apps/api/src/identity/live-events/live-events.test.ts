import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase } from '../../platform/db/database';
import { authTokens } from '../../schema';
import { organizationRow, userRowByEmail, vacancyRow } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { send, started } from '../../areas/conversations/conversations.fixtures';
import { LiveEventHub, LiveStreamLimitError, parseLiveEvent, type LiveSubscriber } from './live-events.hub';
import type { CheckedSubscriber } from './live-events.plugin';

// GET /api/v1/events: a real HTTP stream against a listening app, events
// published by requests through the database's LISTEN/NOTIFY, and the
// process's hub on its own (docs/decisions.md, "Conversations").

let t: TestApp;
let baseUrl: string;
let organisatie: Credentials;
let vrijwilliger: Credentials;
let centrum: Credentials;
let chauffeur: string;

/** An open stream: the events received so far, and a way to wait for the next of a type. */
type Stream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The JSON body of a refusal. */
  body(): { errors: Record<string, unknown>[] };
  events: EventSourceMessage[];
  next(type: string, predicate?: (data: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/**
 * Opens the stream with node:http, as a browser's fetch would (Node's own
 * fetch keeps a spare connection open after an abort, which holds up the
 * server's close in tests), with the session's latest token as a client would:
 * an earlier one is refused once its batch window has passed.
 */
async function openStream(origin: string, credentials?: Credentials, headers: Record<string, string> = {}): Promise<Stream> {
  const request = http.get(`${origin}/api/v1/events`, {
    headers: { accept: 'text/event-stream', ...(credentials ? t.latest(credentials) : {}), ...headers },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  const events: EventSourceMessage[] = [];
  const waiting: { type: string; predicate: (data: Record<string, unknown>) => boolean; resolve: (data: Record<string, unknown>) => void }[] = [];
  const parser = createParser({
    onEvent(event) {
      events.push(event);
      const data = JSON.parse(event.data) as Record<string, unknown>;
      for (const waiter of [...waiting]) {
        if (waiter.type === (event.event ?? 'message') && waiter.predicate(data)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(data);
        }
      }
    },
  });
  let body = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    if (response.statusCode === 200) parser.feed(chunk);
    else body += chunk;
  });
  const ended = new Promise<void>((resolve) => {
    response.on('end', resolve);
    response.on('close', resolve);
  });
  await (response.statusCode === 200 ? Promise.resolve() : ended);
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    body: () => JSON.parse(body),
    events,
    ended,
    next(type, predicate = () => true) {
      const seen = events.find((event) => (event.event ?? 'message') === type && predicate(JSON.parse(event.data)));
      if (seen) return Promise.resolve(JSON.parse(seen.data));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event within 10 s`)), 10_000);
        waiting.push({ type, predicate, resolve: (data) => (clearTimeout(timer), resolve(data)) });
      });
    },
    close: () => request.destroy(),
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5000) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

beforeAll(async () => {
  // No worker: jobs run when a test says so.
  t = await createTestApp({ jobWorker: false });
  baseUrl = await listen(t.app);
  [organisatie, vrijwilliger, centrum] = await Promise.all([
    t.signIn('organisatie@public.example'),
    t.signIn('vrijwilliger@public.example'),
    t.signIn('centrum@public.example'),
  ]);
  const voedselbank = await organizationRow(t, 'public', 'Voedselbank Zwolle');
  chauffeur = (await vacancyRow(t, voedselbank.id, 'Chauffeur voor het ophalen van voedsel')).id;
}, 90_000);

afterAll(() => t.close());

describe('the stream', () => {
  it('needs a session: without one it is a JSON:API 401', async () => {
    const response = await openStream(baseUrl);
    expect(response.status).toBe(401);
    expect(response.body().errors[0]!.code).toBe('UNAUTHENTICATED');
  });

  it("refuses a session on another tenant's or another centre's site (401)", async () => {
    const credentials = await t.signIn('vrijwilliger@public.example');
    for (const host of ['roermond.localhost', 'apeldoorn.localhost']) {
      const response = await openStream(baseUrl, credentials, { host });
      expect([host, response.status, response.body().errors[0]!.code]).toEqual([host, 401, 'UNAUTHENTICATED']);
    }
  });

  it('opens without rotating the token, says it is ready, and carries the security headers', async () => {
    const credentials = await t.signIn('vrijwilliger@public.example');
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.client, credentials.client));
    const stream = await openStream(baseUrl, credentials);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
      expect(stream.headers['x-content-type-options']).toBe('nosniff');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(await stream.next('ready')).toEqual({ heartbeat_ms: 25_000 });
      const [after] = await t.database.db.select().from(authTokens).where(eq(authTokens.client, credentials.client));
      expect(after!.tokenDigest).toBe(row!.tokenDigest);
      expect(String(stream.headers['access-token'] ?? ' ').trim()).toBe('');
    } finally {
      stream.close();
    }
  });

  it("tells each participant's streams of a new message, and nobody else's", async () => {
    const [volunteerStream, organizationStream, staffStream] = await Promise.all([
      openStream(baseUrl, vrijwilliger),
      openStream(baseUrl, organisatie),
      openStream(baseUrl, centrum),
    ]);
    try {
      await Promise.all([volunteerStream.next('ready'), organizationStream.next('ready'), staffStream.next('ready')]);
      const id = await started(t, vrijwilliger, { subject: 'Rijden', body: 'Mag ik een keer meerijden?', recipient_type: 'organization', vacancy_id: chauffeur });
      expect(await organizationStream.next('conversation', (data) => data.id === id)).toEqual({ id });
      expect(await volunteerStream.next('conversation', (data) => data.id === id)).toEqual({ id });
      // The organisation's bell: a new_message notification.
      await organizationStream.next('notifications');

      // The centre's staff take part in another conversation; the first never reached them.
      const other = await started(t, centrum, { subject: 'Welkom', body: 'Hallo!', recipient_type: 'user', recipient_id: (await userRowByEmail(t, 'public', 'vrijwilliger@public.example')).id });
      expect(await staffStream.next('conversation', (data) => data.id === other)).toEqual({ id: other });
      expect(staffStream.events.filter((event) => event.event === 'conversation').map((event) => JSON.parse(event.data).id)).toEqual([other]);
      expect(organizationStream.events.some((event) => event.data.includes(other))).toBe(false);

      // A reply reaches the starter live.
      expect((await send(t, organisatie, id, { body: 'Zeker, vrijdag om negen uur.' })).statusCode).toBe(201);
      await volunteerStream.next('conversation', (data) => data.id === id && volunteerStream.events.filter((e) => e.data.includes(id)).length >= 2);
    } finally {
      for (const stream of [volunteerStream, organizationStream, staffStream]) stream.close();
    }
  });

  it('lets a user hold five streams and refuses a sixth with 429, until one closes', async () => {
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(baseUrl, centrum)));
    try {
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
      const refused = await openStream(baseUrl, centrum, { 'accept-language': 'en' });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.body().errors[0]).toMatchObject({ code: 'TOO_MANY_STREAMS', detail: expect.stringContaining('too many windows') });
      streams[0]!.close();
      await until(() => t.app.liveEvents.list().filter((subscriber) => subscriber.client === centrum.client).length === 4);
      const again = await openStream(baseUrl, centrum);
      expect(again.status).toBe(200);
      again.close();
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('ends at the next session check once the session is signed out', async () => {
    const credentials = await t.signIn('organisatie@public.example');
    const stream = await openStream(baseUrl, credentials);
    await stream.next('ready');
    const subscriber = () => t.app.liveEvents.list().find((candidate) => candidate.client === credentials.client) as CheckedSubscriber | undefined;
    await subscriber()!.check();
    expect(subscriber()).toBeDefined();
    expect((await t.request({ method: 'DELETE', url: '/auth/sign_out', credentials })).statusCode).toBe(200);
    await subscriber()!.check();
    await stream.ended;
    expect(subscriber()).toBeUndefined();
  });
});

describe('two API processes on one database', () => {
  it("delivers a message written through one process to a stream held by the other", async () => {
    // On PostgreSQL a second app with its own pool and its own LISTEN connection; on PGlite, which one process owns, the same handle.
    const database = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : t.database;
    const second = await buildApp({ config: t.config, database });
    try {
      const secondUrl = await listen(second);
      const stream = await openStream(secondUrl, organisatie);
      try {
        await stream.next('ready');
        const id = await started(t, vrijwilliger, { subject: 'Via de andere', body: 'Komt dit aan?', recipient_type: 'organization', vacancy_id: chauffeur });
        expect(await stream.next('conversation', (data) => data.id === id)).toEqual({ id });
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  });
});

// Only a server can drop the LISTEN connection; PGlite listens in-process.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('a lost LISTEN connection (PostgreSQL)', () => {
  it('is opened again, and open streams are told to read everything again', async () => {
    const stream = await openStream(baseUrl, organisatie);
    try {
      await stream.next('ready');
      const terminated = (await t.database.db.execute(
        sql`select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
      )) as unknown as { rows: unknown[] };
      expect(terminated.rows.length).toBe(1);
      await stream.next('resync');
      const id = await started(t, vrijwilliger, { subject: 'Na de storing', body: 'Nog steeds live?', recipient_type: 'organization', vacancy_id: chauffeur });
      expect(await stream.next('conversation', (data) => data.id === id)).toEqual({ id });
    } finally {
      stream.close();
    }
  });
});

describe('the hub of one process', () => {
  const subscriber = (overrides: Partial<LiveSubscriber> = {}): LiveSubscriber & { sent: [string, unknown][] } => {
    const sent: [string, unknown][] = [];
    return {
      tenantId: 'public',
      userId: 'u1',
      client: 'c1',
      organizationIds: [],
      staffCenterId: null,
      send: (type, data) => void sent.push([type, data]),
      ping: () => undefined,
      end: () => undefined,
      sent,
      ...overrides,
    };
  };

  it('hands an event to the streams of its tenant it is for: by user, organisation or centre', () => {
    const hub = new LiveEventHub({ perUser: 5, perProcess: 10 });
    const person = subscriber();
    const member = subscriber({ userId: 'u2', organizationIds: ['o1'] });
    const staff = subscriber({ userId: 'u3', staffCenterId: 'c1' });
    const otherTenant = subscriber({ tenantId: 'roermond', userId: 'u1', organizationIds: ['o1'], staffCenterId: 'c1' });
    for (const s of [person, member, staff, otherTenant]) hub.add(s);
    expect(hub.dispatch({ tenantId: 'public', type: 'conversation', id: 'x', to: { users: ['u1'], organizations: ['o1'], centers: ['c1'] } })).toBe(3);
    expect(otherTenant.sent).toEqual([]);
    expect(person.sent).toEqual([['conversation', { id: 'x' }]]);
    expect(hub.dispatch({ tenantId: 'public', type: 'notifications', to: { users: ['u9'] } })).toBe(0);
  });

  it('refuses past its limits per user and per process', () => {
    const hub = new LiveEventHub({ perUser: 2, perProcess: 3 });
    hub.add(subscriber());
    hub.add(subscriber());
    expect(() => hub.add(subscriber())).toThrow(new LiveStreamLimitError('user'));
    hub.add(subscriber({ userId: 'u2' }));
    expect(() => hub.add(subscriber({ userId: 'u3' }))).toThrow(new LiveStreamLimitError('process'));
  });

  it('drops payloads that are not its events', () => {
    expect(parseLiveEvent('nonsense')).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ tenantId: 'public', type: 'shutdown', to: {} }))).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ tenantId: 'public', type: 'notifications', to: { users: ['u1', 3] } }))).toEqual({
      tenantId: 'public',
      type: 'notifications',
      to: { users: ['u1'], organizations: [], centers: [] },
    });
  });
});
