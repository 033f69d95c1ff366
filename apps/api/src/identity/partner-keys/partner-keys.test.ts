import { eq } from 'drizzle-orm';
import { auditEvents, partnerKeys } from '../../schema';
import { tokenDigest } from '../../platform/secrets/tokens';
import { auditActionsFor, organizationOf, organizationRow } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp, type TestResponse } from '../../testing/test-app';

// Partner API keys (issue 31, item 2): staff make, list and revoke them; a key reads or
// writes only what its scopes allow, on its own centre's sites, within its limit.

const LIMIT = 8;

let t: TestApp;
let centrum: Credentials;
let voedselbankId: string;
let apeldoornOrganizationId: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { partnerKeyPerMinute: LIMIT } });
  centrum = await t.signIn('centrum@public.example');
  voedselbankId = await organizationOf(t, 'organisatie@public.example');
  apeldoornOrganizationId = (await organizationRow(t, 'public', 'Sportvereniging Vooruit Apeldoorn')).id;
}, 120_000);
afterAll(() => t.close());

type Key = { id: string; attributes: Record<string, unknown> };

const keyDocument = (attributes: Record<string, unknown>) => ({ data: { type: 'partner_keys', attributes } });

async function createKey(attributes: Record<string, unknown>, credentials: Credentials = centrum, host?: string): Promise<TestResponse> {
  return t.request({ method: 'POST', url: '/api/v1/partner_keys', body: keyDocument(attributes), credentials, host });
}

/** A fresh key of the Zwolle centre: its id and the key itself. */
async function newKey(scopes: string[], organizationId?: string): Promise<{ id: string; key: string }> {
  const response = await createKey({ name: `Sleutel ${scopes.join(' ')}`, scopes, ...(organizationId ? { organization_id: organizationId } : {}) });
  expect(response.statusCode).toBe(201);
  const { id, attributes } = response.json().data;
  return { id, key: attributes.key as string };
}

const withKey = (key: string, request: { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; body?: unknown; host?: string; headers?: Record<string, string> }) =>
  t.request({ ...request, headers: { authorization: `Bearer ${key}`, ...request.headers } });

async function keyRow(id: string) {
  const [row] = await t.database.db.select().from(partnerKeys).where(eq(partnerKeys.id, id));
  return row!;
}

async function keysOf(credentials: Credentials, host?: string): Promise<Key[]> {
  const response = await t.request({ url: '/api/v1/partner_keys?page[size]=100', credentials, host });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('staff manage keys', () => {
  it('make a key shown once, kept only as a digest, listed with its prefix and revoked', async () => {
    const response = await createKey({ name: ' Gemeente Zwolle ', scopes: ['vacancies:read', 'activities:read', 'vacancies:read'] });
    expect(response.statusCode).toBe(201);
    const { id, attributes } = response.json().data;
    const key = attributes.key as string;
    expect(key).toMatch(/^vcpk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(attributes).toMatchObject({
      name: 'Gemeente Zwolle',
      prefix: key.slice(0, 13),
      scopes: ['vacancies:read', 'activities:read'],
      organization_id: null,
      last_used_at: null,
      revoked_at: null,
    });

    const row = await keyRow(id);
    expect(row.keyDigest).toBe(tokenDigest(t.config.secretKey, key));
    expect(JSON.stringify(row)).not.toContain(key.slice(14));

    const listed = (await keysOf(centrum)).find((k) => k.id === id)!;
    expect(listed.attributes).not.toHaveProperty('key');
    expect(listed.attributes.prefix).toBe(attributes.prefix);

    // Using the key shows when it was last used.
    expect((await withKey(key, { url: '/api/v1/vacancies' })).statusCode).toBe(200);
    expect((await keysOf(centrum)).find((k) => k.id === id)!.attributes.last_used_at).toEqual(expect.any(String));

    const revoked = await t.request({ method: 'POST', url: `/api/v1/partner_keys/${id}/revoke`, credentials: centrum });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.attributes.revoked_at).toEqual(expect.any(String));
    expect(await auditActionsFor(t, id)).toEqual(expect.arrayContaining(['partner_key.created', 'partner_key.revoked']));
    const [created] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(JSON.stringify(created!.data)).not.toContain(key.slice(14));
  });

  it('make a write key for one organisation of the centre, named in the list', async () => {
    const { id } = await newKey(['vacancies:write'], voedselbankId);
    const listed = (await keysOf(centrum)).find((k) => k.id === id)!;
    expect(listed.attributes).toMatchObject({ scopes: ['vacancies:write'], organization_id: voedselbankId, organization_name: 'Voedselbank Zwolle' });
  });

  it.each([
    [{ name: '', scopes: ['vacancies:read'] }, 'name'],
    [{ scopes: ['vacancies:read'] }, 'name'],
    [{ name: 'x'.repeat(300), scopes: ['vacancies:read'] }, 'name'],
    [{ name: 'Geen rechten', scopes: [] }, 'scopes'],
    [{ name: 'Onbekend', scopes: ['users:read'] }, 'scopes'],
    [{ name: 'Schrijven zonder organisatie', scopes: ['vacancies:write'] }, 'organization_id'],
    [{ name: 'Schrijven en lezen', scopes: ['vacancies:write', 'organizations:read'], organization_id: '00000000-0000-4000-8000-000000000000' }, 'scopes'],
    [{ name: 'Lezen met organisatie', scopes: ['vacancies:read'], organization_id: '00000000-0000-4000-8000-000000000000' }, 'organization_id'],
    [{ name: 'Onbekende organisatie', scopes: ['vacancies:write'], organization_id: '00000000-0000-4000-8000-000000000000' }, 'organization_id'],
    [{ name: 'Geen uuid', scopes: ['vacancies:write'], organization_id: 'voedselbank' }, 'organization_id'],
    [{ name: 'Extra', scopes: ['vacancies:read'], key: 'vcpk_zelfgekozen' }, 'key'],
  ])('refuse %j with a translated 422 on %s and store nothing', async (attributes, field) => {
    const before = (await keysOf(centrum)).length;
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/partner_keys',
      body: keyDocument(attributes),
      credentials: centrum,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(422);
    const errors: { source: { pointer: string }; detail: string }[] = response.json().errors;
    expect(errors.map((e) => e.source.pointer)).toContain(`/data/attributes/${field}`);
    expect(errors.every((e) => e.detail.length > 0)).toBe(true);
    expect((await keysOf(centrum)).length).toBe(before);
  });

  it('refuse an organisation of another centre (422) and a document of another type (400)', async () => {
    expect((await createKey({ name: 'Apeldoorn', scopes: ['vacancies:write'], organization_id: apeldoornOrganizationId })).statusCode).toBe(422);
    const wrongType = await t.request({ method: 'POST', url: '/api/v1/partner_keys', body: { data: { type: 'users', attributes: { name: 'x', scopes: ['vacancies:read'] } } }, credentials: centrum });
    expect(wrongType.statusCode).toBe(400);
  });

  it('revoke a key once: again 409, an unknown or malformed id 404', async () => {
    const { id } = await newKey(['organizations:read']);
    const revoke = (keyId: string) => t.request({ method: 'POST', url: `/api/v1/partner_keys/${keyId}/revoke`, credentials: centrum });
    expect((await revoke(id)).statusCode).toBe(200);
    const revokedAt = (await keyRow(id)).revokedAt;
    expect((await revoke(id)).statusCode).toBe(409);
    expect((await keyRow(id)).revokedAt).toEqual(revokedAt);
    expect((await revoke('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke('geen-id')).statusCode).toBe(404);
  });

  it.each(['organisatie@public.example', 'vrijwilliger@public.example', 'redacteur@public.example'])(
    'are refused to %s (403) as to visitors (401), before anything is looked up',
    async (email) => {
      const { id } = await newKey(['vacancies:read']);
      const session = await t.signIn(email);
      expect((await t.request({ url: '/api/v1/partner_keys', credentials: session })).statusCode).toBe(403);
      expect((await createKey({ name: 'Eigen sleutel', scopes: ['vacancies:read'] }, session)).statusCode).toBe(403);
      expect((await t.request({ method: 'POST', url: `/api/v1/partner_keys/${id}/revoke`, credentials: session })).statusCode).toBe(403);
      expect((await t.request({ url: '/api/v1/partner_keys' })).statusCode).toBe(401);
      expect((await t.request({ method: 'POST', url: '/api/v1/partner_keys', body: keyDocument({ name: 'x', scopes: ['vacancies:read'] }) })).statusCode).toBe(401);
      expect((await t.request({ method: 'POST', url: `/api/v1/partner_keys/${id}/revoke` })).statusCode).toBe(401);
      expect((await keyRow(id)).revokedAt).toBeNull();
    },
  );

  it("keep another centre's and another tenant's keys out of sight (404)", async () => {
    const { id } = await newKey(['vacancies:read']);
    const apeldoornAdmin = await t.signIn('admin@public.example', { host: 'apeldoorn.localhost' });
    expect((await keysOf(apeldoornAdmin, 'apeldoorn.localhost')).map((k) => k.id)).not.toContain(id);
    expect((await t.request({ method: 'POST', url: `/api/v1/partner_keys/${id}/revoke`, credentials: apeldoornAdmin, host: 'apeldoorn.localhost' })).statusCode).toBe(404);

    const roermondAdmin = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    expect((await keysOf(roermondAdmin, 'roermond.localhost')).map((k) => k.id)).not.toContain(id);
    expect((await t.request({ method: 'POST', url: `/api/v1/partner_keys/${id}/revoke`, credentials: roermondAdmin, host: 'roermond.localhost' })).statusCode).toBe(404);
    expect((await keyRow(id)).revokedAt).toBeNull();

    // The tenant's admin on the Zwolle site manages Zwolle's keys.
    const admin = await t.signIn('admin@public.example');
    expect((await keysOf(admin)).map((k) => k.id)).toContain(id);
  });
});

describe('a read key', () => {
  it('reads what its scope names, as a visitor of its centre sees it', async () => {
    const { key } = await newKey(['vacancies:read']);
    const asKey = await withKey(key, { url: '/api/v1/vacancies?page[size]=100' });
    const asVisitor = await t.request({ url: '/api/v1/vacancies?page[size]=100' });
    expect(asKey.statusCode).toBe(200);
    expect(asKey.json().data.map((v: Key) => v.id)).toEqual(asVisitor.json().data.map((v: Key) => v.id));
    // No contact e-mail: a key sees no personal data the public site does not show.
    expect(asKey.json().data.every((v: Key) => v.attributes.contact_email === null)).toBe(true);
    expect((await withKey(key, { url: '/api/v1/vacancies/search' })).statusCode).toBe(200);
    expect((await withKey(key, { url: '/api/v1/vacancy_categories' })).statusCode).toBe(200);
  });

  it('is refused, translated, every call outside its scopes (403), sessions and personal data included', async () => {
    const { key } = await newKey(['vacancies:read']);
    for (const url of ['/api/v1/organizations', '/api/v1/activities', '/api/v1/current_user', '/api/v1/users', '/api/v1/partner_keys', '/auth/validate_token', '/api/v1/applications']) {
      const response = await withKey(key, { url, headers: { 'accept-language': 'en' } });
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.json().errors[0].detail).toBe('This API key does not give access to this request.');
    }
    const nl = await withKey(key, { url: '/api/v1/organizations' });
    expect(nl.json().errors[0].detail).toBe('Deze API-sleutel geeft geen toegang tot dit verzoek.');
    expect((await withKey(key, { method: 'POST', url: '/api/v1/vacancies', body: { data: { type: 'vacancies', attributes: { title: 'Nee' } } } })).statusCode).toBe(403);
  });

  it("sees none of another centre's records", async () => {
    const { key } = await newKey(['organizations:read']);
    const organizations = await withKey(key, { url: '/api/v1/organizations?page[size]=100' });
    expect(organizations.statusCode).toBe(200);
    const ids = organizations.json().data.map((o: Key) => o.id);
    expect(ids).toContain(voedselbankId);
    expect(ids).not.toContain(apeldoornOrganizationId);
    // A draft of its own centre stays out of sight too.
    const draft = await t.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: centrum,
      body: { data: { type: 'vacancies', attributes: { organization_id: voedselbankId, title: 'Concept', contact_person: 'Henk', hours_per_week: 2 } } },
    });
    const vacancyKey = await newKey(['vacancies:read']);
    expect((await withKey(vacancyKey.key, { url: `/api/v1/vacancies/${draft.json().data.id}` })).statusCode).toBe(404);
  });

  it("answers 401 once revoked, when unknown, and on another centre's or tenant's site", async () => {
    const { id, key } = await newKey(['vacancies:read']);
    expect((await withKey(key, { url: '/api/v1/vacancies', host: 'apeldoorn.localhost' })).statusCode).toBe(401);
    expect((await withKey(key, { url: '/api/v1/vacancies', host: 'roermond.localhost' })).statusCode).toBe(401);
    expect((await withKey(`${key}x`, { url: '/api/v1/vacancies' })).statusCode).toBe(401);
    expect((await withKey('vcpk_00000000_onbekend', { url: '/api/v1/vacancies' })).statusCode).toBe(401);
    expect((await withKey(key, { url: '/api/v1/vacancies' })).statusCode).toBe(200);
    await t.request({ method: 'POST', url: `/api/v1/partner_keys/${id}/revoke`, credentials: centrum });
    const revoked = await withKey(key, { url: '/api/v1/vacancies', headers: { 'accept-language': 'en' } });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().errors[0].detail).toBe('This API key is unknown or revoked.');
  });

  it('is refused beside a session (400), whichever is valid', async () => {
    const { key } = await newKey(['vacancies:read']);
    const both = await withKey(key, { url: '/api/v1/vacancies', headers: { ...centrum } });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0].code).toBe('INVALID_HEADER');
    expect((await withKey(key, { url: '/api/v1/vacancies', headers: { uid: 'iemand@example.org' } })).statusCode).toBe(400);
    expect((await withKey(key, { url: '/api/v1/vacancies', headers: { 'current-organization-id': voedselbankId } })).statusCode).toBe(400);
  });

  it(`is limited to ${LIMIT} calls a minute per key (429), each key on its own`, async () => {
    const { key } = await newKey(['vacancies:read']);
    const other = await newKey(['vacancies:read']);
    for (let call = 0; call < LIMIT; call += 1) {
      expect((await withKey(key, { url: '/api/v1/vacancy_categories' })).statusCode).toBe(200);
    }
    const refused = await withKey(key, { url: '/api/v1/vacancy_categories' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same centre, from the same address, has its own limit.
    expect((await withKey(other.key, { url: '/api/v1/vacancy_categories' })).statusCode).toBe(200);
  });
});

describe('a write key', () => {
  const vacancyDocument = (attributes: Record<string, unknown>, id?: string) => ({ data: { type: 'vacancies', ...(id ? { id } : {}), attributes } });

  it('creates and changes vacancies of its one organisation, audited as the key', async () => {
    const { id: keyId, key } = await newKey(['vacancies:write'], voedselbankId);
    const created = await withKey(key, { method: 'POST', url: '/api/v1/vacancies', body: vacancyDocument({ title: 'Via de gemeente', contact_person: 'Henk Mulder', hours_per_week: 2 }) });
    expect(created.statusCode).toBe(201);
    const vacancy = created.json().data;
    expect(vacancy.attributes).toMatchObject({ organization_id: voedselbankId, status: 'draft' });

    const changed = await withKey(key, { method: 'PATCH', url: `/api/v1/vacancies/${vacancy.id}`, body: vacancyDocument({ hours_per_week: 4 }, vacancy.id) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes.hours_per_week).toBe(4);
    expect((await withKey(key, { method: 'PUT', url: `/api/v1/vacancies/${vacancy.id}/archive` })).statusCode).toBe(200);

    const writes = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, keyId));
    expect(writes.filter((e) => e.action === 'partner_key.write').map((e) => [e.data.method, e.data.status])).toEqual(
      expect.arrayContaining([['POST', 201], ['PATCH', 200], ['PUT', 200]]),
    );
    const [vacancyCreated] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, vacancy.id));
    expect(vacancyCreated).toMatchObject({ action: 'vacancy.created', actorUserId: null, data: expect.objectContaining({ partner_key_id: keyId }) });
  });

  it("is refused another organisation's vacancies (403) and every read beyond what writing needs", async () => {
    const { key } = await newKey(['vacancies:write'], voedselbankId);
    const published = (await t.request({ url: '/api/v1/vacancies?page[size]=100' })).json().data as Key[];
    const othersVacancy = published.find((v) => v.attributes.organization_id !== voedselbankId)!;
    const otherOrganizationId = othersVacancy.attributes.organization_id as string;

    const forOther = await withKey(key, { method: 'POST', url: '/api/v1/vacancies', body: vacancyDocument({ organization_id: otherOrganizationId, title: 'Niet van ons', contact_person: 'Henk', hours_per_week: 1 }) });
    expect(forOther.statusCode).toBe(403);
    const change = await withKey(key, { method: 'PATCH', url: `/api/v1/vacancies/${othersVacancy.id}`, body: vacancyDocument({ hours_per_week: 9 }, othersVacancy.id) });
    expect(change.statusCode).toBe(403);
    expect((await withKey(key, { method: 'DELETE', url: `/api/v1/vacancies/${othersVacancy.id}` })).statusCode).toBe(403);
    expect((await withKey(key, { method: 'PATCH', url: '/api/v1/vacancies/bulk', body: { data: [] } })).statusCode).toBe(403);
    expect((await withKey(key, { url: '/api/v1/vacancies' })).statusCode).toBe(403);
    expect((await withKey(key, { url: '/api/v1/organizations' })).statusCode).toBe(403);
    expect((await withKey(key, { url: `/api/v1/vacancies/${othersVacancy.id}` })).statusCode).toBe(200);
  });
});
