import { eq } from 'drizzle-orm';
import { notificationTemplates } from '../../schema';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
let centrum: Credentials;

const TEMPLATES = '/api/v1/notification_templates';
const doc = (attributes: Record<string, unknown>, id?: string) => ({ data: { type: 'notification_templates', ...(id ? { id } : {}), attributes } });

async function templateId(key: string, locale = 'nl'): Promise<string> {
  const response = await t.request({ url: `${TEMPLATES}?filter[key]=${key}&filter[locale]=${locale}`, credentials: centrum });
  return response.json().data[0].id;
}

const rowCount = async () => (await t.database.db.select().from(notificationTemplates).where(eq(notificationTemplates.tenantId, 'public'))).length;

beforeAll(async () => {
  t = await createTestApp();
  centrum = await t.signIn('centrum@public.example');
});

afterAll(async () => {
  await t.close();
});

type ApiIssue = { code: string; detail: string; source: { pointer: string }; meta: { reason: string; near?: string } };

/** Sends a change and a preview of the same text; both must be refused alike, and nothing may change. */
async function refused(key: string, attributes: Record<string, unknown>, headers: Record<string, string> = {}): Promise<ApiIssue[]> {
  const id = await templateId(key);
  const rows = await rowCount();
  const before = (await t.request({ url: `${TEMPLATES}/${id}`, credentials: centrum })).json().data;
  const change = await t.request({ method: 'PATCH', url: `${TEMPLATES}/${id}`, credentials: centrum, headers, body: doc(attributes) });
  expect(change.statusCode).toBe(422);
  expect(await rowCount()).toBe(rows);
  expect((await t.request({ url: `${TEMPLATES}/${id}`, credentials: centrum })).json().data).toEqual(before);
  return change.json().errors;
}

describe('a template that cannot be saved is a 422 that says where, and changes nothing', () => {
  it('names an unknown placeholder with its line and column', async () => {
    const [error, ...others] = await refused('application_accepted', { body: '<p>Beste {{ first_name }},</p>\n<p>Welkom, {{ voornaam }}!</p>' });
    expect(others).toEqual([]);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      source: { pointer: '/data/attributes/body' },
      meta: { reason: 'unknown_placeholder', line: 2, column: 15, name: 'voornaam', near: 'voornaam' },
      detail: 'body: "voornaam" is geen placeholder van deze mail (regel 2, kolom 15, bij "voornaam").',
    });
  });

  it('points at the subject when the subject is wrong, in the reader’s language', async () => {
    const [error] = await refused('application_accepted', { subject: 'Welkom {{ vacancy.naam }}' }, { 'accept-language': 'en' });
    expect(error).toMatchObject({
      source: { pointer: '/data/attributes/subject' },
      meta: { reason: 'unknown_placeholder' },
      detail: 'subject: "vacancy.naam" is not a placeholder of this mail (line 1, column 11, at "vacancy.naam").',
    });
  });

  it('says where the syntax is broken, for subject and body at once', async () => {
    const errors = await refused('application_accepted', { subject: 'Welkom {{ vacancy', body: '<p>{% if organization %}Hallo</p>' });
    expect(errors.map((error) => [error.source.pointer, error.meta.reason])).toEqual([
      ['/data/attributes/subject', 'template_syntax'],
      ['/data/attributes/body', 'template_syntax'],
    ]);
    expect(errors[0]!.detail).toBe(
      'subject: hier klopt de opmaak van een placeholder of tag niet (regel 1, kolom 8, bij "{{ vacancy"). Sluit elke {{ met }} en elke {% met %}.',
    );
  });

  it('refuses filters and tags that are not there: raw (no escaping), include and render (files)', async () => {
    expect((await refused('application_accepted', { body: '<p>{{ organization | raw }}</p>' }))[0]).toMatchObject({
      meta: { reason: 'unknown_filter' },
      detail: 'body: het filter "raw" bestaat niet (regel 1, kolom 4, bij "{{ organization | raw }}").',
    });
    for (const tag of ['include', 'render', 'layout']) {
      expect((await refused('application_accepted', { body: `<p>{% ${tag} 'secrets' %}</p>` }))[0]).toMatchObject({ meta: { reason: 'unknown_tag' } });
    }
  });

  it('refuses a template that costs too much to render', async () => {
    expect((await refused('application_accepted', { body: '<p>{% for i in (1..50000000) %}{{ i }}{% endfor %}</p>' }))[0]).toMatchObject({
      meta: { reason: 'template_too_costly' },
    });
  });

  // liquidjs's limits count elements and characters, not bytes: the first of these ran the API out of heap (every tenant down), the second was a 500.
  it.each([
    ['<p>{% assign a = (1..2400000) %}{{ a | sort | first }}</p>', ['{% assign a = (1..2400000) %}', '{{ a | sort | first }}']],
    ['<p>{% assign a = (1..1000000) %}{{ a | sort | first }}</p>', ['{% assign a = (1..1000000) %}', '{{ a | sort | first }}']],
    ['<p>{% for i in (1..3000) %}{% for j in (1..3000) %}x{% endfor %}{% endfor %}</p>', ['{% for i in (1..3000) %}', '{% for j in (1..3000) %}']],
    ['<p>{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}</p>', ['{% for i in (1..40) %}', '{% assign s = s | append: s %}']],
  ])('answers %s with 422 template_too_costly and its place, on save, preview and test, and stays up', async (body, places) => {
    const [error, ...others] = await refused('password_reset', { body });
    expect(others).toEqual([]);
    expect(error).toMatchObject({ source: { pointer: '/data/attributes/body' }, meta: { reason: 'template_too_costly', line: 1 } });
    expect(places).toContain(error!.meta.near);
    const id = await templateId('password_reset');
    for (const action of ['preview', 'test']) {
      const response = await t.request({ method: 'POST', url: `${TEMPLATES}/${id}/${action}`, credentials: centrum, body: doc({ subject: 'Hoi', body }) });
      expect([action, response.statusCode, response.json().errors[0].meta.reason]).toEqual([action, 422, 'template_too_costly']);
    }
    expect(await t.mails()).toEqual([]);
    expect((await t.request({ url: '/healthz' })).statusCode).toBe(200);
    const other = await templateId('application_accepted');
    const preview = await t.request({ method: 'POST', url: `${TEMPLATES}/${other}/preview`, credentials: centrum, body: doc({ subject: 'Hoi', body: '<p>Hallo {{ first_name }}</p>' }) });
    expect(preview.statusCode).toBe(200);
  });

  it('keeps the link a mail exists for in the rendered text, not just in the source, and keeps security mails on', async () => {
    for (const body of [
      '<p>Vul het formulier in.</p>',
      '<p>{% if false %}<a href="{{ link }}">{{ link }}</a>{% endif %}</p>',
      '<p>{% comment %}{{ link }}{% endcomment %}</p>',
      '<p>{% capture hidden %}{{ link }}{% endcapture %}Vul het formulier in.</p>',
      '<p>{% if link contains "voorbeeld" %}{% else %}{{ link }}{% endif %}</p>',
    ]) {
      expect([body, await refused('form_invitation', { body })]).toMatchObject([
        body,
        [{ source: { pointer: '/data/attributes/body' }, meta: { reason: 'missing_placeholder', name: 'link' }, detail: 'body moet {{ link }} bevatten: daar draait deze mail om.' }],
      ]);
    }
    for (const key of ['confirmation', 'password_reset', 'invitation', 'email_change', 'already_registered']) {
      expect(await refused(key, { active: false })).toMatchObject([
        { source: { pointer: '/data/attributes/active' }, meta: { reason: 'always_active' }, detail: 'active: deze beveiligingsmail wordt altijd verstuurd en kan niet worden uitgezet.' },
      ]);
    }
  });

  it('refuses the link or address a security mail’s platform places, with what to do, and a button text where there is none', async () => {
    for (const key of ['confirmation', 'password_reset', 'invitation', 'already_registered']) {
      expect(await refused(key, { body: '<p><a href="https://evil.example/c?u={{ link | url_encode }}">Klik</a></p>' })).toMatchObject([
        {
          source: { pointer: '/data/attributes/body' },
          meta: { reason: 'placed_placeholder', placeholder: '{{ link }}' },
          detail: 'body: {{ link }} zet het platform zelf onder de tekst; haal het hier weg.',
        },
      ]);
    }
    expect(await refused('password_reset', { subject: 'Reset {{ link }}' })).toMatchObject([{ source: { pointer: '/data/attributes/subject' }, meta: { reason: 'placed_placeholder' } }]);
    expect(await refused('email_change', { body: '<p>Nieuw: {{ email }}</p>' })).toMatchObject([{ meta: { reason: 'placed_placeholder', placeholder: '{{ email }}' } }]);
    expect(await refused('application_accepted', { action_text: 'Klik' })).toMatchObject([{ source: { pointer: '/data/attributes/action_text' }, meta: { reason: 'unknown_attribute' } }]);
    expect(await refused('password_reset', { action_text: '   ' })).toMatchObject([{ source: { pointer: '/data/attributes/action_text' }, meta: { reason: 'required' } }]);
    expect(await refused('password_reset', { action_text: 'x'.repeat(81) })).toMatchObject([{ source: { pointer: '/data/attributes/action_text' }, meta: { reason: 'too_long' } }]);
  });

  it('checks the fields as the form does', async () => {
    const errors = await refused('application_accepted', { subject: '', body: 42, active: 'ja', kleur: 'rood' });
    expect(errors.map((error) => [error.source.pointer, error.meta.reason])).toEqual([
      ['/data/attributes/kleur', 'unknown_attribute'],
      ['/data/attributes/subject', 'required'],
      ['/data/attributes/body', 'invalid_type'],
      ['/data/attributes/active', 'invalid_type'],
    ]);
    expect((await refused('application_accepted', { subject: 'x'.repeat(201) }))[0]).toMatchObject({ meta: { reason: 'too_long' } });
    // Only what the editor makes is kept; a body with nothing left is required.
    expect((await refused('application_accepted', { body: '   ' }))[0]).toMatchObject({ meta: { reason: 'required' } });
  });

  it('refuses the same in a preview and a test, and sends nothing', async () => {
    const id = await templateId('application_accepted');
    const preview = await t.request({ method: 'POST', url: `${TEMPLATES}/${id}/preview`, credentials: centrum, body: doc({ subject: 'Hoi', body: '<p>{{ nope }}</p>' }) });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/body' }, meta: { reason: 'unknown_placeholder' } });
    const incomplete = await t.request({ method: 'POST', url: `${TEMPLATES}/${id}/preview`, credentials: centrum, body: doc({ subject: 'Hoi' }) });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/body' }, meta: { reason: 'required' } });
    const test = await t.request({ method: 'POST', url: `${TEMPLATES}/${id}/test`, credentials: centrum, body: doc({ subject: 'Hoi {{ ', body: '<p>Hoi</p>' }) });
    expect(test.statusCode).toBe(422);
    expect(await t.mails()).toEqual([]);
  });

  it('answers a malformed document, a wrong type or id, and a malformed id without a 500', async () => {
    const id = await templateId('application_accepted');
    const wrongType = await t.request({ method: 'PATCH', url: `${TEMPLATES}/${id}`, credentials: centrum, body: { data: { type: 'pages', attributes: { subject: 'x' } } } });
    expect([wrongType.statusCode, wrongType.json().errors[0].code]).toEqual([400, 'INVALID_DOCUMENT']);
    const otherId = await t.request({ method: 'PATCH', url: `${TEMPLATES}/${id}`, credentials: centrum, body: doc({ subject: 'x' }, '00000000-0000-4000-8000-000000000000') });
    expect(otherId.statusCode).toBe(409);
    const notJson = await t.request({ method: 'PATCH', url: `${TEMPLATES}/${id}`, credentials: centrum, headers: { 'content-type': 'application/vnd.api+json' }, payload: '{"data":' });
    expect(notJson.statusCode).toBe(400);
    for (const url of [`${TEMPLATES}/niet-een-id`, `${TEMPLATES}/00000000-0000-4000-8000-000000000000`]) {
      expect((await t.request({ url, credentials: centrum })).statusCode).toBe(404);
    }
    for (const query of ['filter[locale]=de', 'filter[key]=onbekend', 'filter[scope]=centrum', 'sort=kleur', 'filter[naam]=x']) {
      const response = await t.request({ url: `${TEMPLATES}?${query}`, credentials: centrum });
      expect([query, response.statusCode]).toEqual([query, 400]);
    }
  });

  it('refuses to remove a tenant-wide default', async () => {
    const id = await templateId('digest');
    const removed = await t.request({ method: 'DELETE', url: `${TEMPLATES}/${id}`, credentials: centrum });
    expect(removed.statusCode).toBe(403);
    expect(removed.json().errors[0].detail).toBe('De standaardtekst van de hele omgeving kan niet worden verwijderd, alleen de eigen versie van een centrum.');
    expect((await t.request({ url: `${TEMPLATES}/${id}`, credentials: centrum })).statusCode).toBe(200);
  });
});
