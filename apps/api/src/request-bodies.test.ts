import { eq } from 'drizzle-orm';
import { formSubmissions, pages, volunteerCenterProfiles } from './schema';
import { MAX_JSON_DEPTH } from './platform/http/json-body';
import { buildForm } from './areas/forms/forms.fixtures';
import { organizationOf } from './testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from './testing/test-app';

// One body reader for every write (docs/security.md, "Request bodies"): a body
// nested too deep or naming a prototype key is refused by the JSON parser
// itself, and a write whose body is not a JSON:API document of the route's
// type with an attributes object is a 400 naming where, with nothing stored or sent.

let t: TestApp;
let redacteur: Credentials;
let centrum: Credentials;
let carla: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  [redacteur, centrum, carla] = await Promise.all([
    t.signIn('redacteur@public.example'),
    t.signIn('centrum@public.example'),
    t.signIn('organisatie@public.example'),
  ]);
});
afterAll(() => t.close());

const json = { 'content-type': 'application/vnd.api+json' };
const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('the JSON parser', () => {
  it('refuses page blocks and theme settings nested 3,000 deep with a translated 400, not a 500, and stores nothing', async () => {
    const pageCount = (await t.database.db.select().from(pages)).length;
    const profilesBefore = await t.database.db.select().from(volunteerCenterProfiles);
    const writes = [
      { method: 'POST' as const, url: '/api/v1/pages', type: 'pages', attribute: 'blocks', credentials: redacteur },
      { method: 'PATCH' as const, url: '/api/v1/volunteer_centers/current/profile', type: 'volunteer_center_profiles', attribute: 'theme_config', credentials: centrum },
    ];
    for (const write of writes) {
      for (const locale of ['en', 'nl']) {
        const response = await t.request({
          method: write.method,
          url: write.url,
          credentials: write.credentials,
          headers: { 'accept-language': locale, ...json },
          payload: `{"data":{"type":"${write.type}","attributes":{"${write.attribute}":${nested(3000)}}}}`,
        });
        expect([write.url, response.statusCode]).toEqual([write.url, 400]);
        expect(response.json().errors[0]).toMatchObject({
          code: 'MALFORMED_JSON',
          detail:
            locale === 'en'
              ? `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`
              : `De inhoud van het verzoek is dieper genest dan ${MAX_JSON_DEPTH} niveaus.`,
        });
      }
    }
    const array = await t.request({ method: 'POST', url: '/api/v1/pages', credentials: redacteur, headers: json, payload: '['.repeat(100_000) + ']'.repeat(100_000) });
    expect([array.statusCode, array.json().errors[0].code]).toEqual([400, 'MALFORMED_JSON']);
    expect((await t.database.db.select().from(pages)).length).toBe(pageCount);
    expect(await t.database.db.select().from(volunteerCenterProfiles)).toEqual(profilesBefore);
  });

  it('counts brackets in strings as text, so deep-looking text is fine', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/pages',
      credentials: redacteur,
      headers: { 'accept-language': 'en', ...json },
      payload: JSON.stringify({ data: { type: 'pages', attributes: { title: `${'{['.repeat(100)}"\\`, slug: 'haakjes', blocks: [] } } }),
    });
    expect(response.statusCode).not.toBe(400);
  });

  it('refuses __proto__, constructor and prototype keys anywhere, however escaped', async () => {
    for (const payload of [
      '{"__proto__":{"polluted":true}}',
      '{"data":{"type":"pages","attributes":{"\\u005f_proto__":{"polluted":true}}}}',
      '{"data":{"type":"pages","attributes":{"blocks":[{"constructor":{"prototype":{"polluted":true}}}]}}}',
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/v1/pages', credentials: redacteur, headers: { 'accept-language': 'en', ...json }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].detail).toMatch(/^The request body contains the name "(__proto__|constructor)", which is not allowed\.$/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the shape of a write', () => {
  it('a public form takes only a form_submissions document: loose bodies are a 400 and store no submission', async () => {
    const organizationId = await organizationOf(t, 'organisatie@public.example');
    const form = await buildForm(t, carla, organizationId, { questions: [{ text: 'Opmerking', question_type: 'text' }] });
    const loose: [unknown, string][] = [
      [{}, '/data'],
      [[], ''],
      ['x', ''],
      [null, ''],
      [{ answers: {} }, '/data'],
      [{ data: { attributes: { answers: {} } } }, '/data/type'],
      [{ data: { type: 'forms', attributes: { answers: {} } } }, '/data/type'],
      [{ data: { type: 'form_submissions', attributes: null } }, '/data/attributes'],
      [{ data: { type: 'form_submissions' } }, '/data/attributes'],
      [{ data: { type: 'form_submissions', attributes: [] } }, '/data/attributes'],
    ];
    for (const [body, pointer] of loose) {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/public_forms/${form.token}`,
        headers: { 'accept-language': 'en', ...json },
        payload: JSON.stringify(body),
      });
      expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(response.json().errors[0]).toMatchObject({ code: 'INVALID_DOCUMENT', source: { pointer } });
    }
    expect(await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toEqual([]);
    const proper = await t.request({
      method: 'POST',
      url: `/api/v1/public_forms/${form.token}`,
      body: { data: { type: 'form_submissions', attributes: { answers: {} } } },
    });
    expect(proper.statusCode).toBe(201);
  });

  it('a test mail is sent for no body (the saved template) or a document, never for a loose body', async () => {
    const [template] = (await t.request({ url: '/api/v1/notification_templates?filter[key]=digest&filter[locale]=nl', credentials: centrum })).json().data;
    const before = (await t.mails()).length;
    const url = `/api/v1/notification_templates/${template.id}/test`;
    for (const body of [{}, [], 'x', { data: { attributes: { subject: 'Hoi', body: '<p>Hoi</p>' } } }, { data: { type: 'notification_templates', attributes: null } }]) {
      const response = await t.request({ method: 'POST', url, credentials: centrum, headers: json, payload: JSON.stringify(body) });
      expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    expect(await t.mails()).toHaveLength(before);
    expect((await t.request({ method: 'POST', url, credentials: centrum })).statusCode).toBe(202);
    expect(await t.mails()).toHaveLength(before + 1);
  });
});
