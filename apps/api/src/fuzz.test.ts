import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import type { RegisteredRoute } from './platform/http/json-api.plugin';
import { userRowByEmail } from './testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from './testing/test-app';

// No 5xx, as a test that cannot go stale: every route in Fastify's route table
// (a new one is covered without editing this file) gets hostile path
// parameters, queries, headers and bodies, as a guest and as each role, and
// any answer of 500 or more fails, as does a request that hangs. Cases are
// drawn by a seeded generator, so a failure replays; FUZZ_SEED picks another.
// Rate limits are raised and every request comes from its own address, so the
// cases reach the handlers instead of a 429.

const SEED = Number(process.env.FUZZ_SEED ?? 26);
/** How long one answer may take before the request counts as hanging. */
const ANSWER_MS = 15_000;
/** Why the test pages' server error answers 500 (areas/test-pages): the only 5xx allowed, and only to an admin there. */
const DELIBERATE_SERVER_ERROR = 'deliberate_server_error';
/** Routes that answer with an endless stream; a valid session there is a stream that never ends, by design. */
const STREAMING = new Set(['GET /api/v1/events']);

type Actor = 'guest' | 'admin' | 'center_superuser' | 'organization_superuser' | 'content_manager' | 'volunteer';
const SIGNED_IN: Record<Exclude<Actor, 'guest'>, string> = {
  admin: 'admin@public.example',
  center_superuser: 'centrum@public.example',
  organization_superuser: 'organisatie@public.example',
  content_manager: 'redacteur@public.example',
  volunteer: 'vrijwilliger@public.example',
};
const ACTORS: Actor[] = ['guest', ...(Object.keys(SIGNED_IN) as Actor[])];

/** mulberry32: small, seeded, good enough to pick cases. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, count);
    },
  };
}

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const base64 = (text: string) => Buffer.from(text).toString('base64');

const PATH_VALUES = [
  randomUUID(),
  'not-a-uuid',
  "1' or '1'='1",
  'x'.repeat(3000),
  encodeURIComponent('ünïcødé-😀-\u202e'),
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '__proto__',
  '1e309',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
];

const QUERIES = [
  `include=${'a,'.repeat(2000)}`,
  'filter[__proto__]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'page[size]=-1&page[number]=1e9',
  'page[number]=99999999999999999999',
  'sort=-%00',
  'include=roles&include=roles',
  `filter[q]=${encodeURIComponent('😀'.repeat(500))}`,
  'a[b][c][d][e]=1',
  Array.from({ length: 300 }, (_, i) => `p${i}=1`).join('&'),
  `fields[users]=${'x'.repeat(5000)}`,
  'filter[starts_at_gte]=not-a-date&filter[latitude]=1e400',
  'token=%FF%FE',
  `q=${encodeURIComponent("'; drop table users; --")}`,
];

const HEADERS: Record<string, string>[] = [
  { 'x-tenant': 'does-not-exist' },
  { 'x-tenant': '../../' },
  { 'volunteer-center-id': 'junk' },
  { 'volunteer-center-id': randomUUID() },
  { 'current-organization-id': 'junk' },
  { 'current-organization-id': randomUUID() },
  { 'access-token': 'junk', client: 'junk', uid: 'admin@public.example' },
  { 'access-token': 'x'.repeat(5000), client: '', uid: '' },
  { authorization: `Bearer ${base64('null')}` },
  { authorization: `Bearer ${base64('[]')}` },
  { authorization: `Bearer ${base64('{"access-token":1,"client":{},"uid":[]}')}` },
  { authorization: 'Bearer %%%not base64' },
  { authorization: 'Basic eA==' },
  { 'accept-language': '*;q=x,'.repeat(200) },
  { accept: 'application/vnd.api+json; foo=bar' },
  { 'app-context': 'junk\u00ff' },
  { 'x-forwarded-for': 'junk, ::1, 999.1.1.1' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
];

/** Bodies of wrong shapes; `type` is the route's resource type when it has one. */
function bodies(type: string, attributeNames: string[], random: ReturnType<typeof generator>): { contentType: string; payload: string }[] {
  const json = (value: unknown) => ({ contentType: 'application/vnd.api+json', payload: JSON.stringify(value) });
  const raw = (payload: string, contentType = 'application/vnd.api+json') => ({ contentType, payload });
  const hostileValues: unknown[] = [
    null,
    [],
    {},
    [[[]]],
    { a: { b: { c: 1 } } },
    true,
    -1,
    1e308,
    'x'.repeat(100_000),
    '\u0000',
    'ünï😀\u202e',
    '<script>alert(1)</script>',
    '{{ "x" | append: "y" }}',
    "' or 1=1 --",
    '2026-02-30T25:61:00Z',
    'https://' + 'a'.repeat(3000),
  ];
  const names = attributeNames.length > 0 ? attributeNames : ['name', 'title', 'email', 'status', 'body', 'role'];
  const hostileAttributes = () =>
    Object.fromEntries(random.sample(names, Math.min(4, names.length)).map((name) => [name, random.pick(hostileValues)]));
  return [
    raw(`{"data":{"type":${JSON.stringify(type)},"attributes":{"blocks":${deepObject(3000)},"theme_config":${deepObject(3000)}}}}`),
    raw(`{"data":{"type":${JSON.stringify(type)},"attributes":{"\\u005f_proto__":{"polluted":true}}}}`),
    raw('{"constructor":{"prototype":{"polluted":true}}}'),
    json({ data: { type, attributes: null } }),
    raw('[]'),
    raw('"x"'),
    raw('null'),
    raw('1'),
    raw('{}'),
    raw('not json'),
    raw('{"data":{"type":'),
    raw(deepArray(3000)),
    raw('{"__proto__":{"polluted":true}}'),
    json({ data: null }),
    json({ data: [] }),
    json({ data: {} }),
    json({ data: { type: 'wrong_type', attributes: {} } }),
    json({ data: { type, attributes: [] } }),
    json({ data: { type, attributes: 'x' } }),
    json({ data: { type, id: { $ne: 1 }, attributes: {} } }),
    json({ data: { type, id: randomUUID(), attributes: {} } }),
    json({ data: { type, attributes: hostileAttributes() } }),
    json({ data: { type, attributes: hostileAttributes() } }),
    json({ data: { type, attributes: hostileAttributes() } }),
    json({ user: hostileAttributes() }),
    json({ user: 'x' }),
    json(hostileAttributes()),
    json({ email: [], password: {}, password_confirmation: null, reset_password_token: 1, confirmation_token: ['x'] }),
    json({ data: { type, attributes: { [`k${'x'.repeat(5000)}`]: 1 } } }),
    raw('{"data":1}', 'application/json; charset=utf-16'),
    raw('data=1', 'text/plain'),
    raw('--zz\r\nContent-Disposition: form-data; name="file"; filename="../../x.svg"\r\n\r\n<svg/>\r\n--zz--', 'multipart/form-data; boundary=zz'),
    raw('garbage', 'multipart/form-data; boundary=zz'),
    raw('garbage', 'multipart/form-data'),
  ];
}

/** The JSON answer, or {} for any other (an HTML page, a file). */
function answerOf(response: { body: string }): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(response.body);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type Case = { actor: Actor; method: string; url: string; headers?: Record<string, string>; body?: { contentType: string; payload: string } };

let t: TestApp;
const sessions = new Map<Actor, Credentials>();
const sessionUserIds = new Set<string>();
let address = 0;

async function signIn(actor: Actor) {
  if (actor === 'guest') return;
  sessions.set(actor, await t.signIn(SIGNED_IN[actor]));
}

async function send(one: Case): Promise<{ status: number; reason?: unknown } | 'hung'> {
  const credentials = sessions.get(one.actor);
  const headers: Record<string, string> = { host: 'localhost', 'accept-language': 'en', ...(credentials ?? {}), ...one.headers };
  if (one.body) headers['content-type'] = one.body.contentType;
  const controller = new AbortController();
  address += 1;
  const options: InjectOptions = {
    method: one.method as InjectOptions['method'],
    url: one.url,
    headers,
    payload: one.body?.payload,
    // Each request from its own address, so per-IP limits (404s among them) never answer for the handler.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    signal: controller.signal,
  };
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('hung');
    }, ANSWER_MS);
  });
  const answer = t.app.inject(options).then(
    (response) => ({
      status: response.statusCode,
      reason: response.statusCode >= 500 ? (answerOf(response).errors as { meta?: { reason?: unknown } }[] | undefined)?.[0]?.meta?.reason : undefined,
      token: String(response.headers['access-token'] ?? '').trim(),
      client: response.headers.client,
    }),
    () => 'hung' as const,
  );
  const outcome = await Promise.race([answer, hung]);
  clearTimeout(timer);
  if (outcome !== 'hung' && credentials) {
    // Follow the session's rotation as a client would; sign in again after a sign-out.
    if (outcome.token && outcome.client === credentials.client) sessions.set(one.actor, { ...credentials, 'access-token': outcome.token });
    else if (outcome.status === 401 && !one.headers) await signIn(one.actor);
  }
  return outcome;
}

/** A real record's id for each parameter of a route, found by listing the path before it as admin. */
async function realPath(route: RegisteredRoute): Promise<string> {
  const parts = route.url.split('/');
  let built = '';
  for (const part of parts.slice(1)) {
    if (part.startsWith(':')) {
      built += `/${await realIdUnder(built)}`;
    } else if (part === '*') {
      built += '/x';
    } else {
      built += `/${part}`;
    }
  }
  return built || '/';
}

const idsUnder = new Map<string, string>();
async function realIdUnder(prefix: string): Promise<string> {
  const known = idsUnder.get(prefix);
  if (known) return known;
  const response = await t.app.inject({
    method: 'GET',
    url: `${prefix}?page[size]=50`,
    headers: { host: 'localhost', ...(sessions.get('admin') ?? {}) },
  });
  let id: string = randomUUID();
  if (response.statusCode === 200) {
    const data = answerOf(response).data;
    const ids = Array.isArray(data) ? data.map((r: { id?: unknown }) => String(r.id)).filter((i) => !sessionUserIds.has(i)) : [];
    // The last, so destructive calls take a record the other cases need least.
    id = ids.at(-1) ?? id;
  }
  idsUnder.set(prefix, id);
  return id;
}

/** The route's resource type, read from its refusal of another type, and attribute names of one of its records. */
async function resourceShape(route: RegisteredRoute, path: string): Promise<{ type: string; attributes: string[] }> {
  const { method } = route;
  let type = 'fuzz';
  if (method !== 'GET' && method !== 'DELETE') {
    const response = await t.app.inject({
      method: method as InjectOptions['method'],
      url: path,
      headers: { host: 'localhost', 'accept-language': 'en', 'content-type': 'application/vnd.api+json', ...(sessions.get('admin') ?? {}) },
      payload: JSON.stringify({ data: { type: 'fuzz_probe', attributes: {} } }),
    });
    const detail = String((answerOf(response).errors as { detail?: string }[] | undefined)?.[0]?.detail ?? '');
    type = /must be "([a-z_]+)"/.exec(detail)?.[1] ?? type;
  }
  if (STREAMING.has(`GET ${route.url}`)) return { type, attributes: [] };
  const read = await t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost', ...(sessions.get('admin') ?? {}) } });
  const data = read.statusCode === 200 ? answerOf(read).data : undefined;
  const first = Array.isArray(data) ? data[0] : data;
  const attributes = first && typeof first === 'object' ? Object.keys((first as { attributes?: object }).attributes ?? {}) : [];
  return { type, attributes };
}

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { notFoundPerMinute: 1_000_000, maxFailedSignIns: 1_000_000 },
  });
  for (const actor of ACTORS) {
    if (actor === 'guest') continue;
    sessionUserIds.add((await userRowByEmail(t, 'public', SIGNED_IN[actor])).id);
    await signIn(actor);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('hostile requests to every route', () => {
  it('never answer with a 5xx, never hang', async () => {
    const started = Date.now();
    const random = generator(SEED);
    const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    const failures: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let cases = 0;
    let deliberateAnswers = 0;
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const routeStarted = Date.now();
      const real = await realPath(route);
      const writes = route.method !== 'GET';
      const shape = await resourceShape(route, real);
      const withPath = (value: string) => {
        const parts = route.url.split('/').map((part) => (part.startsWith(':') || part === '*' ? value : part));
        return parts.join('/') || '/';
      };
      const planned: Case[] = [];
      // Every actor once on the real record, with a wrong-shaped body for a write.
      for (const actor of ACTORS) planned.push({ actor, method: route.method, url: real, ...(writes ? { body: { contentType: 'application/vnd.api+json', payload: '{}' } } : {}) });
      const hasParams = route.url.includes(':') || route.url.includes('*');
      if (hasParams) for (const value of random.sample(PATH_VALUES, 3)) planned.push({ actor: random.pick(ACTORS), method: route.method, url: withPath(value) });
      for (const query of random.sample(QUERIES, 3)) planned.push({ actor: random.pick(ACTORS), method: route.method, url: `${real}?${query}` });
      for (const headers of random.sample(HEADERS, 3)) planned.push({ actor: random.pick(ACTORS), method: route.method, url: real, headers });
      if (writes) {
        // The first four bodies (a deep document, prototype keys) go to every write; a sample of the rest.
        const all = bodies(shape.type, shape.attributes, random);
        for (const body of [...all.slice(0, 4), ...random.sample(all.slice(4), 8)]) {
          planned.push({ actor: random.pick(ACTORS), method: route.method, url: real, body });
        }
      }
      // A stream answered to a session never ends (live-events.test.ts covers those); here only its refusals.
      if (STREAMING.has(`${route.method} ${route.url}`)) for (const one of planned) one.actor = 'guest';
      for (const one of planned) {
        const before = Date.now();
        const outcome = await send(one);
        if (process.env.FUZZ_LOG && Date.now() - before > 1000) appendFileSync(process.env.FUZZ_LOG, `${Date.now() - before} ms ${one.method} ${one.url.slice(0, 120)} ${one.actor} ${JSON.stringify(one.headers ?? {}).slice(0, 100)} ${one.body?.contentType ?? ''} ${one.body?.payload.slice(0, 100) ?? ''} -> ${JSON.stringify(outcome)}\n`);
        cases += 1;
        if (outcome === 'hung') {
          failures.push(`${one.method} ${one.url.slice(0, 200)} as ${one.actor}: no answer in ${ANSWER_MS} ms`);
          continue;
        }
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        // The test pages' server error fails on purpose for an admin; a 5xx of it to anyone else, or of another kind, still fails here.
        const deliberate = route.config.deliberateServerError === true && one.actor === 'admin' && outcome.status === 500 && outcome.reason === DELIBERATE_SERVER_ERROR;
        if (deliberate) deliberateAnswers += 1;
        if (outcome.status >= 500 && !deliberate) {
          failures.push(
            `${one.method} ${one.url.slice(0, 200)} as ${one.actor} ${JSON.stringify(one.headers ?? {}).slice(0, 200)} ` +
              `body ${one.body?.payload.slice(0, 200) ?? '-'}: ${outcome.status}`,
          );
        }
      }
      if (process.env.FUZZ_LOG) appendFileSync(process.env.FUZZ_LOG, `route ${route.method} ${route.url}: ${planned.length} cases, ${Date.now() - routeStarted} ms\n`);
    }
    process.off('unhandledRejection', onUnhandled);
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    // The figures docs/security.md quotes.
    console.log(`fuzz: ${routes.length} routes, ${cases} cases, ${failures.length} × 5xx or hang, ${Math.round((Date.now() - started) / 1000)} s (seed ${SEED}; ${summary})`);
    expect(failures).toEqual([]);
    expect(unhandled).toEqual([]);
    // The allowance is used where the route exists (test pages on, as in the tests), so it cannot hide in a route table without it.
    const deliberateRoutes = routes.filter((route) => route.config.deliberateServerError === true).map((route) => `${route.method} ${route.url}`);
    expect(deliberateRoutes).toEqual(['GET /api/v1/test_pages/server_error']);
    expect(deliberateAnswers).toBeGreaterThan(0);
  }, 600_000);
});

describe('one body reader for every write', () => {
  // A write either reads its body as its own document (JSON:API with the route's
  // type, or the spec's shape for /auth and current_user) or takes none and
  // refuses one: either way a typeless document is refused, never taken.
  it('refuses a document without its type on every write route', async () => {
    const writes = t.app.routeTable.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
    const taken: string[] = [];
    for (const route of writes) {
      const url = await realPath(route);
      const typeless = () =>
        t.app.inject({
          method: route.method as InjectOptions['method'],
          url,
          headers: { host: 'localhost', 'accept-language': 'en', 'content-type': 'application/vnd.api+json', ...(sessions.get('admin') ?? {}) },
          payload: JSON.stringify({ data: { attributes: {} } }),
          remoteAddress: '10.255.0.1',
        });
      let response = await typeless();
      // An earlier route may have ended the session (sign-out): a 401 must be the route's own answer.
      if (response.statusCode === 401) {
        await signIn('admin');
        response = await typeless();
      }
      if (process.env.FUZZ_LOG) appendFileSync(process.env.FUZZ_LOG, `typeless ${route.method} ${url}: ${response.statusCode}\n`);
      if (response.statusCode < 400) taken.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    console.log(`body reader: ${writes.length} write routes, ${taken.length} took a typeless document`);
    expect(taken).toEqual([]);
  }, 300_000);
});

