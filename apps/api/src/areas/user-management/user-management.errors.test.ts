import { randomUUID } from 'node:crypto';
import { createTestApp, DEMO_PASSWORD, type Credentials, type TestApp } from '../../testing/test-app';
import { organizationRow, roleNamesOf, userRowByEmail, userRowById } from '../../testing/fixtures';

type User = Awaited<ReturnType<typeof userRowByEmail>>;

let testApp: TestApp;
let admin: Credentials;
let vrijwilliger: Credentials;
let vrijwilligerRow: User;

beforeAll(async () => {
  testApp = await createTestApp();
  [admin, vrijwilliger] = await Promise.all([
    testApp.signIn('admin@public.example'),
    testApp.signIn('vrijwilliger@public.example'),
  ]);
  vrijwilligerRow = await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example');
});

afterAll(async () => {
  await testApp.close();
});

function firstError(response: Awaited<ReturnType<TestApp['request']>>) {
  return response.json().errors[0];
}

function reasons(response: Awaited<ReturnType<TestApp['request']>>): Record<string, string> {
  return Object.fromEntries(
    (response.json().errors as { source: { pointer: string }; meta: { reason: string } }[]).map((e) => [e.source.pointer, e.meta.reason]),
  );
}

function create(attributes: Record<string, unknown>) {
  return testApp.request({ method: 'POST', url: '/api/v1/users', credentials: admin, body: { data: { type: 'users', attributes } } });
}

describe('POST /api/v1/users with bad input', () => {
  it('answers 400 to malformed JSON and to documents of the wrong type or shape', async () => {
    const malformed = await testApp.request({ method: 'POST', url: '/api/v1/users', credentials: admin, payload: '{"data"', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(firstError(malformed).code).toBe('MALFORMED_JSON');
    const wrongType = await testApp.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: admin,
      body: { data: { type: 'organizations', attributes: { email: 'a@example.org' } } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(firstError(wrongType).source.pointer).toBe('/data/type');
    const noData = await testApp.request({ method: 'POST', url: '/api/v1/users', credentials: admin, body: { email: 'a@example.org' } });
    expect(noData.statusCode).toBe(400);
    const attributesNotObject = await testApp.request({ method: 'POST', url: '/api/v1/users', credentials: admin, body: { data: { type: 'users', attributes: 'x' } } });
    expect(attributesNotObject.statusCode).toBe(400);
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await testApp.request({ method: 'POST', url: '/api/v1/users', credentials: admin, payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(415);
  });

  it('answers 422 per refused attribute', async () => {
    const response = await create({
      email: 'geen-adres',
      first_name: 'x'.repeat(256),
      role: 'king',
      organization_id: 'nope',
      gender: 'robot',
      digest_days: [9],
      is_admin: true,
    });
    expect(response.statusCode).toBe(422);
    expect(reasons(response)).toEqual({
      '/data/attributes/is_admin': 'unknown_attribute',
      '/data/attributes/email': 'invalid_email',
      '/data/attributes/first_name': 'too_long',
      '/data/attributes/role': 'invalid_choice',
      '/data/attributes/organization_id': 'invalid',
      '/data/attributes/gender': 'invalid_choice',
      '/data/attributes/digest_days': 'too_large',
    });
    expect(await testApp.mails()).toEqual([]);
  });

  it('answers 422 required without an e-mail address', async () => {
    const response = await create({ first_name: 'Zonder' });
    expect(response.statusCode).toBe(422);
    expect(reasons(response)).toEqual({ '/data/attributes/email': 'required' });
  });

  it("answers 422 'taken' for an address in use, whatever its case", async () => {
    const response = await create({ email: 'Vrijwilliger@Public.Example' });
    expect(response.statusCode).toBe(422);
    expect(firstError(response)).toMatchObject({ source: { pointer: '/data/attributes/email' }, meta: { reason: 'taken' }, detail: 'email is al in gebruik.' });
  });

  it('answers 422 to an unknown organisation and to a status other than invited', async () => {
    const unknown = await create({ email: 'nieuw@example.org', organization_id: randomUUID() });
    expect(reasons(unknown)).toEqual({ '/data/attributes/organization_id': 'invalid' });
    const deleted = await organizationRow(testApp, 'public', 'Stichting Oude Molen Zwolle');
    expect(reasons(await create({ email: 'nieuw@example.org', organization_id: deleted.id }))).toEqual({
      '/data/attributes/organization_id': 'invalid',
    });
    expect(reasons(await create({ email: 'nieuw@example.org', status: 'active' }))).toEqual({ '/data/attributes/status': 'read_only' });
    await expect(userRowByEmail(testApp, 'public', 'nieuw@example.org')).rejects.toThrow();
  });
});

describe('PATCH with bad input', () => {
  it('refuses unknown and staff-only attributes on /current_user', async () => {
    const response = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: vrijwilliger,
      body: { data: { type: 'users', attributes: { status: 'active', role: 'admin', email: 'ADMIN@public.example' } } },
    });
    expect(response.statusCode).toBe(422);
    expect(reasons(response)).toEqual({
      '/data/attributes/status': 'unknown_attribute',
      '/data/attributes/role': 'unknown_attribute',
    });
    expect(await roleNamesOf(testApp, vrijwilligerRow.id)).toEqual(['volunteer']);
  });

  it('answers 422, not a database error, to a NUL character in a value', async () => {
    const response = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: vrijwilliger,
      body: { data: { type: 'users', attributes: { first_name: 'a\u0000b', digest_days: [1] } } },
    });
    expect(response.statusCode).toBe(422);
    expect(reasons(response)).toEqual({ '/data/attributes/first_name': 'invalid' });
    expect(await userRowById(testApp, vrijwilligerRow.id)).toEqual(vrijwilligerRow);
  });

  it("answers 422 'taken' when the new address belongs to someone else", async () => {
    const response = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: vrijwilliger,
      body: { data: { type: 'users', attributes: { email: 'ADMIN@public.example', current_password: DEMO_PASSWORD } } },
    });
    expect(response.statusCode).toBe(422);
    expect(reasons(response)).toEqual({ '/data/attributes/email': 'taken' });
    expect(await userRowById(testApp, vrijwilligerRow.id)).toEqual(vrijwilligerRow);
  });

  it('answers 409 to a document id that is not the user of the URL', async () => {
    const response = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: vrijwilliger,
      body: { data: { type: 'users', id: randomUUID(), attributes: { first_name: 'X' } } },
    });
    expect(response.statusCode).toBe(409);
    const staff = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/users/${vrijwilligerRow.id}`,
      credentials: admin,
      body: { data: { type: 'users', id: randomUUID(), attributes: { first_name: 'X' } } },
    });
    expect(staff.statusCode).toBe(409);
  });

  it('answers 422 to a bad status or over-long value on /users/{id}', async () => {
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/users/${vrijwilligerRow.id}`,
      credentials: admin,
      headers: { 'accept-language': 'en' },
      body: { data: { type: 'users', attributes: { status: 'banned', job_title: 'x'.repeat(300), phone_number: 'bel me' } } },
    });
    expect(response.statusCode).toBe(422);
    expect(reasons(response)).toEqual({
      '/data/attributes/status': 'invalid_choice',
      '/data/attributes/job_title': 'too_long',
      '/data/attributes/phone_number': 'invalid',
    });
    expect(firstError(response).title).toBe('Invalid input');
    expect(await userRowById(testApp, vrijwilligerRow.id)).toEqual(vrijwilligerRow);
  });
});

describe('roles with bad input', () => {
  it('answers 422 to a missing or unknown role and 400 to a bad ?role=', async () => {
    const url = `/api/v1/users/${vrijwilligerRow.id}`;
    const missing = await testApp.request({ method: 'PUT', url: `${url}/add_role`, credentials: admin });
    expect(missing.statusCode).toBe(422);
    expect(reasons(missing)).toEqual({ '/data/attributes/role': 'required' });
    const unknown = await testApp.request({ method: 'PUT', url: `${url}/add_role`, credentials: admin, body: { data: { type: 'users', attributes: { role: 'king' } } } });
    expect(reasons(unknown)).toEqual({ '/data/attributes/role': 'invalid_choice' });
    const bareUnknown = await testApp.request({ method: 'PUT', url: `${url}/add_role`, credentials: admin, body: { role: 'king' } });
    expect(reasons(bareUnknown)).toEqual({ '/role': 'invalid_choice' });
    const query = await testApp.request({ method: 'DELETE', url: `${url}/remove_role?role=king`, credentials: admin });
    expect(query.statusCode).toBe(400);
    expect(firstError(query).source).toEqual({ parameter: 'role' });
    const otherParameter = await testApp.request({ method: 'DELETE', url: `${url}/remove_role?rol=volunteer`, credentials: admin });
    expect(otherParameter.statusCode).toBe(400);
    const addWithQuery = await testApp.request({ method: 'PUT', url: `${url}/add_role?role=mentor`, credentials: admin });
    expect(addWithQuery.statusCode).toBe(400);
    expect(await roleNamesOf(testApp, vrijwilligerRow.id)).toEqual(['volunteer']);
  });
});

describe('resend_confirmation_instructions', () => {
  it('answers 422 ALREADY_CONFIRMED for a confirmed account', async () => {
    const before = (await testApp.mails()).length;
    const response = await testApp.request({ method: 'POST', url: `/api/v1/users/${vrijwilligerRow.id}/resend_confirmation_instructions`, credentials: admin });
    expect(response.statusCode).toBe(422);
    expect(firstError(response).code).toBe('ALREADY_CONFIRMED');
    expect((await testApp.mails()).length).toBe(before);
  });
});

describe('bad ids', () => {
  it('answers 404 to a malformed or unknown id on every /users/{id} route', async () => {
    for (const id of ['nope', '1', randomUUID(), `${vrijwilligerRow.id}0`]) {
      const calls = [
        { method: 'GET' as const, url: `/api/v1/users/${id}` },
        { method: 'PATCH' as const, url: `/api/v1/users/${id}`, body: { data: { type: 'users', attributes: {} } } },
        { method: 'DELETE' as const, url: `/api/v1/users/${id}` },
        { method: 'PUT' as const, url: `/api/v1/users/${id}/add_role`, body: { role: 'mentor' } },
        { method: 'DELETE' as const, url: `/api/v1/users/${id}/remove_role?role=mentor` },
        { method: 'POST' as const, url: `/api/v1/users/${id}/resend_confirmation_instructions` },
      ];
      for (const call of calls) {
        const response = await testApp.request({ ...call, credentials: admin });
        expect(response.statusCode).toBe(404);
      }
    }
  });
});

describe('bad query parameters', () => {
  it.each([
    ['include=password', 'include'],
    ['include=organizations.vacancies', 'include'],
    ['filter[with_role]=king', 'filter[with_role]'],
    ['filter[status_eq]=gone', 'filter[status_eq]'],
    ['filter[organization_id_eq]=voedselbank', 'filter[organization_id_eq]'],
    ['filter[encrypted_password_cont]=a', 'filter[encrypted_password_cont]'],
    ['sort=encrypted_password', 'sort'],
    ['page[size]=1001', 'page[size]'],
    ['page[size]=-1', 'page[size]'],
  ])('GET /users?%s answers 400 naming %s', async (query, parameter) => {
    const response = await testApp.request({ url: `/api/v1/users?${query}`, credentials: admin });
    expect(response.statusCode).toBe(400);
    expect(firstError(response)).toMatchObject({ code: 'INVALID_QUERY_PARAMETER', source: { parameter } });
  });

  it('answers 400 to a bad include on the single-user calls', async () => {
    for (const url of [`/api/v1/users/${vrijwilligerRow.id}?include=tokens`, '/api/v1/current_user?include=tokens']) {
      expect((await testApp.request({ url, credentials: admin })).statusCode).toBe(400);
    }
  });

  it('answers 400, not a database error, to a NUL character in a filter', async () => {
    const response = await testApp.request({ url: '/api/v1/users?filter[name_cont]=a%00b', credentials: admin });
    expect(response.statusCode).toBe(400);
  });

  it('treats LIKE wildcards in filters as plain text', async () => {
    const body = (await testApp.request({ url: '/api/v1/users?filter[email_cont]=_', credentials: admin })).json();
    expect(body.meta.total).toBe(0);
  });
});
