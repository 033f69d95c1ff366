import { count, eq } from 'drizzle-orm';
import { organizations, users, vacancies } from '../../schema';
import { organizationById, organizationRow, vacancyById } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp, type TestResponse } from '../../testing/test-app';

// Only http(s) URLs are stored (issue 11, item 5): every URL field takes the
// shared rule of libs/contracts (src/url.ts), so each refuses the same tricks.

const UNSAFE = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie) ',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  'java\tscript:alert(1)',
  'https://exa\nmple.org',
  '\u0001https://example.org',
];

let t: TestApp;
let admin: Credentials;
let organisatie: Credentials;

beforeAll(async () => {
  t = await createTestApp();
});
// A session token rotates after 5 s and this client does not follow: each test signs in anew.
beforeEach(async () => {
  admin = await t.signIn('admin@public.example');
  organisatie = await t.signIn('organisatie@public.example');
});
afterAll(() => t.close());

/** The answer is one 422 on `pointer`, translated, saying it is not a valid URL. */
function expectInvalidUrl(response: TestResponse, pointer: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual([
    expect.objectContaining({
      code: 'VALIDATION_FAILED',
      source: { pointer },
      detail: `${pointer.split('/').pop()} is geen geldige URL.`,
      meta: expect.objectContaining({ reason: 'invalid_url' }),
    }),
  ]);
}

describe('organisations: website', () => {
  it.each(UNSAFE)('refuses %j on create and update, and changes nothing', async (website) => {
    const [before] = await t.database.db.select({ n: count() }).from(organizations);
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/organizations',
      credentials: admin,
      body: { data: { type: 'organizations', attributes: { name: 'Stichting Onveilig', website } } },
    });
    expectInvalidUrl(created, '/data/attributes/website');
    expect((await t.database.db.select({ n: count() }).from(organizations))[0]).toEqual(before);

    const organization = await organizationRow(t, 'public', 'Voedselbank Zwolle');
    const stored = await organizationById(t, organization.id);
    const updated = await t.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${organization.id}`,
      credentials: admin,
      body: { data: { type: 'organizations', id: organization.id, attributes: { website } } },
    });
    expectInvalidUrl(updated, '/data/attributes/website');
    expect(await organizationById(t, organization.id)).toEqual(stored);
  });

  it('refuses a javascript: and a data: website on the public sign-up and creates nothing', async () => {
    for (const website of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const [before] = await t.database.db.select({ o: count() }).from(organizations);
      const [usersBefore] = await t.database.db.select({ u: count() }).from(users);
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/organizations/signup',
        host: 'apeldoorn.localhost',
        body: {
          data: {
            type: 'organization_signups',
            attributes: {
              organization: { name: 'Stichting Onveilig', website },
              user: {
                first_name: 'Ria',
                last_name: 'de Vries',
                email: 'ria@onveilig.example',
                password: 'een-heel-lang-wachtwoord',
                password_confirmation: 'een-heel-lang-wachtwoord',
                accept_terms: true,
              },
            },
          },
        },
      });
      expectInvalidUrl(response, '/data/attributes/organization/website');
      expect((await t.database.db.select({ o: count() }).from(organizations))[0]).toEqual(before);
      expect((await t.database.db.select({ u: count() }).from(users))[0]).toEqual(usersBefore);
    }
  });

  it('still takes an http(s) website, trimmed, and clears it with an empty one', async () => {
    const organization = await organizationRow(t, 'public', 'Voedselbank Zwolle');
    const patch = (website: string) =>
      t.request({
        method: 'PATCH',
        url: `/api/v1/organizations/${organization.id}`,
        credentials: admin,
        body: { data: { type: 'organizations', id: organization.id, attributes: { website } } },
      });
    const set = await patch('  https://voedselbank.example/zwolle  ');
    expect(set.statusCode).toBe(200);
    expect(set.json().data.attributes.website).toBe('https://voedselbank.example/zwolle');
    expect((await patch('')).statusCode).toBe(200);
  });
});

describe('vacancies: image_url', () => {
  it.each(UNSAFE)('refuses %j on create and update, and changes nothing', async (imageUrl) => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: organisatie,
      headers: { 'accept-language': 'nl' },
      body: { data: { type: 'vacancies', attributes: { title: 'Onveilige afbeelding', image_url: imageUrl } } },
    });
    expectInvalidUrl(created, '/data/attributes/image_url');
    expect(await t.database.db.select().from(vacancies).where(eq(vacancies.title, 'Onveilige afbeelding'))).toEqual([]);

    const vacancy = (await t.request({ url: '/api/v1/vacancies?page[size]=1', credentials: admin })).json().data[0];
    const stored = await vacancyById(t, vacancy.id);
    const updated = await t.request({
      method: 'PATCH',
      url: `/api/v1/vacancies/${vacancy.id}`,
      credentials: admin,
      body: { data: { type: 'vacancies', id: vacancy.id, attributes: { image_url: imageUrl } } },
    });
    expectInvalidUrl(updated, '/data/attributes/image_url');
    expect(await vacancyById(t, vacancy.id)).toEqual(stored);
  });
});

describe('auth: confirm_success_url', () => {
  it('refuses a javascript: URL on sign-up and makes no account', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth',
      body: { email: 'noor@onveilig.example', password: 'een-lang-wachtwoord', confirm_success_url: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ source: { pointer: '/confirm_success_url' }, meta: { reason: 'invalid_url' } });
    expect((await t.request({ method: 'POST', url: '/auth/sign_in', body: { email: 'noor@onveilig.example', password: 'een-lang-wachtwoord' } })).statusCode).toBe(401);
  });
});
