import { createTestApp, DEMO_PASSWORD, type Credentials, type TestApp } from '../../testing/test-app';
import {
  auditActionsFor,
  organizationRow,
  roleNamesOf,
  tokenCountOf,
  userRowByEmail,
  userRowById,
} from '../../testing/fixtures';

type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, unknown> };

let testApp: TestApp;
let admin: Credentials;
let centrum: Credentials;
let organisatie: Credentials;

beforeAll(async () => {
  testApp = await createTestApp();
  [admin, centrum, organisatie] = await Promise.all([
    testApp.signIn('admin@public.example'),
    testApp.signIn('centrum@public.example'),
    testApp.signIn('organisatie@public.example'),
  ]);
});

afterAll(async () => {
  await testApp.close();
});

async function lastMailTo(address: string) {
  const mails = (await testApp.mails()).filter((m) => m.to.includes(address));
  return mails[mails.length - 1];
}

function tokenIn(text: string | undefined, parameter: string): string {
  const match = new RegExp(`${parameter}=([\\w-]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`No ${parameter} in mail`);
  return match[1];
}

describe('GET /api/v1/current_user', () => {
  it('answers the signed-in user with roles and organisations', async () => {
    const response = await testApp.request({ url: '/api/v1/current_user?include=roles,organizations', credentials: organisatie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      type: 'users',
      attributes: { email: 'organisatie@public.example', first_name: 'Carla', last_name: 'Meijer', status: 'active', confirmed: true },
    });
    expect(body.data.attributes).not.toHaveProperty('encrypted_password');
    expect(body.data.attributes).not.toHaveProperty('reset_password_token_digest');
    const included = body.included as Resource[];
    expect(included.filter((r) => r.type === 'roles').map((r) => r.attributes)).toEqual([{ name: 'organization_superuser' }]);
    expect(included.filter((r) => r.type === 'organizations').map((r) => r.attributes.name)).toEqual(['Voedselbank Zwolle']);
    expect(body.data.relationships.roles.data[0].type).toBe('roles');
  });
});

describe('PATCH /api/v1/current_user', () => {
  it('changes profile fields from a JSON:API document or a { user } body', async () => {
    const vrijwilliger = await testApp.signIn('vrijwilliger@public.example');
    const first = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: vrijwilliger,
      body: { data: { type: 'users', attributes: { first_name: 'Evi', phone_number: '06 1234 5678', digest_days: [1, 5], gender: 'female' } } },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attributes).toMatchObject({ first_name: 'Evi', phone_number: '06 1234 5678', digest_days: [1, 5], gender: 'female' });
    const second = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: vrijwilliger,
      headers: { 'content-type': 'application/json' },
      body: { user: { job_title: 'Kok' } },
    });
    expect(second.statusCode).toBe(200);
    expect((await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example')).jobTitle).toBe('Kok');
  });

  it('keeps a new e-mail address pending until it is confirmed from the mail', async () => {
    const redacteur = await testApp.signIn('redacteur@public.example');
    const response = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: redacteur,
      body: { data: { type: 'users', attributes: { email: 'Daan.Nieuw@Example.org', current_password: DEMO_PASSWORD } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ email: 'redacteur@public.example', unconfirmed_email: 'daan.nieuw@example.org' });
    const mail = await lastMailTo('daan.nieuw@example.org');
    expect(mail?.subject).toContain('Bevestig je e-mailadres');
    const confirmed = await testApp.request({
      method: 'POST',
      url: '/api/v1/confirm',
      body: { confirmation_token: tokenIn(mail?.text, 'confirmation_token') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.attributes).toMatchObject({ email: 'daan.nieuw@example.org', unconfirmed_email: null });
  });

  it('keeps the chosen language, in which later mails are written', async () => {
    const vrijwilliger = await testApp.signIn('vrijwilliger@public.example');
    const response = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: vrijwilliger,
      body: { data: { type: 'users', attributes: { locale: 'en' } } },
    });
    expect(response.json().data.attributes.locale).toBe('en');
    await testApp.request({ method: 'POST', url: '/auth/password', body: { email: 'vrijwilliger@public.example' } });
    expect((await lastMailTo('vrijwilliger@public.example'))?.subject).toBe('Set a new password at Vrijwilligerscentrale Zwolle');
    const unsupported = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: vrijwilliger,
      body: { data: { type: 'users', attributes: { locale: 'de' } } },
    });
    expect(unsupported.statusCode).toBe(422);
    expect(unsupported.json().errors[0].source.pointer).toBe('/data/attributes/locale');
  });
});

describe('GET /api/v1/users', () => {
  it('lists the tenant for an admin, with roles and organisations included', async () => {
    const response = await testApp.request({ url: '/api/v1/users?include=organizations,roles&page[size]=1000&sort=email', credentials: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const emails = body.data.map((u: Resource) => u.attributes.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@public.example', 'centrum-apeldoorn@public.example', 'vrijwilliger@public.example']));
    expect(emails).toEqual([...emails].sort());
    expect(body.meta).toMatchObject({ total: emails.length, page_size: 1000 });
    expect(body.links.first).toContain('page%5Bsize%5D=1000');
    const types = new Set((body.included as Resource[]).map((r) => r.type));
    expect(types).toEqual(new Set(['roles', 'organizations']));
  });

  it('filters by role, status, e-mail, name, name or e-mail, and organisation', async () => {
    const admins = (await testApp.request({ url: '/api/v1/users?filter[with_role]=admin', credentials: admin })).json();
    expect(admins.data.map((u: Resource) => u.attributes.email)).toEqual(['admin@public.example']);
    const byEmail = (await testApp.request({ url: '/api/v1/users?filter[email_cont]=CENTRUM-', credentials: admin })).json();
    expect(byEmail.meta.total).toBe(2);
    const byName = (await testApp.request({ url: '/api/v1/users?filter[name_cont]=carla meij', credentials: admin })).json();
    expect(byName.data.map((u: Resource) => u.attributes.email)).toEqual(['organisatie@public.example']);
    // filter[q] matches the name or the e-mail address.
    const byText = (await testApp.request({ url: '/api/v1/users?filter[q]=CARLA', credentials: admin })).json();
    expect(byText.data.map((u: Resource) => u.attributes.email)).toEqual(['organisatie@public.example']);
    const byTextEmail = (await testApp.request({ url: '/api/v1/users?filter[q]=centrum-apel', credentials: admin })).json();
    expect(byTextEmail.data.map((u: Resource) => u.attributes.email)).toEqual(['centrum-apeldoorn@public.example']);
    const literal = (await testApp.request({ url: '/api/v1/users?filter[q]=%25', credentials: admin })).json();
    expect(literal.meta.total).toBe(0);
    const invited = (await testApp.request({ url: '/api/v1/users?filter[status_eq]=archived', credentials: admin })).json();
    expect(invited.meta.total).toBe(0);
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const members = (
      await testApp.request({ url: `/api/v1/users?filter[organization_id_eq]=${voedselbank.id}&filter[with_role]=organization_superuser`, credentials: admin })
    ).json();
    expect(members.data.map((u: Resource) => u.attributes.email)).toEqual(['organisatie@public.example']);
    const sorted = (await testApp.request({ url: '/api/v1/users?sort=-last_name', credentials: admin })).json();
    const lastNames: string[] = sorted.data.map((u: Resource) => u.attributes.last_name ?? '');
    expect(lastNames.length).toBeGreaterThan(2);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => b.localeCompare(a, 'nl')));
  });

  it('lists only their centre for a centre superuser', async () => {
    const body = (await testApp.request({ url: '/api/v1/users?page[size]=1000', credentials: centrum })).json();
    const emails = body.data.map((u: Resource) => u.attributes.email);
    expect(emails).toContain('organisatie@public.example');
    expect(emails).not.toContain('centrum-apeldoorn@public.example');
    expect(emails).not.toContain('centrum-deventer@public.example');
  });

  it('lists the members of their own organisation for an organisation superuser', async () => {
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const response = await testApp.request({ url: `/api/v1/users?filter[organization_id_eq]=${voedselbank.id}`, credentials: organisatie });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((u: Resource) => u.attributes.email)).toEqual(['organisatie@public.example']);
  });
});

describe('GET /api/v1/users/{id}', () => {
  it('answers one user with roles and organisations', async () => {
    const centrumRow = await userRowByEmail(testApp, 'public', 'centrum@public.example');
    const response = await testApp.request({ url: `/api/v1/users/${centrumRow.id}?include=roles,organizations`, credentials: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.attributes.email).toBe('centrum@public.example');
    expect((body.included as Resource[]).map((r) => `${r.type}:${r.attributes.name}`).sort()).toEqual([
      'organizations:Vrijwilligerscentrale Zwolle',
      'roles:center_superuser',
    ]);
  });
});

describe('POST /api/v1/users', () => {
  it('creates an invited user with a role and membership and mails the invitation', async () => {
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/users?include=roles,organizations',
      credentials: centrum,
      body: {
        data: {
          type: 'users',
          attributes: { email: 'Nieuw.Lid@Example.org', first_name: 'Nina', last_name: 'Lid', role: 'organization_superuser', organization_id: voedselbank.id },
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.data.attributes).toMatchObject({ email: 'nieuw.lid@example.org', status: 'invited', signup_method: 'createdByUser', confirmed: false });
    expect((body.included as Resource[]).map((r) => r.type).sort()).toEqual(['organizations', 'roles']);
    expect(await roleNamesOf(testApp, body.data.id)).toEqual(['organization_superuser']);
    expect(await auditActionsFor(testApp, body.data.id)).toEqual(['user.created']);

    const mail = await lastMailTo('nieuw.lid@example.org');
    expect(mail?.subject).toBe('Je bent uitgenodigd voor Vrijwilligerscentrale Zwolle');
    // The invitation is accepted by choosing a password; then the account can sign in.
    const accepted = await testApp.request({
      method: 'PUT',
      url: '/auth/password',
      body: { password: 'een-lang-wachtwoord', password_confirmation: 'een-lang-wachtwoord', reset_password_token: tokenIn(mail?.text, 'reset_password_token') },
    });
    expect(accepted.statusCode).toBe(200);
    await expect(testApp.signIn('nieuw.lid@example.org', { password: 'een-lang-wachtwoord' })).resolves.toBeDefined();

    // The staff member who invited the person hears of it once, in the app and by mail.
    const told = (await testApp.request({ url: '/api/v1/notifications?filter[unread]=true', credentials: centrum })).json();
    const notice = (told.data as Resource[]).find((n) => n.attributes.kind === 'invitation_accepted');
    expect(notice?.attributes).toMatchObject({ data: { name: 'Nina Lid' }, link_app: 'portal', link_path: `/users/${body.data.id}` });
    const mailed = await lastMailTo('centrum@public.example');
    expect(mailed?.subject).toBe('Nina Lid heeft je uitnodiging geaccepteerd');
    expect(mailed?.text).toContain(`http://portal.localhost:3000/users/${body.data.id}`);

    // A later reset of the now active account tells nobody.
    await testApp.request({ method: 'POST', url: '/auth/password', body: { email: 'nieuw.lid@example.org' } });
    const reset = await lastMailTo('nieuw.lid@example.org');
    const again = await testApp.request({
      method: 'PUT',
      url: '/auth/password',
      body: { password: 'nog-een-wachtwoord', password_confirmation: 'nog-een-wachtwoord', reset_password_token: tokenIn(reset?.text, 'reset_password_token') },
    });
    expect(again.statusCode).toBe(200);
    const after = (await testApp.request({ url: '/api/v1/notifications', credentials: centrum })).json();
    expect((after.data as Resource[]).filter((n) => n.attributes.kind === 'invitation_accepted')).toHaveLength(1);
  });
});

describe('PATCH /api/v1/users/{id}', () => {
  it('updates a user and ends the sessions of an archived account', async () => {
    const vrijwilliger = await testApp.signIn('vrijwilliger@public.example');
    const row = await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example');
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/users/${row.id}`,
      credentials: admin,
      body: { data: { type: 'users', id: row.id, attributes: { last_name: 'Bakker-de Wit', status: 'archived' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ last_name: 'Bakker-de Wit', status: 'archived' });
    expect(await tokenCountOf(testApp, row.id)).toBe(0);
    expect((await testApp.request({ url: '/api/v1/current_user', credentials: vrijwilliger })).statusCode).toBe(401);
    expect(await auditActionsFor(testApp, row.id)).toContain('user.status_changed');

    const restored = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/users/${row.id}`,
      credentials: admin,
      body: { data: { type: 'users', attributes: { status: 'active' } } },
    });
    expect(restored.statusCode).toBe(200);
  });

  it('sends a staff e-mail change through confirmation as well', async () => {
    const row = await userRowByEmail(testApp, 'public', 'organisatie@public.example');
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/users/${row.id}`,
      credentials: centrum,
      body: { data: { type: 'users', attributes: { email: 'carla@voedselbank.example' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ email: 'organisatie@public.example', unconfirmed_email: 'carla@voedselbank.example' });
    expect((await lastMailTo('carla@voedselbank.example'))?.subject).toContain('Bevestig');
  });
});

describe('roles', () => {
  it('adds a role from a JSON:API document and removes it with ?role=', async () => {
    const row = await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example');
    const added = await testApp.request({
      method: 'PUT',
      url: `/api/v1/users/${row.id}/add_role?include=roles`,
      credentials: centrum,
      body: { data: { type: 'users', id: row.id, attributes: { role: 'mentor' } } },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().included.map((r: Resource) => r.attributes.name).sort()).toEqual(['mentor', 'volunteer']);
    expect(await roleNamesOf(testApp, row.id)).toEqual(['mentor', 'volunteer']);

    const removed = await testApp.request({ method: 'DELETE', url: `/api/v1/users/${row.id}/remove_role?role=mentor`, credentials: centrum });
    expect(removed.statusCode).toBe(200);
    expect(await roleNamesOf(testApp, row.id)).toEqual(['volunteer']);
    expect(await auditActionsFor(testApp, row.id)).toEqual(expect.arrayContaining(['user.role_added', 'user.role_removed']));
  });

  it('accepts a bare { role } body and a roles document, and lets an admin grant admin', async () => {
    const row = await userRowByEmail(testApp, 'public', 'centrum@public.example');
    const bare = await testApp.request({
      method: 'PUT',
      url: `/api/v1/users/${row.id}/add_role`,
      credentials: admin,
      headers: { 'content-type': 'application/json' },
      body: { role: 'admin' },
    });
    expect(bare.statusCode).toBe(200);
    expect(await roleNamesOf(testApp, row.id)).toEqual(['admin', 'center_superuser']);
    const removed = await testApp.request({
      method: 'DELETE',
      url: `/api/v1/users/${row.id}/remove_role`,
      credentials: admin,
      body: { data: { type: 'roles', attributes: { role: 'admin' } } },
    });
    expect(removed.statusCode).toBe(200);
    expect(await roleNamesOf(testApp, row.id)).toEqual(['center_superuser']);
  });
});

describe('POST /api/v1/users/{id}/resend_confirmation_instructions', () => {
  it('resends the invitation of an invited user', async () => {
    const created = await testApp.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: admin,
      body: { data: { type: 'users', attributes: { email: 'uitnodiging@example.org' } } },
    });
    const id = created.json().data.id as string;
    const before = (await testApp.mails()).length;
    const response = await testApp.request({ method: 'POST', url: `/api/v1/users/${id}/resend_confirmation_instructions`, credentials: admin });
    expect(response.statusCode).toBe(200);
    const mails = await testApp.mails();
    expect(mails.length).toBe(before + 1);
    expect(mails[mails.length - 1]).toMatchObject({ to: expect.stringContaining('uitnodiging@example.org'), subject: expect.stringContaining('uitgenodigd') });
  });

  it('mails a new confirmation link to an unconfirmed volunteer', async () => {
    const signUp = await testApp.request({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/json' },
      body: { email: 'aanmelder@example.org', password: 'een-lang-wachtwoord' },
    });
    expect(signUp.statusCode).toBe(200);
    const row = await userRowByEmail(testApp, 'public', 'aanmelder@example.org');
    const response = await testApp.request({ method: 'POST', url: `/api/v1/users/${row.id}/resend_confirmation_instructions`, credentials: centrum });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo('aanmelder@example.org');
    const confirmed = await testApp.request({ method: 'POST', url: '/api/v1/confirm', body: { confirmation_token: tokenIn(mail?.text, 'confirmation_token') } });
    expect(confirmed.statusCode).toBe(200);
    expect((await userRowById(testApp, row.id)).confirmedAt).toBeInstanceOf(Date);
  });
});

describe('DELETE /api/v1/users/{id}', () => {
  it('archives, anonymises and signs out the user', async () => {
    const created = await testApp.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: admin,
      body: { data: { type: 'users', attributes: { email: 'vertrekker@example.org', first_name: 'Vera', phone_number: '0612345678', role: 'volunteer' } } },
    });
    const id = created.json().data.id as string;
    const mail = await lastMailTo('vertrekker@example.org');
    await testApp.request({
      method: 'PUT',
      url: '/auth/password',
      body: { password: 'een-lang-wachtwoord', reset_password_token: tokenIn(mail?.text, 'reset_password_token') },
    });
    const session = await testApp.signIn('vertrekker@example.org', { password: 'een-lang-wachtwoord' });

    const response = await testApp.request({ method: 'DELETE', url: `/api/v1/users/${id}`, credentials: centrum });
    expect(response.statusCode).toBe(204);
    const row = await userRowById(testApp, id);
    expect(row).toMatchObject({
      status: 'archived',
      firstName: null,
      phoneNumber: null,
      encryptedPassword: null,
      email: `deleted-${id}@deleted.invalid`,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await tokenCountOf(testApp, id)).toBe(0);
    expect((await testApp.request({ url: '/api/v1/current_user', credentials: session })).statusCode).toBe(401);
    expect((await testApp.request({ url: `/api/v1/users/${id}`, credentials: admin })).statusCode).toBe(404);
    expect(await auditActionsFor(testApp, id)).toContain('user.deleted');
    // The address is free again for a new account.
    const again = await testApp.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: admin,
      body: { data: { type: 'users', attributes: { email: 'vertrekker@example.org' } } },
    });
    expect(again.statusCode).toBe(201);
  });
});
