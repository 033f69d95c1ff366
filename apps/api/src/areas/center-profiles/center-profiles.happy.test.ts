import { and, eq } from 'drizzle-orm';
import { auditEvents, volunteerCenterProfiles } from '../../schema';
import { addCenter, centerIdOf } from '../../testing/fixtures';
import { postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
let centrum: Credentials;
let admin: Credentials;

beforeAll(async () => {
  t = await createTestApp();
});
// A session token rotates after 5 s and this client does not follow: each test signs in anew.
beforeEach(async () => {
  centrum = await t.signIn('centrum@public.example');
  admin = await t.signIn('admin@public.example');
});
afterAll(() => t.close());

const SHADES = {
  '50': '#EEF2FF', '100': '#e0e7ff', '200': '#c7d2fe', '300': '#a5b4fc', '400': '#818cf8', '500': '#6366f1',
  '600': '#4f46e5', '700': '#4338ca', '800': '#3730a3', '900': '#312e81', '950': '#1e1b4b',
};

function patchProfile(credentials: Credentials, attributes: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request({
    method: 'PATCH',
    url: '/api/v1/volunteer_centers/current/profile',
    credentials,
    headers,
    body: { data: { type: 'volunteer_center_profiles', attributes } },
  });
}

async function currentProfile(headers: Record<string, string> = {}, host = 'localhost') {
  const response = await t.request({ url: '/api/v1/volunteer_centers/current?include=profile', headers, host });
  return response.json().included[0];
}

async function auditsOf(profileId: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectId, profileId), eq(auditEvents.action, 'volunteer_center_profile.updated')));
}

describe('PATCH /api/v1/volunteer_centers/current/profile', () => {
  it("changes the centre's design, footer, contact person and map tiles; the next GET shows them", async () => {
    const before = await currentProfile();
    const response = await patchProfile(centrum, {
      name: 'Vrijwilligerscentrale Zwolle e.o.',
      primary_color: '#5B21B6',
      secondary_color: '#f59e0b',
      muted_color: '#64748b',
      background_color: '#fff',
      text_color: '#111827',
      primary_color_shades: SHADES,
      secondary_color_shades: null,
      gtag_id: 'g-abc123xyz',
      footer_column_1_title: 'Contact',
      footer_column_1_content: 'Stationsweg 1\n8011 CZ Zwolle',
      footer_column_8_title: 'Volg ons',
      show_anbi_logo: true,
      show_nov_logo: false,
      theme_config: { default_shape: 'straight', fonts: { heading: 'Serif' }, header: { sticky: false, variant: 'legacy' }, footer: { variant: 'tab' } },
      contact_person_name: 'Sanne Jansen',
      contact_person_job_title: 'Consulent',
      contact_person_email: 'Sanne@Zwolle.example',
      contact_person_phone: '+31 38 123 45 67',
      map_tile_url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      map_tile_attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ type: 'volunteer_center_profiles', id: before.id });
    expect(data.attributes).toMatchObject({
      name: 'Vrijwilligerscentrale Zwolle e.o.',
      primary_color: '#5b21b6',
      background_color: '#ffffff',
      primary_color_shades: { ...SHADES, '50': '#eef2ff' },
      secondary_color_shades: null,
      gtag_id: 'G-ABC123XYZ',
      footer_column_1_content: 'Stationsweg 1\n8011 CZ Zwolle',
      show_anbi_logo: true,
      contact_person_email: 'sanne@zwolle.example',
      contact_person_job_title: 'Consulent',
      map_tile_url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      map_tile_attribution: '© <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer nofollow">OpenStreetMap</a>',
    });
    // Deep-merged: what the change did not name keeps its value.
    expect(data.attributes.theme_config).toEqual({
      default_shape: 'straight',
      fonts: { sans: 'Inter Variable', heading: 'Serif' },
      css_variables: {},
      header: { full_width: false, variant: 'legacy', sticky: false, language_toggle: true, center_menu_items: false, menu_item_font_class: null },
      footer: { variant: 'tab' },
    });

    const after = await currentProfile();
    expect(after.attributes).toEqual(data.attributes);
    expect(after.attributes.footer_column_2_title).toBe(before.attributes.footer_column_2_title);

    const [audit] = await auditsOf(before.id);
    expect(audit).toMatchObject({ tenantId: 'public', subjectType: 'volunteer_center_profiles' });
    expect((audit!.data as { fields: string[] }).fields).toEqual(
      expect.arrayContaining(['name', 'primary_color', 'theme_config', 'map_tile_url', 'contact_person_job_title', 'footer_column_8_title']),
    );
    expect((audit!.data as { fields: string[] }).fields).not.toContain('muted_color'); // sent, but unchanged
  });

  it('merges a second theme change into the first and clears fields sent blank', async () => {
    const response = await patchProfile(centrum, {
      theme_config: { header: { full_width: true } },
      footer_column_1_title: '  ',
      contact_person_phone: '',
      map_tile_url: '',
      gtag_id: null,
    });
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes.theme_config.header).toMatchObject({ full_width: true, sticky: false, variant: 'legacy' });
    expect(attributes.theme_config.default_shape).toBe('straight');
    expect(attributes).toMatchObject({ footer_column_1_title: null, contact_person_phone: null, map_tile_url: null, gtag_id: null });
  });

  it('records nothing when nothing changes', async () => {
    const profile = await currentProfile();
    const audits = (await auditsOf(profile.id)).length;
    const response = await patchProfile(centrum, { primary_color: profile.attributes.primary_color, theme_config: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.updated_at).toBe(profile.attributes.updated_at);
    expect(await auditsOf(profile.id)).toHaveLength(audits);
  });

  it('sets the logo, dark-mode logo, favicon and contact photo to uploads, and clears them with null', async () => {
    const upload = async (purpose: string) =>
      (await postUpload(t, { credentials: centrum, purpose, data: await solidPng(120, 40) })).json().data.attributes.url as string;
    const images = {
      website_logo_url: await upload('logo'),
      website_logo_dark_mode_url: await upload('logo_dark'),
      favicon_url: await upload('favicon'),
      contact_person_photo_url: await upload('image'),
    };
    const response = await patchProfile(centrum, images);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject(images);
    expect((await currentProfile()).attributes).toMatchObject(images);
    // The public site loads the logo from the URL the profile names.
    expect((await t.request({ url: images.website_logo_url, host: 'zwolle.localhost' })).headers['content-type']).toBe('image/webp');

    const cleared = await patchProfile(centrum, { website_logo_dark_mode_url: null, contact_person_photo_url: '' });
    expect(cleared.json().data.attributes).toMatchObject({ website_logo_dark_mode_url: null, contact_person_photo_url: null, website_logo_url: images.website_logo_url });
  });

  it("lets an admin change another centre's profile with Volunteer-Center-Id, leaving the host's centre alone", async () => {
    const deventer = await centerIdOf(t, 'public', 'deventer');
    const zwolleBefore = await currentProfile();
    const response = await patchProfile(admin, { primary_color: '#be123c' }, { 'volunteer-center-id': deventer });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ primary_color: '#be123c', volunteer_center_id: deventer });
    expect((await currentProfile({}, 'deventer.localhost')).attributes.primary_color).toBe('#be123c');
    expect((await currentProfile()).attributes.primary_color).toBe(zwolleBefore.attributes.primary_color);
  });

  it('gives a centre without a profile one with the defaults, named after the centre', async () => {
    const kampen = await addCenter(t, 'public', 'kampen', 'Vrijwilligerspunt Kampen');
    const response = await patchProfile(admin, { footer_column_3_title: 'Kampen' }, { 'volunteer-center-id': kampen });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      name: 'Vrijwilligerspunt Kampen',
      footer_column_3_title: 'Kampen',
      primary_color: '#0f766e',
      theme_config: { default_shape: 'rounded', footer: { variant: 'maud' } },
    });
    const rows = await t.database.db.select().from(volunteerCenterProfiles).where(eq(volunteerCenterProfiles.volunteerCenterId, kampen));
    expect(rows).toHaveLength(1);
  });

  it('accepts the id of the profile in the document, and camelCase member names inside theme_config', async () => {
    const profile = await currentProfile();
    const response = await t.request({
      method: 'PATCH',
      url: '/api/v1/volunteer_centers/current/profile',
      credentials: centrum,
      body: { data: { type: 'volunteer_center_profiles', id: profile.id, attributes: { theme_config: { defaultShape: 'rounded' } } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.theme_config.default_shape).toBe('rounded');
  });
});
