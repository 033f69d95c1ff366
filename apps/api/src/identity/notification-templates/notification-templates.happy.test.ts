import { and, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_TEMPLATE_KEYS } from '@platform/contracts';
import { notificationTemplates, volunteerCenterProfiles } from '../../schema';
import { auditActionsFor, centerIdOf, organizationRow, vacancyRow } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
let centrum: Credentials;
let admin: Credentials;
let organisatie: Credentials;
let zwolle: string;
let apeldoorn: string;
let vacancyId: string;

const TEMPLATES = '/api/v1/notification_templates';
const doc = (attributes: Record<string, unknown>, id?: string) => ({ data: { type: 'notification_templates', ...(id ? { id } : {}), attributes } });
const mailsTo = async (address: string) => (await t.mails()).filter((mail) => mail.to.includes(address));

type TemplateResource = { id: string; attributes: Record<string, unknown> & { key: string; locale: string; scope: string; subject: string; body: string } };

async function list(credentials: Credentials, query = '', host?: string): Promise<TemplateResource[]> {
  const response = await t.request({ url: `${TEMPLATES}${query}`, credentials, host });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function templateFor(credentials: Credentials, key: string, locale: string, host?: string): Promise<TemplateResource> {
  const [template] = await list(credentials, `?filter[key]=${key}&filter[locale]=${locale}`, host);
  return template!;
}

async function tenantRow(key: string, locale: 'nl' | 'en') {
  const [row] = await t.database.db
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.tenantId, 'public'), isNull(notificationTemplates.volunteerCenterId), eq(notificationTemplates.key, key as 'digest'), eq(notificationTemplates.locale, locale)));
  return row!;
}

/** A guest's application to the Zwolle vacancy, accepted by the organisation; returns the applicant's address. */
async function acceptedApplication(firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase().replace(/\W/g, '')}-${Date.now()}@example.org`;
  const applied = await t.request({
    method: 'POST',
    url: '/api/v1/applications',
    body: { data: { type: 'applications', attributes: { vacancy_id: vacancyId, first_name: firstName, last_name: 'Jansen', email } } },
  });
  expect(applied.statusCode).toBe(201);
  const accepted = await t.request({ method: 'POST', url: `/api/v1/applications/${applied.json().data.id}/accept`, credentials: organisatie });
  expect(accepted.statusCode).toBe(200);
  return email;
}

beforeAll(async () => {
  t = await createTestApp();
  [centrum, admin, organisatie] = await Promise.all([
    t.signIn('centrum@public.example'),
    t.signIn('admin@public.example'),
    t.signIn('organisatie@public.example'),
  ]);
  zwolle = await centerIdOf(t, 'public', 'zwolle');
  apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
  vacancyId = (await vacancyRow(t, (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id, 'Chauffeur voor het ophalen van voedsel')).id;
});

afterAll(async () => {
  await t.close();
});

describe('the list', () => {
  it('shows every mail in both languages, the tenant-wide defaults to start with, named in the reader’s language', async () => {
    const all = await list(centrum);
    expect(all).toHaveLength(NOTIFICATION_TEMPLATE_KEYS.length * 2);
    expect(new Set(all.map((template) => template.attributes.scope))).toEqual(new Set(['tenant']));
    const accepted = all.find((template) => template.attributes.key === 'application_accepted' && template.attributes.locale === 'nl')!;
    expect(accepted.attributes).toMatchObject({
      name: 'Aanmelding geaccepteerd',
      subject: 'Je aanmelding voor {{ vacancy }} is geaccepteerd',
      active: true,
      security: false,
      volunteer_center_id: null,
      required_placeholders: [],
    });
    expect(accepted.attributes.placeholders).toEqual(
      expect.arrayContaining([
        { name: 'center', description: 'De naam van het vrijwilligerscentrum' },
        { name: 'vacancy', description: 'De titel van de vacature' },
      ]),
    );
    const english = await t.request({ url: `${TEMPLATES}?filter[key]=password_reset`, credentials: centrum, headers: { 'accept-language': 'en' } });
    // The reset link is no placeholder: the platform places it, as a button whose text staff choose.
    const resetAttributes = (template: TemplateResource) => {
      const { locale, name, security, required_placeholders, action, action_text, placeholders } = template.attributes as Record<string, unknown>;
      return [locale, name, security, required_placeholders, action, action_text, (placeholders as { name: string }[]).map((placeholder) => placeholder.name)];
    };
    expect(english.json().data.map(resetAttributes)).toEqual([
      ['en', 'Password reset', true, [], 'button', 'Set a new password', ['center', 'first_name', 'hours']],
      ['nl', 'Password reset', true, [], 'button', 'Nieuw wachtwoord instellen', ['center', 'first_name', 'hours']],
    ]);
  });

  it('filters by language and sorts by name, or by what is asked', async () => {
    const dutch = await list(centrum, '?filter[locale]=nl');
    expect(dutch).toHaveLength(NOTIFICATION_TEMPLATE_KEYS.length);
    const names = dutch.map((template) => template.attributes.name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
    const byKey = await list(centrum, '?filter[locale]=en&sort=-key');
    expect(byKey.map((template) => template.attributes.key)).toEqual([...byKey.map((template) => template.attributes.key)].sort().reverse());
  });

  it('reads one template', async () => {
    const template = await templateFor(centrum, 'digest', 'en');
    const one = await t.request({ url: `${TEMPLATES}/${template.id}`, credentials: centrum });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(template);
  });
});

describe('a centre’s own copy', () => {
  it('is made when a centre superuser changes a default, and the next mail of that centre uses it in both parts', async () => {
    const before = await templateFor(centrum, 'application_accepted', 'nl');
    const changed = await t.request({
      method: 'PATCH',
      url: `${TEMPLATES}/${before.id}`,
      credentials: centrum,
      body: doc({
        subject: 'Welkom bij {{ organization }}!',
        body: '<p>Hoi {{ first_name }},</p><p>Wat fijn: je helpt vanaf nu mee als <strong>{{ vacancy }}</strong>. Tot snel!</p><script>alert(1)</script>',
      }),
    });
    expect(changed.statusCode).toBe(200);
    const copy = changed.json().data;
    expect(copy.id).not.toBe(before.id);
    expect(copy.attributes).toMatchObject({
      scope: 'center',
      volunteer_center_id: zwolle,
      subject: 'Welkom bij {{ organization }}!',
      body: '<p>Hoi {{ first_name }},</p><p>Wat fijn: je helpt vanaf nu mee als <strong>{{ vacancy }}</strong>. Tot snel!</p>',
    });
    // The default stays as it was, for every other centre.
    expect((await tenantRow('application_accepted', 'nl')).subject).toBe('Je aanmelding voor {{ vacancy }} is geaccepteerd');
    expect((await templateFor(centrum, 'application_accepted', 'nl')).id).toBe(copy.id);
    const apeldoornSession = await t.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' });
    expect((await templateFor(apeldoornSession, 'application_accepted', 'nl', 'apeldoorn.localhost')).attributes.scope).toBe('tenant');
    expect(await auditActionsFor(t, copy.id)).toEqual(['notification_template.updated']);

    const applicant = await acceptedApplication('Noor');
    // The applicant's confirmation came first; the decision is the last mail.
    const mail = (await mailsTo(applicant)).at(-1);
    expect(mail!.subject).toBe('Welkom bij Voedselbank Zwolle!');
    expect(mail!.text).toBe('Hoi Noor,\n\nWat fijn: je helpt vanaf nu mee als Chauffeur voor het ophalen van voedsel. Tot snel!');
    expect(mail!.html).toContain('<p>Wat fijn: je helpt vanaf nu mee als <strong>Chauffeur voor het ophalen van voedsel</strong>. Tot snel!</p>');
    // The layout: the centre's colour, its name and its site.
    expect(mail!.html).toContain('border-top:6px solid #4338ca');
    expect(mail!.html).toContain('Vrijwilligerscentrale Zwolle · <a href="http://localhost:3000"');

    // Changing the default again changes the same copy; removing the copy gives the default back.
    const again = await t.request({ method: 'PATCH', url: `${TEMPLATES}/${before.id}`, credentials: centrum, body: doc({ subject: 'Welkom, {{ first_name }}!' }) });
    expect(again.json().data.id).toBe(copy.id);
    const removed = await t.request({ method: 'DELETE', url: `${TEMPLATES}/${copy.id}`, credentials: centrum });
    expect(removed.statusCode).toBe(204);
    expect((await templateFor(centrum, 'application_accepted', 'nl')).id).toBe(before.id);
    const next = await acceptedApplication('Bram');
    expect((await mailsTo(next)).at(-1)!.subject).toBe('Je aanmelding voor Chauffeur voor het ophalen van voedsel is geaccepteerd');
    expect(await auditActionsFor(t, copy.id)).toEqual(['notification_template.updated', 'notification_template.updated', 'notification_template.reset']);
  });

  it('goes to the centre’s users only: a user of another centre gets the default', async () => {
    const reset = await templateFor(centrum, 'password_reset', 'nl');
    const changed = await t.request({
      method: 'PATCH',
      url: `${TEMPLATES}/${reset.id}`,
      credentials: centrum,
      body: doc({ body: '<p>Zwolle helpt je op weg ({{ hours }} uur geldig).</p>', action_text: 'Kies een nieuw wachtwoord' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({ scope: 'center', action_text: 'Kies een nieuw wachtwoord' });
    for (const email of ['vrijwilliger@public.example', 'centrum-apeldoorn@public.example']) {
      const asked = await t.request({ method: 'POST', url: '/auth/password', body: { email } });
      expect(asked.statusCode).toBe(200);
    }
    const [zwolleMail] = await mailsTo('vrijwilliger@public.example');
    expect(zwolleMail!.text).toMatch(/^Zwolle helpt je op weg \(2 uur geldig\)\.\n\nKies een nieuw wachtwoord: http:\/\/localhost:3000\/auth\/reset\?reset_password_token=[\w-]+$/);
    expect(zwolleMail!.html).toMatch(/<a href="http:\/\/localhost:3000\/auth\/reset\?reset_password_token=[\w-]+" style="[^"]+">Kies een nieuw wachtwoord<\/a>/);
    const [apeldoornMail] = await mailsTo('centrum-apeldoorn@public.example');
    expect(apeldoornMail!.text).toContain('Je hebt gevraagd om een nieuw wachtwoord.');
    expect(apeldoornMail!.html).toContain('border-top:6px solid #047857');
  });
});

describe('admins', () => {
  it('change the tenant-wide default, and a centre’s copy, on any centre’s site', async () => {
    const signup = await templateFor(admin, 'organization_signup', 'en');
    const changed = await t.request({ method: 'PATCH', url: `${TEMPLATES}/${signup.id}`, credentials: admin, body: doc({ subject: 'Registration: {{ organization }} ({{ city }})' }) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: signup.id, attributes: { scope: 'tenant', subject: 'Registration: {{ organization }} ({{ city }})' } });
    const apeldoornSession = await t.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' });
    expect((await templateFor(apeldoornSession, 'organization_signup', 'en', 'apeldoorn.localhost')).attributes.subject).toBe('Registration: {{ organization }} ({{ city }})');

    const copy = await t.request({
      method: 'PATCH',
      url: `${TEMPLATES}/${(await templateFor(apeldoornSession, 'form_submission', 'en', 'apeldoorn.localhost')).id}`,
      credentials: apeldoornSession,
      host: 'apeldoorn.localhost',
      body: doc({ active: false }),
    });
    expect(copy.json().data.attributes).toMatchObject({ scope: 'center', volunteer_center_id: apeldoorn, active: false });
    const byAdmin = await t.request({ method: 'PATCH', url: `${TEMPLATES}/${copy.json().data.id}`, credentials: admin, body: doc({ active: true }) });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.attributes).toMatchObject({ scope: 'center', volunteer_center_id: apeldoorn, active: true });
    const defaults = await list(admin, '?filter[scope]=tenant&filter[key]=form_submission');
    expect(defaults.map((template) => [template.attributes.scope, template.attributes.active])).toEqual([
      ['tenant', true],
      ['tenant', true],
    ]);
  });
});

describe('preview and test mail', () => {
  it('renders unsaved text with sample data in the centre’s layout, logo included, and saves nothing', async () => {
    await t.database.db
      .update(volunteerCenterProfiles)
      .set({ websiteLogoUrl: '/uploads/public/logo-zwolle.webp' })
      .where(eq(volunteerCenterProfiles.volunteerCenterId, zwolle));
    const template = await templateFor(centrum, 'application_rejected', 'nl');
    const preview = await t.request({
      method: 'POST',
      url: `${TEMPLATES}/${template.id}/preview`,
      credentials: centrum,
      body: doc({ subject: 'Over {{ vacancy }}', body: '<p>Beste {{ first_name }},</p><p>{% if reason %}</p><p>Reden: {{ reason }}</p><p>{% endif %}</p><p><a href="{{ link }}">Andere vacatures</a></p>' }),
    });
    expect(preview.statusCode).toBe(200);
    const { data } = preview.json();
    expect(data).toMatchObject({ type: 'notification_template_previews', id: template.id });
    expect(data.attributes.subject).toBe('Over Voorlezer in de bibliotheek');
    expect(data.attributes.text).toBe('Beste Sanne,\n\nReden: Alle plekken op dinsdag zijn vergeven.\n\nAndere vacatures [https://www.example.nl/voorbeeld]');
    expect(data.attributes.html).toContain('<img src="http://localhost:3000/uploads/public/logo-zwolle.webp" alt="Vrijwilligerscentrale Zwolle"');
    expect(data.attributes.html).toContain('<p>Reden: Alle plekken op dinsdag zijn vergeven.</p>');
    expect((await templateFor(centrum, 'application_rejected', 'nl')).attributes.subject).toBe(template.attributes.subject);
  });

  it('mails a test, unsaved or saved, to the caller only, with their own first name', async () => {
    const template = await templateFor(centrum, 'vacancy_expiring', 'en');
    const unsaved = await t.request({
      method: 'POST',
      url: `${TEMPLATES}/${template.id}/test`,
      credentials: centrum,
      body: doc({ subject: 'Test: {{ vacancy }}', body: '<p>Hi {{ first_name }}, {{ vacancy }} ends on {{ date }}.</p>' }),
    });
    expect(unsaved.statusCode).toBe(202);
    expect(unsaved.json().meta).toEqual({ sent_to: 'centrum@public.example' });
    const saved = await t.request({ method: 'POST', url: `${TEMPLATES}/${template.id}/test`, credentials: centrum });
    expect(saved.statusCode).toBe(202);
    const mails = await mailsTo('centrum@public.example');
    expect(mails.map((mail) => mail.subject)).toEqual(['Test: Voorlezer in de bibliotheek', 'Your vacancy "Voorlezer in de bibliotheek" expires on 3 August 2026']);
    expect(mails[0]!.text).toBe('Hi Bram, Voorlezer in de bibliotheek ends on 3 August 2026.');
    expect(mails[1]!.html).toContain('<html lang="en">');
  });
});

describe('what a template does to the mails', () => {
  it('sends no mail while a template is inactive, and the app notification still comes', async () => {
    const template = await templateFor(centrum, 'application_accepted', 'nl');
    const off = await t.request({ method: 'PATCH', url: `${TEMPLATES}/${template.id}`, credentials: centrum, body: doc({ active: false }) });
    expect(off.json().data.attributes).toMatchObject({ scope: 'center', active: false });
    const vrijwilliger = await t.signIn('vrijwilliger@public.example');
    const applied = await t.request({
      method: 'POST',
      url: '/api/v1/applications',
      credentials: vrijwilliger,
      body: { data: { type: 'applications', attributes: { vacancy_id: vacancyId, first_name: 'Vera', last_name: 'Vrijwilliger', email: 'vrijwilliger@public.example' } } },
    });
    expect(applied.statusCode).toBe(201);
    const before = (await mailsTo('vrijwilliger@public.example')).length;
    expect((await t.request({ method: 'POST', url: `/api/v1/applications/${applied.json().data.id}/accept`, credentials: organisatie })).statusCode).toBe(200);
    expect(await mailsTo('vrijwilliger@public.example')).toHaveLength(before);
    const notifications = await t.request({ url: '/api/v1/notifications', credentials: vrijwilliger });
    expect(notifications.json().data.map((notification: { attributes: { kind: string } }) => notification.attributes.kind)).toContain('application_accepted');
    await t.request({ method: 'DELETE', url: `${TEMPLATES}/${off.json().data.id}`, credentials: centrum });
  });

  it('escapes what people type: a volunteer named <script> is text in the HTML part', async () => {
    const applied = await t.request({
      method: 'POST',
      url: '/api/v1/applications',
      body: {
        data: {
          type: 'applications',
          attributes: { vacancy_id: vacancyId, first_name: '<script>alert(1)</script>', last_name: '<b>Bold</b>', email: 'script@example.org', message: 'Regel 1\n<img src=x onerror=alert(1)>' },
        },
      },
    });
    expect(applied.statusCode).toBe(201);
    const mails = (await t.mails()).filter((mail) => mail.subject === 'Nieuwe aanmelding voor Chauffeur voor het ophalen van voedsel' && mail.text.includes('script@example.org'));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;Bold&lt;/b&gt; heeft zich aangemeld');
      expect(mail.html).toContain('Regel 1<br />&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).not.toMatch(/<script|<img src=x|<b>Bold/);
      expect(mail.text).toContain('<script>alert(1)</script> <b>Bold</b> heeft zich aangemeld');
    }
    const [confirmation] = await mailsTo('script@example.org');
    expect(confirmation!.html).toContain('Beste &lt;script&gt;alert(1)&lt;/script&gt;,');
  });
});
