import { eq } from 'drizzle-orm';
import { addresses, organizations } from '../../schema';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { organizationRow, vacancyById } from '../../testing/fixtures';
import { findDutchPlace } from '../../platform/geocoding/dutch-places';

let t: TestApp;
let organisatie: Credentials;
let admin: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  organisatie = await t.signIn('organisatie@public.example');
  admin = await t.signIn('admin@public.example');
});

afterAll(async () => {
  await t.close();
});

async function coordinatesOf(place: string) {
  const found = (await findDutchPlace(place))!;
  return { latitude: found.latitude.toFixed(6), longitude: found.longitude.toFixed(6) };
}

async function create(credentials: Credentials, attributes: Record<string, unknown>) {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/vacancies',
    credentials,
    body: { data: { type: 'vacancies', attributes: { title: 'Vrijwilliger in de buurt', ...attributes } } },
  });
  return response;
}

async function update(id: string, attributes: Record<string, unknown>) {
  return t.request({ method: 'PATCH', url: `/api/v1/vacancies/${id}`, credentials: organisatie, body: { data: { type: 'vacancies', id, attributes } } });
}

async function storedCoordinates(id: string) {
  const { latitude, longitude } = await vacancyById(t, id);
  return { latitude, longitude };
}

describe('coordinates of vacancy writes', () => {
  it("take the vacancy's own place", async () => {
    const response = await create(organisatie, { place: 'kampen' });
    expect(response.statusCode).toBe(201);
    const { id, attributes } = response.json().data;
    expect(await storedCoordinates(id)).toEqual(await coordinatesOf('Kampen'));
    expect(attributes.latitude).toBeCloseTo(Number((await coordinatesOf('Kampen')).latitude), 5);
  });

  it("without a place, take the organisation's city the place defaults to", async () => {
    const response = await create(organisatie, {});
    expect(response.json().data.attributes.place).toBe('Zwolle');
    expect(await storedCoordinates(response.json().data.id)).toEqual(await coordinatesOf('Zwolle'));
  });

  it("for an unknown place, take the organisation's address", async () => {
    const voedselbank = await organizationRow(t, 'public', 'Voedselbank Zwolle');
    await t.database.db.update(addresses).set(await coordinatesOf('Dalfsen')).where(eq(addresses.id, voedselbank.addressId!));
    const response = await create(organisatie, { place: 'Nergenshuizen' });
    expect(response.statusCode).toBe(201);
    expect(await storedCoordinates(response.json().data.id)).toEqual(await coordinatesOf('Dalfsen'));
  });

  it("without an address, take the organisation's city", async () => {
    const school = await organizationRow(t, 'public', 'Het Stedelijk College Zwolle');
    await t.database.db.update(organizations).set({ addressId: null, city: 'Raalte' }).where(eq(organizations.id, school.id));
    const response = await create(admin, { organization_id: school.id, place: 'Nergenshuizen' });
    expect(response.statusCode).toBe(201);
    expect(await storedCoordinates(response.json().data.id)).toEqual(await coordinatesOf('Raalte'));
  });

  it('keep coordinates that are given, both or none', async () => {
    const given = await create(organisatie, { place: 'Kampen', latitude: 52.1, longitude: 5.2 });
    expect(await storedCoordinates(given.json().data.id)).toEqual({ latitude: '52.100000', longitude: '5.200000' });
    const half = await create(organisatie, { place: 'Kampen', latitude: 52.1 });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors[0].source.pointer).toBe('/data/attributes/longitude');
    const outside = await create(organisatie, { latitude: 91, longitude: 5 });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/latitude' }, meta: { reason: 'too_large' } });
  });

  it('follow a change of place, and only that', async () => {
    const id = (await create(organisatie, { place: 'Kampen' })).json().data.id;
    expect((await update(id, { title: 'Vrijwilliger in Kampen' })).statusCode).toBe(200);
    expect(await storedCoordinates(id)).toEqual(await coordinatesOf('Kampen'));
    expect((await update(id, { place: 'Dalfsen' })).statusCode).toBe(200);
    expect(await storedCoordinates(id)).toEqual(await coordinatesOf('Dalfsen'));
    expect((await update(id, { latitude: 52.2, longitude: 6.2 })).statusCode).toBe(200);
    expect(await storedCoordinates(id)).toEqual({ latitude: '52.200000', longitude: '6.200000' });
    const half = await update(id, { longitude: 6.3 });
    expect(half.statusCode).toBe(422);
    expect(await storedCoordinates(id)).toEqual({ latitude: '52.200000', longitude: '6.200000' });
  });

  it('are set on the seeded addresses and vacancies', async () => {
    const apeldoorn = await organizationRow(t, 'public', 'Voedselbank Apeldoorn');
    const [address] = await t.database.db.select().from(addresses).where(eq(addresses.id, apeldoorn.addressId!));
    expect({ latitude: address!.latitude, longitude: address!.longitude }).toEqual(await coordinatesOf('Apeldoorn'));
    const oldebroek = await organizationRow(t, 'oldebroek', 'Voedselbank Wezep');
    const [wezep] = await t.database.db.select().from(addresses).where(eq(addresses.id, oldebroek.addressId!));
    expect(wezep!.latitude).not.toBeNull();
  });
});
