import { postUpload, solidPng } from '../../testing/multipart';
import { centerIdOf } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function patchProfile(attributes: Record<string, unknown>, options: { credentials?: Credentials; host?: string; headers?: Record<string, string> } = {}) {
  return t.request({
    method: 'PATCH',
    url: '/api/v1/volunteer_centers/current/profile',
    ...options,
    body: { data: { type: 'volunteer_center_profiles', attributes } },
  });
}

async function primaryColorOf(host: string): Promise<string> {
  const response = await t.request({ url: '/api/v1/volunteer_centers/current?include=profile', host });
  return response.json().included[0].attributes.primary_color;
}

describe('PATCH /api/v1/volunteer_centers/current/profile: who may change a profile', () => {
  it('answers 401 without a session, before looking at the document', async () => {
    const before = await primaryColorOf('localhost');
    expect((await patchProfile({ primary_color: '#000000' })).statusCode).toBe(401);
    expect((await patchProfile({ primary_color: 'not a colour' })).statusCode).toBe(401);
    expect(await primaryColorOf('localhost')).toBe(before);
  });

  it.each(['organisatie', 'redacteur', 'vrijwilliger'])('answers 403 to %s@public.example, also for an invalid document', async (local) => {
    const credentials = await t.signIn(`${local}@public.example`);
    const before = await primaryColorOf('localhost');
    const response = await patchProfile({ primary_color: '#000000' }, { credentials });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('FORBIDDEN');
    expect((await patchProfile({ primary_color: 'nonsense' }, { credentials })).statusCode).toBe(403);
    expect(await primaryColorOf('localhost')).toBe(before);
  });

  it("lets a centre superuser change only their own centre's profile: another centre's is out of reach by host and by Volunteer-Center-Id", async () => {
    const zwolleStaff = await t.signIn('centrum@public.example');
    const deventerBefore = await primaryColorOf('deventer.localhost');
    expect((await patchProfile({ primary_color: '#111111' }, { credentials: zwolleStaff })).statusCode).toBe(200);
    expect(await primaryColorOf('localhost')).toBe('#111111');

    const deventer = await centerIdOf(t, 'public', 'deventer');
    const viaHeader = await patchProfile({ primary_color: '#222222' }, { credentials: zwolleStaff, headers: { 'volunteer-center-id': deventer } });
    expect(viaHeader.statusCode).toBe(401);
    const viaHost = await patchProfile({ primary_color: '#222222' }, { credentials: zwolleStaff, host: 'deventer.localhost' });
    expect(viaHost.statusCode).toBe(401);
    expect(await primaryColorOf('deventer.localhost')).toBe(deventerBefore);

    const deventerStaff = await t.signIn('centrum-deventer@public.example', { host: 'deventer.localhost' });
    expect((await patchProfile({ primary_color: '#333333' }, { credentials: deventerStaff, host: 'deventer.localhost' })).statusCode).toBe(200);
    expect(await primaryColorOf('deventer.localhost')).toBe('#333333');
    expect(await primaryColorOf('localhost')).toBe('#111111');
  });

  it("does not let a session of another tenant change this tenant's profile", async () => {
    const oldebroekAdmin = await t.signIn('admin@oldebroek.example', { host: 'oldebroek.localhost' });
    const before = await primaryColorOf('localhost');
    const response = await patchProfile({ primary_color: '#444444' }, { credentials: oldebroekAdmin, headers: { 'x-tenant': 'public' } });
    expect(response.statusCode).toBe(401);
    const onHost = await patchProfile({ primary_color: '#444444' }, { credentials: oldebroekAdmin, host: 'localhost' });
    expect(onHost.statusCode).toBe(401);
    expect(await primaryColorOf('localhost')).toBe(before);
  });

  it('answers 400 for a Volunteer-Center-Id of another tenant, even for an admin', async () => {
    const admin = await t.signIn('admin@public.example');
    const oldebroek = await centerIdOf(t, 'oldebroek', 'oldebroek');
    const before = await primaryColorOf('oldebroek.localhost');
    const response = await patchProfile({ primary_color: '#555555' }, { credentials: admin, headers: { 'volunteer-center-id': oldebroek } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('INVALID_VOLUNTEER_CENTER');
    expect(await primaryColorOf('oldebroek.localhost')).toBe(before);
  });

  it("lets the admin change any centre's profile of the tenant", async () => {
    const admin = await t.signIn('admin@public.example');
    const apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
    const response = await patchProfile({ primary_color: '#666666' }, { credentials: admin, headers: { 'volunteer-center-id': apeldoorn } });
    expect(response.statusCode).toBe(200);
    expect(await primaryColorOf('apeldoorn.localhost')).toBe('#666666');
  });
});

describe('PATCH /api/v1/volunteer_centers/current/profile: a centre uses only its own uploads', () => {
  async function logoUrlOf(host: string): Promise<string | null> {
    const response = await t.request({ url: '/api/v1/volunteer_centers/current?include=profile', host });
    return response.json().included[0].attributes.website_logo_url;
  }

  it("refuses another centre's upload, of this tenant or another, for every image field, and takes the centre's own", async () => {
    const zwolleStaff = await t.signIn('centrum@public.example');
    const deventerStaff = await t.signIn('centrum-deventer@public.example', { host: 'deventer.localhost' });
    const oldebroekStaff = await t.signIn('centrum@oldebroek.example', { host: 'oldebroek.localhost' });
    const uploaded = async (credentials: Credentials, host: string, purpose: string) =>
      (await postUpload(t, { credentials, purpose, data: await solidPng(64, 64), host })).json().data.attributes.url as string;
    const deventerLogo = await uploaded(deventerStaff, 'deventer.localhost', 'logo');
    const deventerFavicon = await uploaded(deventerStaff, 'deventer.localhost', 'favicon');
    const oldebroekLogo = await uploaded(oldebroekStaff, 'oldebroek.localhost', 'logo');
    const before = await logoUrlOf('localhost');

    for (const [field, url] of [
      ['website_logo_url', deventerLogo],
      ['website_logo_dark_mode_url', deventerLogo],
      ['contact_person_photo_url', deventerLogo],
      ['favicon_url', deventerFavicon],
      ['website_logo_url', oldebroekLogo],
    ] as const) {
      const response = await patchProfile({ [field]: url }, { credentials: zwolleStaff, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        expect.objectContaining({
          code: 'VALIDATION_FAILED',
          source: { pointer: `/data/attributes/${field}` },
          detail: `${field} must be an image of the right kind uploaded for this volunteer centre.`,
          meta: expect.objectContaining({ reason: 'not_own_upload' }),
        }),
      ]);
    }
    expect(await logoUrlOf('localhost')).toBe(before);

    const own = await uploaded(zwolleStaff, 'localhost', 'logo');
    expect((await patchProfile({ website_logo_url: own }, { credentials: zwolleStaff })).statusCode).toBe(200);
    expect(await logoUrlOf('localhost')).toBe(own);
    expect((await patchProfile({ website_logo_url: deventerLogo }, { credentials: deventerStaff, host: 'deventer.localhost' })).statusCode).toBe(200);
  });

  it("keeps an admin acting for one centre from using another centre's upload", async () => {
    const admin = await t.signIn('admin@public.example');
    const zwolleStaff = await t.signIn('centrum@public.example');
    const zwolleLogo = (await postUpload(t, { credentials: zwolleStaff, purpose: 'logo', data: await solidPng() })).json().data.attributes.url;
    const apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
    const response = await patchProfile({ website_logo_url: zwolleLogo }, { credentials: admin, headers: { 'volunteer-center-id': apeldoorn } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/website_logo_url' }, meta: { reason: 'not_own_upload' } });
    expect(await logoUrlOf('apeldoorn.localhost')).not.toBe(zwolleLogo);
  });
});
