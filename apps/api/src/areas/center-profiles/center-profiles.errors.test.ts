import { postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
let centrum: Credentials;
let original: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  original = await currentAttributes();
});
// A session token rotates after 5 s and this client does not follow: each test signs in anew.
beforeEach(async () => {
  centrum = await t.signIn('centrum@public.example');
});
afterAll(() => t.close());

async function currentAttributes(): Promise<Record<string, unknown>> {
  const response = await t.request({ url: '/api/v1/volunteer_centers/current?include=profile' });
  return response.json().included[0].attributes;
}

function patchProfile(attributes: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request({
    method: 'PATCH',
    url: '/api/v1/volunteer_centers/current/profile',
    credentials: centrum,
    headers,
    body: { data: { type: 'volunteer_center_profiles', attributes } },
  });
}

/** A refused change is a 422 for exactly `field` (with `reason`) and leaves the profile as it was. */
async function expectRefused(attributes: Record<string, unknown>, field: string, reason?: string) {
  const response = await patchProfile(attributes);
  expect(response.statusCode).toBe(422);
  const errors = response.json().errors as { code: string; source: { pointer: string }; meta: { reason: string } }[];
  expect(errors.map((e) => e.source.pointer)).toContain(`/data/attributes/${field}`);
  const error = errors.find((e) => e.source.pointer === `/data/attributes/${field}`)!;
  expect(error.code).toBe('VALIDATION_FAILED');
  if (reason) expect(error.meta.reason).toBe(reason);
  expect(await currentAttributes()).toEqual(original);
}

const SHADES = Object.fromEntries(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'].map((key) => [key, '#123456']));

describe('PATCH /api/v1/volunteer_centers/current/profile: invalid values change nothing', () => {
  it.each([['red'], ['#12345g'], ['#1234'], ['0f766e'], ['rgb(1,2,3)'], ['']])('refuses the colour %j', async (color) => {
    await expectRefused({ primary_color: color, name: 'Changed too' }, 'primary_color', 'invalid');
  });

  it('refuses a colour of the wrong type and a null colour (colours cannot be cleared)', async () => {
    await expectRefused({ text_color: 123 }, 'text_color', 'invalid_type');
    await expectRefused({ background_color: null }, 'background_color', 'invalid_type');
  });

  it('refuses incomplete shade sets and sets with a colour that is not hex', async () => {
    const { '950': _dropped, ...tenSteps } = SHADES;
    await expectRefused({ primary_color_shades: tenSteps }, 'primary_color_shades', 'invalid');
    await expectRefused({ secondary_color_shades: { ...SHADES, '500': 'blue' } }, 'secondary_color_shades', 'invalid');
    await expectRefused({ primary_color_shades: { ...SHADES, '500': 5 } }, 'primary_color_shades', 'invalid_type');
    await expectRefused({ primary_color_shades: ['#123456'] }, 'primary_color_shades');
  });

  it('refuses theme settings outside the fixed lists, and parts it does not know, pointing at the part', async () => {
    await expectRefused({ theme_config: { fonts: { sans: 'Comic Sans MS' } } }, 'theme_config/fonts/sans', 'invalid_choice');
    await expectRefused({ theme_config: { default_shape: 'circle' } }, 'theme_config/default_shape', 'invalid_choice');
    await expectRefused({ theme_config: { header: { variant: 'mega' } } }, 'theme_config/header/variant', 'invalid_choice');
    await expectRefused({ theme_config: { footer: { variant: 'fancy' } } }, 'theme_config/footer/variant', 'invalid_choice');
    await expectRefused({ theme_config: { header: { sticky: 'yes' } } }, 'theme_config/header/sticky', 'invalid_type');
    await expectRefused({ theme_config: { css_variables: { '--x': 'red' } } }, 'theme_config/css_variables', 'unknown_attribute');
    await expectRefused({ theme_config: { header: { menu_item_font_class: 'font-bold' } } }, 'theme_config/header/menu_item_font_class', 'unknown_attribute');
    await expectRefused({ theme_config: { header: 'tab' } }, 'theme_config/header', 'invalid_type');
    await expectRefused({ theme_config: null }, 'theme_config', 'invalid_type');
    await expectRefused({ theme_config: 'straight' }, 'theme_config', 'invalid_type');
  });

  it('names the part in the message, in both languages', async () => {
    const response = await patchProfile({ theme_config: { fonts: { heading: 'Papyrus' } }, primary_color: 'teal' }, { 'accept-language': 'en' });
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: { pointer: '/data/attributes/primary_color' } }),
        expect.objectContaining({
          source: { pointer: '/data/attributes/theme_config/fonts/heading' },
          detail: 'theme_config.fonts.heading must be one of: Inter Variable, System UI, Serif.',
        }),
      ]),
    );
  });

  it.each([
    'https://tile.example.org/{z}/{x}.png',
    'ftp://tile.example.org/{z}/{x}/{y}.png',
    'javascript:alert(1)//{z}/{x}/{y}',
    '//tile.example.org/{z}/{x}/{y}.png',
    'tile.example.org/{z}/{x}/{y}.png',
    `https://tile.example.org/${'a'.repeat(500)}/{z}/{x}/{y}.png`,
  ])('refuses the map tile URL %s', async (url) => {
    await expectRefused({ map_tile_url: url }, 'map_tile_url');
  });

  it('refuses image URLs that are not uploads of this centre', async () => {
    const oldebroekStaff = await t.signIn('centrum@oldebroek.example', { host: 'oldebroek.localhost' });
    const foreign = (await postUpload(t, { credentials: oldebroekStaff, purpose: 'logo', data: await solidPng(), host: 'oldebroek.localhost' })).json().data;
    const logo = (await postUpload(t, { credentials: centrum, purpose: 'logo', data: await solidPng() })).json().data;
    await expectRefused({ website_logo_url: foreign.attributes.url }, 'website_logo_url', 'not_own_upload');
    await expectRefused({ website_logo_url: foreign.attributes.url.replace('/oldebroek/', '/public/') }, 'website_logo_url', 'not_own_upload');
    await expectRefused({ website_logo_url: 'https://evil.example.org/logo.png' }, 'website_logo_url', 'not_own_upload');
    await expectRefused({ website_logo_dark_mode_url: '/uploads/public/00000000-0000-4000-8000-000000000000.webp' }, 'website_logo_dark_mode_url', 'not_own_upload');
    await expectRefused({ contact_person_photo_url: logo.attributes.url.replace('.webp', '.png') }, 'contact_person_photo_url', 'not_own_upload');
    // A favicon must be one: 64×64 PNG.
    await expectRefused({ favicon_url: logo.attributes.url }, 'favicon_url', 'not_own_upload');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    '//evil.example.org/logo.png',
    'java\tscript:alert(1)',
  ])('refuses the image URL %j on every image field as not a valid URL', async (url) => {
    for (const field of ['website_logo_url', 'website_logo_dark_mode_url', 'favicon_url', 'contact_person_photo_url']) {
      await expectRefused({ [field]: url }, field, 'invalid_url');
    }
  });

  it.each(['javascript:alert(1)//{z}/{x}/{y}', 'data:text/html,{z}{x}{y}', 'htt\tps://tile.example.org/{z}/{x}/{y}.png'])(
    'refuses the map tile template %j as not a valid URL',
    async (url) => {
      await expectRefused({ map_tile_url: url }, 'map_tile_url', 'invalid_url');
    },
  );

  it('refuses other bad values field by field, in one answer', async () => {
    const response = await patchProfile({
      name: '   ',
      gtag_id: 'G-"><script>',
      contact_person_email: 'not an address',
      contact_person_phone: 'call me',
      footer_column_2_content: 'x'.repeat(2001),
      footer_column_5_title: 'There is no column 5',
      show_anbi_logo: 'yes',
      volunteer_center_id: 'abc',
    });
    expect(response.statusCode).toBe(422);
    const reasons = Object.fromEntries(
      (response.json().errors as { source: { pointer: string }; meta: { reason: string } }[]).map((e) => [e.source.pointer.split('/').pop(), e.meta.reason]),
    );
    expect(reasons).toEqual({
      name: 'required',
      gtag_id: 'invalid',
      contact_person_email: 'invalid_email',
      contact_person_phone: 'invalid',
      footer_column_2_content: 'too_long',
      footer_column_5_title: 'unknown_attribute',
      show_anbi_logo: 'invalid_type',
      volunteer_center_id: 'unknown_attribute',
    });
    expect(await currentAttributes()).toEqual(original);
  });

  it('keeps only links in the map attribution', async () => {
    const response = await patchProfile({
      map_tile_attribution: '<img src=x onerror=alert(1)>Tiles <a href="javascript:alert(1)">bad</a> <a href="https://ok.example" onclick="x()" style="color:red">ok</a><script>alert(2)</script>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.map_tile_attribution).toBe(
      'Tiles <a rel="noopener noreferrer nofollow">bad</a> <a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a>',
    );
    const cleared = await patchProfile({ map_tile_attribution: '<script>alert(1)</script>' });
    expect(cleared.json().data.attributes.map_tile_attribution).toBeNull();
    original = await currentAttributes();
  });

  it('answers in English when asked', async () => {
    const response = await patchProfile({ primary_color_shades: { '50': '#ffffff' } }, { 'accept-language': 'en' });
    expect(response.json().errors[0]).toMatchObject({ title: 'Invalid input', detail: 'primary_color_shades is not valid.' });
  });
});

describe('PATCH /api/v1/volunteer_centers/current/profile: malformed documents', () => {
  it('answers 400 for a document without data, of another type, or not JSON', async () => {
    const bare = await t.request({ method: 'PATCH', url: '/api/v1/volunteer_centers/current/profile', credentials: centrum, body: { primary_color: '#000000' } });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors[0].code).toBe('INVALID_DOCUMENT');

    const wrongType = await t.request({
      method: 'PATCH',
      url: '/api/v1/volunteer_centers/current/profile',
      credentials: centrum,
      body: { data: { type: 'organizations', attributes: { primary_color: '#000000' } } },
    });
    expect(wrongType.statusCode).toBe(400);

    const attributesList = await t.request({
      method: 'PATCH',
      url: '/api/v1/volunteer_centers/current/profile',
      credentials: centrum,
      body: { data: { type: 'volunteer_center_profiles', attributes: ['primary_color'] } },
    });
    expect(attributesList.statusCode).toBe(400);

    const broken = await t.request({
      method: 'PATCH',
      url: '/api/v1/volunteer_centers/current/profile',
      credentials: centrum,
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data": {',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].code).toBe('MALFORMED_JSON');

    const nul = await patchProfile({ name: 'Zwolle\u0000' });
    expect(nul.statusCode).toBe(422);
    expect(await currentAttributes()).toEqual(original);
  });

  it("answers 409 for the id of another centre's profile", async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/v1/volunteer_centers/current/profile',
      credentials: centrum,
      body: { data: { type: 'volunteer_center_profiles', id: '00000000-0000-4000-8000-000000000000', attributes: { primary_color: '#000000' } } },
    });
    expect(response.statusCode).toBe(409);
    expect(await currentAttributes()).toEqual(original);
  });

  it('answers 400 for query parameters it does not support', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/v1/volunteer_centers/current/profile?include=profile',
      credentials: centrum,
      body: { data: { type: 'volunteer_center_profiles', attributes: { primary_color: '#000000' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(await currentAttributes()).toEqual(original);
  });
});
