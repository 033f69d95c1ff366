import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../testing/test-app';
import { keysOf, startSearchWorld, type SearchWorld } from '../../../testing/search-world';

type Resource = { id: string; attributes: Record<string, unknown> };

let t: TestApp;
let world: SearchWorld;

beforeAll(async () => {
  ({ t, world } = await startSearchWorld());
});
afterAll(() => t.close());

async function keys(query: string, options: { host?: string; headers?: Record<string, string>; credentials?: Awaited<ReturnType<TestApp['signIn']>> } = {}) {
  const response = await t.request({ url: `/api/v1/vacancies/search?${query}`, ...options });
  expect(response.statusCode).toBe(200);
  return { keys: keysOf(world, response.json().data).sort(), body: response.json() };
}

const PUBLIC_WORLD = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'b1'];

describe('what a search may show', () => {
  it("never shows another tenant's vacancies, nor counts them", async () => {
    const roermond = await keys('q=kwispeltuin', { headers: { 'x-tenant': 'roermond' } });
    expect(roermond.keys).toEqual(['r1']);
    expect(roermond.body.meta.total).toBe(1);
    const publicSite = await keys('q=kwispeltuin');
    expect(publicSite.keys).toEqual(PUBLIC_WORLD);
    expect(publicSite.body.meta.total).toBe(8);
    // Ids of another tenant's organisation find nothing.
    const [r1Organization] = (await t.request({ url: `/api/v1/vacancies/search?q=kwispeltuin&include=organization`, headers: { 'x-tenant': 'roermond' } })).json().included;
    expect((await keys(`filter[organization_id]=${r1Organization.id}`)).keys).toEqual([]);
  });

  it("never lets crafted words, filters or headers reach another tenant's or centre's vacancies", async () => {
    // Words go to PostgreSQL as a parameter of websearch_to_tsquery: quotes, `or`, `-` and SQL are only words.
    for (const words of ["kwispeltuin' or '1'='1", 'kwispeltuin or roermond or swalmen', '"kwispeltuin" -zwolle or kwispeltuin', 'kwispeltuin); select * from vacancies; --']) {
      const found = await keys(`q=${encodeURIComponent(words)}`);
      expect(found.keys.every((key) => PUBLIC_WORLD.includes(key))).toBe(true);
    }
    // Another tenant's centre in the header is refused, never shown.
    const otherCentre = await t.request({ url: '/api/v1/vacancies/search?q=kwispeltuin', headers: { 'volunteer-center-id': world.swalmenId } });
    expect(otherCentre.statusCode).toBe(400);
    // A change in another tenant is taken into that tenant's index only.
    const changed = await t.request({ url: '/api/v1/vacancies/search?q=kwispeltuin', headers: { 'x-tenant': 'roermond' } });
    expect(changed.statusCode).toBe(200);
    await t.database.db.execute(sql`update vacancies set title = 'Kwispeltuin roermond anders', updated_at = now() where id = ${world.ids.r1}`);
    expect((await keys('q=kwispeltuin')).keys).toEqual(PUBLIC_WORLD);
    expect((await keys('q=kwispeltuin', { headers: { 'x-tenant': 'roermond' } })).keys).toEqual(['r1']);
  });

  it("shows only the site's centre where the tenant does not share centres", async () => {
    expect((await keys('q=kwispeltuin', { headers: { 'x-tenant': 'roermond', 'volunteer-center-id': world.swalmenId } })).keys).toEqual(['r3']);
    expect((await keys('q=kwispeltuin', { host: 'roermond.localhost' })).keys).toEqual(['r1']);
  });

  it('shows every centre of a tenant that shares its centres, from each centre\'s site', async () => {
    expect((await keys('q=kwispeltuin', { host: 'apeldoorn.localhost' })).keys).toEqual(PUBLIC_WORLD);
    expect((await keys('q=kwispeltuin', { headers: { 'volunteer-center-id': world.apeldoornId } })).keys).toEqual(PUBLIC_WORLD);
  });

  it('never shows drafts, archived, expired, filled, deleted or past-expiry vacancies, to anyone', async () => {
    const hidden = Object.keys(world.ids).filter((key) => key.startsWith('hidden-'));
    expect(hidden).toHaveLength(6);
    for (const account of [undefined, 'admin', 'centrum', 'vrijwilliger']) {
      const credentials = account ? await t.signIn(`${account}@public.example`) : undefined;
      const found = await keys(`filter[organization_id]=${world.zwolleOrganizationId}&page[size]=50`, { credentials });
      expect(found.keys).toEqual(PUBLIC_WORLD.filter((key) => key !== 'b1'));
      expect(found.body.meta.total).toBe(7);
    }
  });

  it('leaves out p2p where peer-to-peer is off, and refuses to search for it', async () => {
    const roermond = await keys('q=kwispeltuin', { headers: { 'x-tenant': 'roermond' } });
    expect(roermond.keys).not.toContain('r2');
    expect(roermond.body.meta.facets.vacancy_type).toEqual({ volunteering: 1 });
    const refused = await t.request({ url: '/api/v1/vacancies/search?filter[vacancy_type]=volunteering,p2p', headers: { 'x-tenant': 'roermond' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ source: { parameter: 'filter[vacancy_type]' }, meta: { reason: 'feature_disabled' } });
    expect(refused.json().errors[0].detail).toBe('Dit soort vacature (p2p) is op deze website niet beschikbaar.');
    // The public tenant has peer-to-peer.
    expect((await keys('q=kwispeltuin&filter[vacancy_type]=p2p')).keys).toEqual(['a6']);
  });

  it('leaves out activities where activities are off, and refuses to search for them or their dates', async () => {
    const oldebroek = await keys('q=kwispeltuin', { headers: { 'x-tenant': 'oldebroek' } });
    expect(oldebroek.keys).toEqual(['o2']);
    for (const query of ['filter[vacancy_type]=activity', 'filter[starts_from]=2027-01-01', 'filter[starts_until]=2027-01-01']) {
      const refused = await t.request({ url: `/api/v1/vacancies/search?${query}`, headers: { 'x-tenant': 'oldebroek' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].meta).toEqual({ reason: 'feature_disabled' });
    }
  });

  it('answers signed-in visitors the same as anonymous ones, but shows managers the contact phone of their own', async () => {
    const anonymous = await keys('q=kwispeltuin&include=organization');
    const volunteer = await keys('q=kwispeltuin&include=organization', { credentials: await t.signIn('vrijwilliger@public.example') });
    expect(volunteer.body.data).toEqual(anonymous.body.data);
    expect(volunteer.body.meta).toEqual(anonymous.body.meta);
    const demo = await t.request({ url: '/api/v1/vacancies/search?q=chauffeur', credentials: await t.signIn('organisatie@public.example') });
    const own = (demo.json().data as Resource[]).find((v) => v.attributes.title === 'Chauffeur voor het ophalen van voedsel' && v.attributes.contact_phone !== null);
    expect(own?.attributes.contact_phone).toBe('06 12 34 56 78');
  });

  it('never sends the search document', async () => {
    for (const url of ['/api/v1/vacancies/search?q=kwispeltuin&include=organization', '/api/v1/vacancies', `/api/v1/vacancies/${world.ids.a1}`, `/api/v1/organizations/${world.zwolleOrganizationId}?include=vacancies`]) {
      const response = await t.request({ url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.body).not.toContain('search_document');
      expect(response.body).not.toContain("'kwispeltuin'");
    }
  });
});
