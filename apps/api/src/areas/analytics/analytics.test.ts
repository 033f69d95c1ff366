import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { organizationRow } from '../../testing/fixtures';

let t: TestApp;
let organisatie: Credentials;
let centrum: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  organisatie = await t.signIn('organisatie@public.example');
  centrum = await t.signIn('centrum@public.example');
});
afterAll(() => t.close());

describe('GET /api/v1/analytics/summary', () => {
  it("counts the selected organisation's vacancies by status and its members", async () => {
    const response = await t.request({ url: '/api/v1/analytics/summary', credentials: organisatie });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const foodBank = await organizationRow(t, 'public', 'Voedselbank Zwolle');
    expect(data).toMatchObject({ type: 'analytics_summaries', id: foodBank.id });
    expect(data.attributes).toEqual({
      organization_name: 'Voedselbank Zwolle',
      // Two vacancies and two regular activities (demo-applications.ts).
      vacancies_by_status: { draft: 0, published: 4, filled: 0, expired: 0, archived: 0 },
      members: 1,
      center_organizations_by_status: null,
      center_users_by_status: null,
    });
  });

  it('adds the centre figures for centre staff, for the organisation named in Current-Organization-Id', async () => {
    const club = await organizationRow(t, 'public', 'Sportvereniging Vooruit Zwolle');
    const response = await t.request({
      url: '/api/v1/analytics/summary',
      credentials: centrum,
      headers: { 'current-organization-id': club.id },
    });
    const { attributes } = response.json().data;
    expect(attributes.organization_name).toBe('Sportvereniging Vooruit Zwolle');
    expect(attributes.vacancies_by_status).toMatchObject({ draft: 1, published: 1 });
    expect(attributes.center_organizations_by_status).toEqual({ approved: 14, pending: 3, denied: 1, archived: 1 });
    expect(attributes.center_users_by_status.active).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 without a session and 403 NO_ORGANIZATION for a user without one', async () => {
    expect((await t.request({ url: '/api/v1/analytics/summary' })).statusCode).toBe(401);
    const volunteer = await t.signIn('vrijwilliger@public.example');
    const response = await t.request({ url: '/api/v1/analytics/summary', credentials: volunteer });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toMatchObject({ code: 'NO_ORGANIZATION', detail: 'Geen organisatie gevonden' });
  });

  it("refuses another centre's or tenant's organisation and unknown parameters", async () => {
    const apeldoornFoodBank = await organizationRow(t, 'public', 'Voedselbank Apeldoorn');
    const otherCenter = await t.request({
      url: '/api/v1/analytics/summary',
      credentials: centrum,
      headers: { 'current-organization-id': apeldoornFoodBank.id },
    });
    expect(otherCenter.statusCode).toBe(403);
    const roermondFoodBank = await organizationRow(t, 'roermond', 'Voedselbank Roermond');
    const otherTenant = await t.request({
      url: '/api/v1/analytics/summary',
      credentials: organisatie,
      headers: { 'current-organization-id': roermondFoodBank.id },
    });
    expect(otherTenant.statusCode).toBe(403);
    expect((await t.request({ url: '/api/v1/analytics/summary?foo=1', credentials: organisatie })).statusCode).toBe(400);
  });
});
