import { randomUUID } from 'node:crypto';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { count, eq } from 'drizzle-orm';
import { addresses, nonProfitProfiles, organizations } from '../../schema';
import { auditActionsFor, organizationById, organizationRow } from '../../testing/fixtures';

type Organization = Awaited<ReturnType<typeof organizationRow>>;

let testApp: TestApp;
let admin: Credentials;
let organization: Organization;

beforeAll(async () => {
  testApp = await createTestApp();
  organization = await organizationRow(testApp, 'public', 'Natuurwerkgroep De Hooiberg Zwolle');
});

// A fresh session per test: a session's first token is accepted only for the
// batch window after its first rotation, which a slow machine can outlast.
beforeEach(async () => {
  admin = await testApp.signIn('admin@public.example');
});

afterAll(async () => {
  await testApp.close();
});

function firstError(response: Awaited<ReturnType<TestApp['request']>>) {
  return response.json().errors[0];
}

describe('bad write bodies', () => {
  const paths = () => [
    { method: 'PUT' as const, url: `/api/v1/organizations/${organization.id}/approve` },
    { method: 'PUT' as const, url: `/api/v1/organizations/${organization.id}` },
    { method: 'PATCH' as const, url: `/api/v1/organizations/${organization.id}` },
  ];

  it('answers 400 MALFORMED_JSON to a body that is not JSON', async () => {
    for (const path of paths()) {
      const response = await testApp.request({ ...path, credentials: admin, payload: '{"data": ', headers: { 'content-type': 'application/vnd.api+json' } });
      expect(response.statusCode).toBe(400);
      expect(firstError(response).code).toBe('MALFORMED_JSON');
    }
  });

  it('answers 400 to a document of the wrong type or shape', async () => {
    for (const path of paths()) {
      const wrongType = await testApp.request({ ...path, credentials: admin, body: { data: { type: 'users', attributes: { status: 'approved' } } } });
      expect(wrongType.statusCode).toBe(400);
      expect(firstError(wrongType).source.pointer).toBe('/data/type');
      const notAnObject = await testApp.request({ ...path, credentials: admin, body: { data: [] } });
      expect(notAnObject.statusCode).toBe(400);
      expect(firstError(notAnObject).code).toBe('INVALID_DOCUMENT');
    }
    const bare = await testApp.request({ method: 'PUT', url: `/api/v1/organizations/${organization.id}`, credentials: admin, body: { name: 'x' } });
    expect(bare.statusCode).toBe(400);
  });

  it('answers 422 and 400, not a database error, to NUL characters', async () => {
    const body = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${organization.id}`,
      credentials: admin,
      body: { data: { type: 'organizations', attributes: { description: 'a\u0000b' } } },
    });
    expect(body.statusCode).toBe(422);
    expect(firstError(body).source.pointer).toBe('/data/attributes/description');
    expect((await testApp.request({ url: '/api/v1/organizations?filter[city_cont]=%00' })).statusCode).toBe(400);
    expect(await organizationById(testApp, organization.id)).toEqual(organization);
  });

  it('answers 409 when the document id is not the one in the URL', async () => {
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${organization.id}`,
      credentials: admin,
      body: { data: { type: 'organizations', id: randomUUID(), attributes: { name: 'Andere' } } },
    });
    expect(response.statusCode).toBe(409);
  });

  it('answers 422 with a pointer per refused attribute, in the request language', async () => {
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${organization.id}`,
      credentials: admin,
      headers: { 'accept-language': 'en' },
      body: {
        data: {
          type: 'organizations',
          attributes: { name: 'x'.repeat(256), secret_flag: true, website: 'geen url', status: 'gone', phone_number: 12 },
        },
      },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as { source: { pointer: string }; meta: { reason: string }; detail: string }[];
    const byPointer = Object.fromEntries(errors.map((e) => [e.source.pointer, e.meta.reason]));
    expect(byPointer).toEqual({
      '/data/attributes/secret_flag': 'unknown_attribute',
      '/data/attributes/name': 'too_long',
      '/data/attributes/website': 'invalid_url',
      '/data/attributes/status': 'invalid_choice',
      '/data/attributes/phone_number': 'invalid_type',
    });
    expect(errors.find((e) => e.source.pointer === '/data/attributes/name')?.detail).toBe('name must be at most 255 characters long.');
    expect(await organizationById(testApp, organization.id)).toEqual(organization);
  });

  it('answers 422 to an approve status other than approved or denied, or none', async () => {
    for (const attributes of [{ status: 'archived' }, {}]) {
      const response = await testApp.request({
        method: 'PUT',
        url: `/api/v1/organizations/${organization.id}/approve`,
        credentials: admin,
        body: { data: { type: 'organizations', attributes } },
      });
      expect(response.statusCode).toBe(422);
      expect(firstError(response).source.pointer).toBe('/data/attributes/status');
    }
    const missingBody = await testApp.request({ method: 'PUT', url: `/api/v1/organizations/${organization.id}/approve`, credentials: admin });
    expect(missingBody.statusCode).toBe(400);
    expect(await organizationById(testApp, organization.id)).toEqual(organization);
  });

  it('refuses loose bodies on approve (bare attributes, no type, attributes null or not an object) and changes nothing', async () => {
    const kunstbus = await organizationRow(testApp, 'public', 'Stichting Kunstbus Zwolle');
    const loose: [unknown, string][] = [
      [{ status: 'approved' }, '/data'],
      [{ data: { attributes: { status: 'approved' } } }, '/data/type'],
      [{ data: { type: 'organizations', attributes: null } }, '/data/attributes'],
      [{ data: { type: 'organizations', attributes: ['approved'] } }, '/data/attributes'],
      [[], ''],
      ['approved', ''],
    ];
    for (const [body, pointer] of loose) {
      const response = await testApp.request({
        method: 'PUT',
        url: `/api/v1/organizations/${kunstbus.id}/approve`,
        credentials: admin,
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(firstError(response)).toMatchObject({ code: 'INVALID_DOCUMENT', source: { pointer } });
      expect(firstError(response).detail).toMatch(/^The /);
    }
    expect(await organizationById(testApp, kunstbus.id)).toEqual(kunstbus);
  });
});

describe('bad ids', () => {
  it('answers 404 to a malformed or unknown id on every organisation route', async () => {
    for (const id of ['nope', '123', randomUUID(), `${organization.id}x`]) {
      const calls = [
        { method: 'GET' as const, url: `/api/v1/organizations/${id}` },
        { method: 'PUT' as const, url: `/api/v1/organizations/${id}/approve`, body: { data: { type: 'organizations', attributes: { status: 'approved' } } } },
        { method: 'PUT' as const, url: `/api/v1/organizations/${id}`, body: { data: { type: 'organizations', attributes: {} } } },
        { method: 'DELETE' as const, url: `/api/v1/organizations/${id}` },
      ];
      for (const call of calls) {
        const response = await testApp.request({ ...call, credentials: admin });
        expect(response.statusCode).toBe(404);
        expect(firstError(response).code).toBe('NOT_FOUND');
      }
    }
  });

  it('answers 400 to a malformed Current-Organization-Id header', async () => {
    const response = await testApp.request({ url: '/api/v1/current_organization', credentials: admin, headers: { 'current-organization-id': 'nope' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('bad query parameters', () => {
  it.each([
    ['include=users', 'include'],
    ['include=members.vacancies', 'include'],
    ['filter[is_partner]=yes', 'filter[is_partner]'],
    ['include=vacancies.organization', 'include'],
    ['filter[secret]=1', 'filter[secret]'],
    ['filter[status_eq]=gone', 'filter[status_eq]'],
    ['filter[status_in]=approved,gone', 'filter[status_in]'],
    ['filter[type_eq]=Company', 'filter[type_eq]'],
    ['filter[volunteer_center_id_eq]=zwolle', 'filter[volunteer_center_id_eq]'],
    ['sort=website', 'sort'],
    ['page[size]=1001', 'page[size]'],
    ['page[number]=0', 'page[number]'],
    ['unknown=1', 'unknown'],
  ])('GET /organizations?%s answers 400 naming %s', async (query, parameter) => {
    const response = await testApp.request({ url: `/api/v1/organizations?${query}` });
    expect(response.statusCode).toBe(400);
    expect(firstError(response)).toMatchObject({ code: 'INVALID_QUERY_PARAMETER', source: { parameter } });
  });

  it('answers 400 to a bad include on the single and current calls', async () => {
    const organisatie = await testApp.signIn('organisatie@public.example');
    for (const url of [
      `/api/v1/organizations/${organization.id}?include=users`,
      '/api/v1/current_organization?include=vacancies',
      '/api/v1/current_organizations?include=users',
    ]) {
      expect((await testApp.request({ url, credentials: organisatie })).statusCode).toBe(400);
    }
  });

  it('answers 400 to query parameters on writes, before changing anything', async () => {
    const response = await testApp.request({
      method: 'DELETE',
      url: `/api/v1/organizations/${organization.id}?force=true`,
      credentials: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(await organizationById(testApp, organization.id)).toEqual(organization);
  });

  it('answers an empty page past the end, not an error', async () => {
    const first = (await testApp.request({ url: '/api/v1/organizations' })).json();
    const body = (await testApp.request({ url: '/api/v1/organizations?page[number]=99' })).json();
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(first.meta.total);
  });
});

type FieldError = { source: { pointer: string }; meta: { reason: string }; detail: string };

function reasonsByPointer(response: Awaited<ReturnType<TestApp['request']>>): Record<string, string> {
  return Object.fromEntries((response.json().errors as FieldError[]).map((e) => [e.source.pointer, e.meta.reason]));
}

async function rowCounts() {
  const [organizationCount] = await testApp.database.db.select({ n: count() }).from(organizations);
  const [addressCount] = await testApp.database.db.select({ n: count() }).from(addresses);
  const [profileCount] = await testApp.database.db.select({ n: count() }).from(nonProfitProfiles);
  return [organizationCount?.n, addressCount?.n, profileCount?.n];
}

async function lookupId(kind: 'non_profit_types' | 'activity_types', host: string): Promise<string> {
  return (await testApp.request({ url: `/api/v1/${kind}`, host })).json().data[0].id;
}

describe('bad nested address and profile', () => {
  it('answers one 422 naming every refused field, nested ones by their path, and creates nothing', async () => {
    const before = await rowCounts();
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/organizations',
      credentials: admin,
      headers: { 'accept-language': 'en' },
      body: {
        data: {
          type: 'organizations',
          attributes: {
            website: 'geen url',
            is_partner: 'ja',
            address: { street: 'Dorpsstraat', postal_code: '80#11', country: 'Nederland', floor: 2 },
            profile: { non_profit_type_id: 'zorg', activity_type_ids: 'klussen', show_on_social_map: 'yes' },
          },
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(reasonsByPointer(response)).toEqual({
      '/data/attributes/name': 'required',
      '/data/attributes/website': 'invalid_url',
      '/data/attributes/is_partner': 'invalid_type',
      '/data/attributes/address/postal_code': 'invalid',
      '/data/attributes/address/country': 'invalid',
      '/data/attributes/address/floor': 'unknown_attribute',
      '/data/attributes/profile/non_profit_type_id': 'invalid',
      '/data/attributes/profile/activity_type_ids': 'invalid_type',
      '/data/attributes/profile/show_on_social_map': 'invalid_type',
    });
    const floor = (response.json().errors as FieldError[]).find((e) => e.source.pointer.endsWith('/floor'));
    expect(floor?.detail).toBe('floor is not a known field.');
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 422 to non-profit and activity types of another tenant, or unknown ones, and changes nothing", async () => {
    const before = await organizationById(testApp, organization.id);
    const roermondType = await lookupId('non_profit_types', 'roermond.localhost');
    const roermondActivity = await lookupId('activity_types', 'roermond.localhost');
    const ownActivity = await lookupId('activity_types', 'localhost');
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${organization.id}`,
      credentials: admin,
      body: {
        data: {
          type: 'organizations',
          attributes: {
            name: 'Niet opgeslagen',
            address: { city: 'Kampen' },
            profile: { non_profit_type_id: roermondType, activity_type_ids: [ownActivity, roermondActivity, randomUUID()] },
          },
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(reasonsByPointer(response)).toEqual({
      '/data/attributes/profile/non_profit_type_id': 'invalid',
      '/data/attributes/profile/activity_type_ids': 'invalid',
    });
    expect(await organizationById(testApp, organization.id)).toEqual(before);
    const [address] = await testApp.database.db.select().from(addresses).where(eq(addresses.id, before.addressId!));
    expect(address?.city).not.toBe('Kampen');
  });

  it('answers 422 to an address or profile that is not an object', async () => {
    for (const attributes of [{ address: 'Dorpsstraat 1' }, { profile: null }, { profile: [] }]) {
      const response = await testApp.request({
        method: 'PATCH',
        url: `/api/v1/organizations/${organization.id}`,
        credentials: admin,
        body: { data: { type: 'organizations', attributes } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source.pointer).toBe(`/data/attributes/${Object.keys(attributes)[0]}`);
    }
  });

  it('answers 422 to a centre that is not of the tenant, creating nothing', async () => {
    const before = await rowCounts();
    for (const volunteerCenterId of [randomUUID(), 'apeldoorn']) {
      const response = await testApp.request({
        method: 'POST',
        url: '/api/v1/organizations',
        credentials: admin,
        body: { data: { type: 'organizations', attributes: { name: 'Ergens', volunteer_center_id: volunteerCenterId } } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source.pointer).toBe('/data/attributes/volunteer_center_id');
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('bad decisions', () => {
  it('answers 422 to a reason over 2000 characters, changing nothing', async () => {
    const before = await organizationById(testApp, organization.id);
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${organization.id}/approve`,
      credentials: admin,
      body: { data: { type: 'organizations', attributes: { status: 'denied', reason: 'x'.repeat(2001) } } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/reason' }, meta: { reason: 'too_long' } });
    expect(await organizationById(testApp, organization.id)).toEqual(before);
    expect(await auditActionsFor(testApp, organization.id)).toEqual([]);
  });
});

describe('lookups', () => {
  it('answers 400 to query parameters the lookups do not take', async () => {
    for (const url of ['/api/v1/non_profit_types?sort=name', '/api/v1/activity_types?filter[name_cont]=x', '/api/v1/activity_types?include=organizations']) {
      expect((await testApp.request({ url })).statusCode).toBe(400);
    }
  });
});
