import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { addCenter, auditActionsFor, centerIdOf, organizationById, organizationRow, userRowByEmail } from '../../testing/fixtures';
import { organizationMembers, organizations } from './organizations.tables';

type Resource = { type: string; id: string; attributes: Record<string, unknown> };
type Organization = Awaited<ReturnType<typeof organizationRow>>;

let testApp: TestApp;
let accounts: Record<'admin' | 'centrum' | 'organisatie' | 'redacteur' | 'vrijwilliger', Credentials>;
let zwolleHooiberg: Organization;
let zwolleVoedselbank: Organization;
let zwolleTaalhuis: Organization;
let apeldoornHooiberg: Organization;

beforeAll(async () => {
  testApp = await createTestApp();
  zwolleHooiberg = await organizationRow(testApp, 'public', 'Natuurwerkgroep De Hooiberg Zwolle');
  zwolleVoedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
  zwolleTaalhuis = await organizationRow(testApp, 'public', 'Taalhuis Zwolle');
  apeldoornHooiberg = await organizationRow(testApp, 'public', 'Natuurwerkgroep De Hooiberg Apeldoorn');
});

// A fresh session per test: a session's first token is accepted only for the
// batch window after its first rotation, which a slow machine can outlast.
beforeEach(async () => {
  const names = ['admin', 'centrum', 'organisatie', 'redacteur', 'vrijwilliger'] as const;
  const signedIn = await Promise.all(names.map((name) => testApp.signIn(`${name}@public.example`)));
  accounts = Object.fromEntries(names.map((name, i) => [name, signedIn[i]])) as typeof accounts;
});

afterAll(async () => {
  await testApp.close();
});

const userRow = (email: string) => userRowByEmail(testApp, 'public', email);

/** The row as it was before the test, to show a refused write changed nothing. */
async function expectUnchanged(before: Organization) {
  const after = await organizationById(testApp, before.id);
  expect(after).toEqual(before);
  expect(await auditActionsFor(testApp, before.id)).toEqual([]);
}

const approveBody = { data: { type: 'organizations', attributes: { status: 'approved' } } };
const updateBody = { data: { type: 'organizations', attributes: { name: 'Overgenomen', status: 'approved' } } };

function writes(organization: Organization) {
  return [
    { method: 'PUT' as const, url: `/api/v1/organizations/${organization.id}/approve`, body: approveBody },
    { method: 'PUT' as const, url: `/api/v1/organizations/${organization.id}`, body: updateBody },
    { method: 'PATCH' as const, url: `/api/v1/organizations/${organization.id}`, body: updateBody },
    { method: 'DELETE' as const, url: `/api/v1/organizations/${organization.id}` },
  ];
}

describe('without a session', () => {
  it('answers 401 to every write and changes nothing', async () => {
    for (const write of writes(zwolleHooiberg)) {
      const response = await testApp.request(write);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
    }
    await expectUnchanged(zwolleHooiberg);
  });

  it('answers 401 for the current organisation calls', async () => {
    for (const url of ['/api/v1/current_organization', '/api/v1/current_organizations']) {
      expect((await testApp.request({ url })).statusCode).toBe(401);
    }
  });

  it('answers 401 when the credentials are not valid', async () => {
    const forged = { ...accounts.admin, 'access-token': 'forged' };
    const response = await testApp.request({ method: 'DELETE', url: `/api/v1/organizations/${zwolleHooiberg.id}`, credentials: forged });
    expect(response.statusCode).toBe(401);
    await expectUnchanged(zwolleHooiberg);
  });

  it('hides pending, denied, archived and deleted organisations', async () => {
    for (const name of ['Natuurwerkgroep De Hooiberg Zwolle', 'Stichting Kunstbus Zwolle', 'Buurthuis De Schakel Zwolle', 'Stichting Oude Molen Zwolle']) {
      const organization = await organizationRow(testApp, 'public', name);
      expect((await testApp.request({ url: `/api/v1/organizations/${organization.id}` })).statusCode).toBe(404);
    }
    const filtered = (await testApp.request({ url: '/api/v1/organizations?filter[status_eq]=pending' })).json();
    expect(filtered.meta.total).toBe(0);
  });
});

describe('wrong role', () => {
  it('refuses volunteers and content managers every staff write with 403', async () => {
    for (const who of ['vrijwilliger', 'redacteur'] as const) {
      for (const write of writes(zwolleVoedselbank)) {
        const response = await testApp.request({ ...write, credentials: accounts[who] });
        expect(response.statusCode).toBe(403);
        expect(response.json().errors[0].code).toBe('FORBIDDEN');
      }
    }
    await expectUnchanged(zwolleVoedselbank);
  });

  it('refuses the organisation superuser approval, deletion and status or type changes of their own organisation', async () => {
    const credentials = accounts.organisatie;
    const refused = [
      { method: 'PUT' as const, url: `/api/v1/organizations/${zwolleVoedselbank.id}/approve`, body: { data: { type: 'organizations', attributes: { status: 'denied' } } } },
      { method: 'DELETE' as const, url: `/api/v1/organizations/${zwolleVoedselbank.id}` },
      { method: 'PUT' as const, url: `/api/v1/organizations/${zwolleVoedselbank.id}`, body: { data: { type: 'organizations', attributes: { status: 'archived' } } } },
      { method: 'PUT' as const, url: `/api/v1/organizations/${zwolleVoedselbank.id}`, body: { data: { type: 'organizations', attributes: { name: 'X', type: 'School' } } } },
      { method: 'PUT' as const, url: `/api/v1/organizations/${zwolleVoedselbank.id}`, body: { data: { type: 'organizations', attributes: { organization_type: 'School' } } } },
    ];
    for (const write of refused) {
      const response = await testApp.request({ ...write, credentials });
      expect(response.statusCode).toBe(403);
    }
    await expectUnchanged(zwolleVoedselbank);
  });

  it("refuses the organisation superuser another organisation's update", async () => {
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${zwolleTaalhuis.id}`,
      credentials: accounts.organisatie,
      body: { data: { type: 'organizations', attributes: { description: 'Gekaapt' } } },
    });
    expect(response.statusCode).toBe(403);
    await expectUnchanged(zwolleTaalhuis);
  });

  it('keeps pending organisations out of sight of non-staff users (404, not 403)', async () => {
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${zwolleHooiberg.id}`,
      credentials: accounts.organisatie,
      body: { data: { type: 'organizations', attributes: { description: 'Gekaapt' } } },
    });
    expect(response.statusCode).toBe(404);
    expect((await testApp.request({ url: `/api/v1/organizations/${zwolleHooiberg.id}`, credentials: accounts.vrijwilliger })).statusCode).toBe(404);
    await expectUnchanged(zwolleHooiberg);
  });

  it('refuses acting for an organisation the user does not belong to', async () => {
    const response = await testApp.request({
      url: '/api/v1/current_organization',
      credentials: accounts.organisatie,
      headers: { 'current-organization-id': zwolleTaalhuis.id },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('other tenant', () => {
  it('does not let a roermond admin see or change a public-tenant organisation', async () => {
    const roermondAdmin = await testApp.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const read = await testApp.request({ url: `/api/v1/organizations/${zwolleVoedselbank.id}`, host: 'roermond.localhost', credentials: roermondAdmin });
    expect(read.statusCode).toBe(404);
    for (const write of writes(zwolleVoedselbank)) {
      const response = await testApp.request({ ...write, host: 'roermond.localhost', credentials: roermondAdmin });
      expect(response.statusCode).toBe(404);
    }
    const list = (await testApp.request({ url: '/api/v1/organizations?page[size]=1000', host: 'roermond.localhost', credentials: roermondAdmin })).json();
    expect(list.data.some((o: Resource) => o.id === zwolleVoedselbank.id)).toBe(false);
    await expectUnchanged(zwolleVoedselbank);
  });

  it('does not accept a roermond session on a public-tenant host', async () => {
    const roermondAdmin = await testApp.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const response = await testApp.request({ method: 'DELETE', url: `/api/v1/organizations/${zwolleVoedselbank.id}`, credentials: roermondAdmin });
    expect(response.statusCode).toBe(401);
    await expectUnchanged(zwolleVoedselbank);
  });
});

describe('centre sharing', () => {
  // The public tenant shares its centres: a search result's organisation opens
  // on every centre's site, as the vacancy does (docs/decisions.md).
  it("shows an approved organisation of another centre to visitors, read-only", async () => {
    const apeldoornVoedselbank = await organizationRow(testApp, 'public', 'Voedselbank Apeldoorn');
    for (const credentials of [undefined, accounts.vrijwilliger, accounts.centrum]) {
      const response = await testApp.request({ url: `/api/v1/organizations/${apeldoornVoedselbank.id}?include=vacancies`, credentials });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes.name).toBe('Voedselbank Apeldoorn');
    }
    // Writes still look at the site's centre only.
    for (const write of writes(apeldoornVoedselbank)) {
      expect((await testApp.request({ ...write, credentials: accounts.centrum })).statusCode).toBe(404);
    }
    await expectUnchanged(apeldoornVoedselbank);
  });

  it('keeps to the site\'s centre where the tenant does not share its centres', async () => {
    const venloId = await addCenter(testApp, 'roermond', 'venlo', 'Vrijwilligerscentrale Venlo');
    const [venlo] = await testApp.database.db
      .insert(organizations)
      .values({ tenantId: 'roermond', volunteerCenterId: venloId, name: 'Voedselbank Venlo', status: 'approved', type: 'NonProfit' })
      .returning({ id: organizations.id });
    expect((await testApp.request({ url: `/api/v1/organizations/${venlo!.id}`, host: 'roermond.localhost' })).statusCode).toBe(404);
    const own = await testApp.request({ url: `/api/v1/organizations/${venlo!.id}`, host: 'roermond.localhost', headers: { 'volunteer-center-id': venloId } });
    expect(own.statusCode).toBe(200);
    // And never across tenants.
    expect((await testApp.request({ url: `/api/v1/organizations/${venlo!.id}`, host: 'localhost' })).statusCode).toBe(404);
  });
});

describe('other centre', () => {
  it("does not let the Zwolle centre superuser see or manage an Apeldoorn organisation", async () => {
    for (const write of writes(apeldoornHooiberg)) {
      const response = await testApp.request({ ...write, credentials: accounts.centrum });
      expect(response.statusCode).toBe(404);
    }
    expect((await testApp.request({ url: `/api/v1/organizations/${apeldoornHooiberg.id}`, credentials: accounts.centrum })).statusCode).toBe(404);
    const apeldoornId = await centerIdOf(testApp, 'public', 'apeldoorn');
    const list = (
      await testApp.request({ url: `/api/v1/organizations?filter[volunteer_center_id_eq]=${apeldoornId}`, credentials: accounts.centrum })
    ).json();
    expect(list.meta.total).toBe(0);
    await expectUnchanged(apeldoornHooiberg);
  });

  it("does not accept the Zwolle centre superuser's session on the Apeldoorn site", async () => {
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${apeldoornHooiberg.id}/approve`,
      host: 'apeldoorn.localhost',
      credentials: accounts.centrum,
      body: approveBody,
    });
    expect(response.statusCode).toBe(401);
    await expectUnchanged(apeldoornHooiberg);
  });

  it("lets Apeldoorn's own centre superuser approve it, and not Zwolle's", async () => {
    const apeldoornCentrum = await testApp.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' });
    const zwolle = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${zwolleHooiberg.id}/approve`,
      host: 'apeldoorn.localhost',
      credentials: apeldoornCentrum,
      body: approveBody,
    });
    expect(zwolle.statusCode).toBe(404);
    await expectUnchanged(zwolleHooiberg);
    const own = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${apeldoornHooiberg.id}/approve`,
      host: 'apeldoorn.localhost',
      credentials: apeldoornCentrum,
      body: approveBody,
    });
    expect(own.statusCode).toBe(200);
    expect((await organizationById(testApp, apeldoornHooiberg.id)).status).toBe('approved');
  });
});

describe('creating organisations', () => {
  const createBody = (attributes: Record<string, unknown> = {}) => ({
    data: { type: 'organizations', attributes: { name: 'Stichting Nieuw', ...attributes } },
  });

  async function organizationCount(): Promise<number> {
    return (await testApp.database.db.select({ id: organizations.id }).from(organizations)).length;
  }

  it('answers 401 without a session and 403 to every role but staff, creating nothing', async () => {
    const before = await organizationCount();
    expect((await testApp.request({ method: 'POST', url: '/api/v1/organizations', body: createBody() })).statusCode).toBe(401);
    for (const who of ['organisatie', 'redacteur', 'vrijwilliger'] as const) {
      const response = await testApp.request({ method: 'POST', url: '/api/v1/organizations', credentials: accounts[who], body: createBody() });
      expect(response.statusCode).toBe(403);
    }
    expect(await organizationCount()).toBe(before);
  });

  it("refuses a centre superuser another centre (403) and another tenant's centre to an admin (422)", async () => {
    const before = await organizationCount();
    const apeldoornId = await centerIdOf(testApp, 'public', 'apeldoorn');
    const otherCentre = await testApp.request({
      method: 'POST',
      url: '/api/v1/organizations',
      credentials: accounts.centrum,
      body: createBody({ volunteer_center_id: apeldoornId }),
    });
    expect(otherCentre.statusCode).toBe(403);
    const roermondAdmin = await testApp.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const otherTenant = await testApp.request({
      method: 'POST',
      url: '/api/v1/organizations',
      host: 'roermond.localhost',
      credentials: roermondAdmin,
      body: createBody({ volunteer_center_id: zwolleVoedselbank.volunteerCenterId }),
    });
    expect(otherTenant.statusCode).toBe(422);
    expect(await organizationCount()).toBe(before);
  });
});

describe('address, profile, e-mail and partner flag', () => {
  it('refuses the organisation superuser a change of the partner flag, and another organisation any change', async () => {
    const partner = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${zwolleVoedselbank.id}`,
      credentials: accounts.organisatie,
      body: { data: { type: 'organizations', attributes: { is_partner: false } } },
    });
    expect(partner.statusCode).toBe(403);
    await expectUnchanged(zwolleVoedselbank);
    const other = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${zwolleTaalhuis.id}`,
      credentials: accounts.organisatie,
      body: { data: { type: 'organizations', attributes: { email: 'kaper@example.org', address: { city: 'Kampen' } } } },
    });
    expect(other.statusCode).toBe(403);
    await expectUnchanged(zwolleTaalhuis);
  });

  it('keeps e-mail addresses and members from everyone who does not manage the organisation', async () => {
    const url = `/api/v1/organizations/${zwolleTaalhuis.id}?include=members.user`;
    for (const credentials of [undefined, accounts.vrijwilliger, accounts.redacteur, accounts.organisatie]) {
      const body = (await testApp.request({ url, credentials })).json();
      expect(body.data.attributes.email).toBeNull();
      expect(body.included).toEqual([]);
    }
    const roermondAdmin = await testApp.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const byEmail = await testApp.request({
      url: '/api/v1/organizations?filter[name_cont]=voedselbankzwolle',
      host: 'roermond.localhost',
      credentials: roermondAdmin,
    });
    expect(byEmail.json().meta.total).toBe(0);
  });
});

describe('a plain member', () => {
  it('sees their organisation whatever its status, but does not manage it', async () => {
    const member = await userRow('vrijwilliger@public.example');
    await testApp.database.db.insert(organizationMembers).values({ tenantId: 'public', organizationId: zwolleHooiberg.id, userId: member.id, role: 'member' });
    const credentials = await testApp.signIn('vrijwilliger@public.example');
    expect((await testApp.request({ url: `/api/v1/organizations/${zwolleHooiberg.id}`, credentials })).statusCode).toBe(200);
    const edit = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${zwolleHooiberg.id}`,
      credentials,
      body: { data: { type: 'organizations', attributes: { description: 'Gewijzigd door een lid' } } },
    });
    expect(edit.statusCode).toBe(403);
    await expectUnchanged(zwolleHooiberg);
  });

  it('manages nothing with the organisation superuser role either, where their membership is a plain one', async () => {
    const carla = await userRow('organisatie@public.example');
    await testApp.database.db.insert(organizationMembers).values({ tenantId: 'public', organizationId: zwolleTaalhuis.id, userId: carla.id, role: 'member' });
    const credentials = await testApp.signIn('organisatie@public.example');
    const edit = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${zwolleTaalhuis.id}`,
      credentials,
      body: { data: { type: 'organizations', attributes: { description: 'Gewijzigd door een lid' } } },
    });
    expect(edit.statusCode).toBe(403);
    const vacancy = await testApp.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials,
      body: { data: { type: 'vacancies', attributes: { title: 'Niet van mij', organization_id: zwolleTaalhuis.id } } },
    });
    expect(vacancy.statusCode).toBe(403);
    const email = (await testApp.request({ url: `/api/v1/organizations/${zwolleTaalhuis.id}`, credentials })).json().data.attributes.email;
    expect(email).toBeNull();
    await expectUnchanged(zwolleTaalhuis);
  });
});
