import { organizationMembers } from '../../schema';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import {
  auditActionsFor,
  organizationRow,
  roleNamesOf,
  tokenCountOf,
  userRowByEmail,
  userRowById,
} from '../../testing/fixtures';

type Resource = { type: string; id: string; attributes: Record<string, unknown> };
type User = Awaited<ReturnType<typeof userRowByEmail>>;

let testApp: TestApp;
let accounts: Record<'admin' | 'centrum' | 'organisatie' | 'redacteur' | 'vrijwilliger', Credentials>;
let adminRow: User;
let vrijwilligerRow: User;
let apeldoornCentrumRow: User;

beforeAll(async () => {
  testApp = await createTestApp();
  const names = ['admin', 'centrum', 'organisatie', 'redacteur', 'vrijwilliger'] as const;
  const signedIn = await Promise.all(names.map((name) => testApp.signIn(`${name}@public.example`)));
  accounts = Object.fromEntries(names.map((name, i) => [name, signedIn[i]])) as typeof accounts;
  adminRow = await userRowByEmail(testApp, 'public', 'admin@public.example');
  vrijwilligerRow = await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example');
  apeldoornCentrumRow = await userRowByEmail(testApp, 'public', 'centrum-apeldoorn@public.example');
});

afterAll(async () => {
  await testApp.close();
});

/** Shows a refused write left the account, its roles, sessions and the audit trail as they were. */
async function snapshot(user: User) {
  return {
    row: await userRowById(testApp, user.id),
    roles: await roleNamesOf(testApp, user.id),
    tokens: await tokenCountOf(testApp, user.id),
    audit: await auditActionsFor(testApp, user.id),
  };
}

function managementCalls(id: string) {
  return [
    { method: 'PATCH' as const, url: `/api/v1/users/${id}`, body: { data: { type: 'users', attributes: { first_name: 'Gekaapt' } } } },
    { method: 'DELETE' as const, url: `/api/v1/users/${id}` },
    { method: 'PUT' as const, url: `/api/v1/users/${id}/add_role`, body: { data: { type: 'users', attributes: { role: 'mentor' } } } },
    { method: 'DELETE' as const, url: `/api/v1/users/${id}/remove_role?role=volunteer` },
    { method: 'POST' as const, url: `/api/v1/users/${id}/resend_confirmation_instructions` },
  ];
}

const createCall = {
  method: 'POST' as const,
  url: '/api/v1/users',
  body: { data: { type: 'users', attributes: { email: 'indringer@example.org' } } },
};

describe('without a session', () => {
  it('answers 401 to every user call and changes nothing', async () => {
    const before = await snapshot(vrijwilligerRow);
    const reads = [
      { url: '/api/v1/current_user' },
      { method: 'PATCH' as const, url: '/api/v1/current_user', body: { data: { type: 'users', attributes: { first_name: 'X' } } } },
      { url: '/api/v1/users' },
      { url: `/api/v1/users/${vrijwilligerRow.id}` },
    ];
    for (const call of [...reads, createCall, ...managementCalls(vrijwilligerRow.id)]) {
      const response = await testApp.request(call);
      expect(response.statusCode).toBe(401);
    }
    expect(await snapshot(vrijwilligerRow)).toEqual(before);
    expect(await testApp.mails()).toEqual([]);
  });
});

describe('wrong role', () => {
  it('refuses volunteers, content managers and organisation superusers every management call with 403', async () => {
    const before = await snapshot(vrijwilligerRow);
    for (const who of ['vrijwilliger', 'redacteur', 'organisatie'] as const) {
      for (const call of [createCall, ...managementCalls(vrijwilligerRow.id)]) {
        const response = await testApp.request({ ...call, credentials: accounts[who] });
        expect(response.statusCode).toBe(403);
        expect(response.json().errors[0].code).toBe('FORBIDDEN');
      }
    }
    expect(await snapshot(vrijwilligerRow)).toEqual(before);
    await expect(userRowByEmail(testApp, 'public', 'indringer@example.org')).rejects.toThrow();
    expect(await testApp.mails()).toEqual([]);
  });

  it('lets volunteers read only themselves', async () => {
    const self = await testApp.request({ url: `/api/v1/users/${vrijwilligerRow.id}`, credentials: accounts.vrijwilliger });
    expect(self.statusCode).toBe(200);
    expect((await testApp.request({ url: `/api/v1/users/${adminRow.id}`, credentials: accounts.vrijwilliger })).statusCode).toBe(403);
    expect((await testApp.request({ url: '/api/v1/users', credentials: accounts.vrijwilliger })).statusCode).toBe(403);
    expect((await testApp.request({ url: '/api/v1/users', credentials: accounts.redacteur })).statusCode).toBe(403);
  });

  it('lets an organisation superuser list only the members of their own organisations', async () => {
    const taalhuis = await organizationRow(testApp, 'public', 'Taalhuis Zwolle');
    for (const url of ['/api/v1/users', `/api/v1/users?filter[organization_id_eq]=${taalhuis.id}`]) {
      expect((await testApp.request({ url, credentials: accounts.organisatie })).statusCode).toBe(403);
    }
    expect((await testApp.request({ url: `/api/v1/users/${adminRow.id}`, credentials: accounts.organisatie })).statusCode).toBe(404);
  });

  it('lets an organisation superuser read a fellow member, with only the organisations they may see', async () => {
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const hooiberg = await organizationRow(testApp, 'public', 'Natuurwerkgroep De Hooiberg Zwolle');
    const created = await testApp.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: accounts.admin,
      body: { data: { type: 'users', attributes: { email: 'collega@example.org', organization_id: voedselbank.id } } },
    });
    const id = created.json().data.id as string;
    // Also a member of a pending organisation the organisation superuser may not see.
    await testApp.database.db.insert(organizationMembers).values({ tenantId: 'public', organizationId: hooiberg.id, userId: id });

    const response = await testApp.request({ url: `/api/v1/users/${id}?include=organizations`, credentials: accounts.organisatie });
    expect(response.statusCode).toBe(200);
    expect(response.json().included.map((o: Resource) => o.attributes.name)).toEqual(['Voedselbank Zwolle']);
    const adminView = await testApp.request({ url: `/api/v1/users/${id}?include=organizations`, credentials: accounts.admin });
    expect(adminView.json().included).toHaveLength(2);
  });
});

describe('centre superuser limits', () => {
  it('may not grant or revoke the admin role, nor create an admin', async () => {
    const before = await snapshot(vrijwilligerRow);
    const grant = await testApp.request({
      method: 'PUT',
      url: `/api/v1/users/${vrijwilligerRow.id}/add_role`,
      credentials: accounts.centrum,
      body: { data: { type: 'users', attributes: { role: 'admin' } } },
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().errors[0].detail).toBe('Alleen een beheerder mag de rol admin toekennen of afnemen.');
    const create = await testApp.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: accounts.centrum,
      body: { data: { type: 'users', attributes: { email: 'nieuwe-admin@example.org', role: 'admin' } } },
    });
    expect(create.statusCode).toBe(403);
    expect(await snapshot(vrijwilligerRow)).toEqual(before);
    await expect(userRowByEmail(testApp, 'public', 'nieuwe-admin@example.org')).rejects.toThrow();
  });

  it("may not touch an admin's account", async () => {
    const before = await snapshot(adminRow);
    for (const call of managementCalls(adminRow.id)) {
      const response = await testApp.request({ ...call, credentials: accounts.centrum });
      expect(response.statusCode).toBe(403);
    }
    expect(await snapshot(adminRow)).toEqual(before);
  });

  it('may not delete their own account here', async () => {
    const centrumRow = await userRowByEmail(testApp, 'public', 'centrum@public.example');
    const response = await testApp.request({ method: 'DELETE', url: `/api/v1/users/${centrumRow.id}`, credentials: accounts.centrum });
    expect(response.statusCode).toBe(403);
    expect((await userRowById(testApp, centrumRow.id)).deletedAt).toBeNull();
  });

  it('may not put a new user in an organisation of another centre', async () => {
    const apeldoornVoedselbank = await organizationRow(testApp, 'public', 'Voedselbank Apeldoorn');
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: accounts.centrum,
      body: { data: { type: 'users', attributes: { email: 'overstapper@example.org', organization_id: apeldoornVoedselbank.id } } },
    });
    expect(response.statusCode).toBe(403);
    await expect(userRowByEmail(testApp, 'public', 'overstapper@example.org')).rejects.toThrow();
  });
});

describe('other centre', () => {
  it("does not let the Zwolle centre superuser see or manage an Apeldoorn user", async () => {
    const before = await snapshot(apeldoornCentrumRow);
    expect((await testApp.request({ url: `/api/v1/users/${apeldoornCentrumRow.id}`, credentials: accounts.centrum })).statusCode).toBe(404);
    for (const call of managementCalls(apeldoornCentrumRow.id)) {
      const response = await testApp.request({ ...call, credentials: accounts.centrum });
      expect(response.statusCode).toBe(404);
    }
    expect(await snapshot(apeldoornCentrumRow)).toEqual(before);
  });

  it("shows the Apeldoorn centre superuser only Apeldoorn's users, on the Apeldoorn site", async () => {
    const apeldoornCentrum = await testApp.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' });
    const list = (await testApp.request({ url: '/api/v1/users', host: 'apeldoorn.localhost', credentials: apeldoornCentrum })).json();
    expect(list.data.map((u: Resource) => u.attributes.email)).toContain('centrum-apeldoorn@public.example');
    expect(new Set(list.data.map((u: Resource) => u.attributes.volunteer_center_id))).toEqual(new Set([apeldoornCentrumRow.volunteerCenterId]));
    const elsewhere = await testApp.request({ url: '/api/v1/users', host: 'localhost', credentials: apeldoornCentrum });
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe('other tenant', () => {
  it('does not let a roermond admin see or change a public-tenant user', async () => {
    const roermondAdmin = await testApp.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const before = await snapshot(vrijwilligerRow);
    const host = 'roermond.localhost';
    expect((await testApp.request({ url: `/api/v1/users/${vrijwilligerRow.id}`, host, credentials: roermondAdmin })).statusCode).toBe(404);
    for (const call of managementCalls(vrijwilligerRow.id)) {
      const response = await testApp.request({ ...call, host, credentials: roermondAdmin });
      expect(response.statusCode).toBe(404);
    }
    const list = (await testApp.request({ url: '/api/v1/users?page[size]=1000', host, credentials: roermondAdmin })).json();
    expect(list.data.every((u: Resource) => String(u.attributes.email).endsWith('@roermond.example'))).toBe(true);
    expect(await snapshot(vrijwilligerRow)).toEqual(before);
  });

  it('does not create a user in another tenant, nor let its e-mail count as taken', async () => {
    const roermondAdmin = await testApp.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/users',
      host: 'roermond.localhost',
      credentials: roermondAdmin,
      body: { data: { type: 'users', attributes: { email: 'vrijwilliger@public.example' } } },
    });
    expect(response.statusCode).toBe(201);
    const row = await userRowByEmail(testApp, 'roermond', 'vrijwilliger@public.example');
    expect(row.tenantId).toBe('roermond');
    expect(await snapshot(vrijwilligerRow)).toMatchObject({ roles: ['volunteer'] });
  });
});
