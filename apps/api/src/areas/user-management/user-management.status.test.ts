import { USER_STATUSES, type UserStatus } from '@platform/contracts';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { createAccount } from '../../testing/accounts';
import { auditActionsFor, centerIdOf, tokenCountOf, userRowByEmail, userRowById } from '../../testing/fixtures';

// Status transitions of PATCH /users/{id} (docs/api.md, "Users").

let testApp: TestApp;
let admin: Credentials;
let centrum: Credentials;
let zwolleId: string;
let serial = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  [admin, centrum] = await Promise.all([testApp.signIn('admin@public.example'), testApp.signIn('centrum@public.example')]);
  zwolleId = await centerIdOf(testApp, 'public', 'zwolle');
});

afterAll(async () => {
  await testApp.close();
});

function patchStatus(id: string, attributes: Record<string, unknown>, credentials = admin, locale = 'nl') {
  return testApp.request({
    method: 'PATCH',
    url: `/api/v1/users/${id}`,
    credentials,
    headers: { 'accept-language': locale },
    body: { data: { type: 'users', id, attributes } },
  });
}

const allowed: [UserStatus, UserStatus][] = [
  ['active', 'inactive'],
  ['active', 'archived'],
  ['inactive', 'active'],
  ['inactive', 'archived'],
  ['archived', 'active'],
];
const cells = USER_STATUSES.flatMap((from) => USER_STATUSES.map((to) => [from, to] as [UserStatus, UserStatus]));

describe('PATCH /api/v1/users/{id} status', () => {
  it.each(cells)('%s → %s', async (from, to) => {
    const user = await createAccount(testApp, { volunteerCenterId: zwolleId, email: `status-${serial++}@example.org`, status: from });
    const response = await patchStatus(user.id, { status: to, last_name: 'Gewijzigd' });
    const isAllowed = from === to || allowed.some(([a, b]) => a === from && b === to);
    if (isAllowed) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({ status: to, last_name: 'Gewijzigd' });
      expect(await auditActionsFor(testApp, user.id)).toEqual(from === to ? [] : ['user.status_changed']);
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0]).toMatchObject({ code: 'INVALID_TRANSITION', source: { pointer: '/data/attributes/status' } });
      // Nothing of the request was applied, the other attribute included.
      expect(await userRowById(testApp, user.id)).toEqual(user);
      expect(await auditActionsFor(testApp, user.id)).toEqual([]);
    }
  });

  it('explains in Dutch and English why an invited account cannot be made active', async () => {
    const user = await createAccount(testApp, { volunteerCenterId: zwolleId, email: 'uitgenodigd@example.org', status: 'invited' });
    const dutch = await patchStatus(user.id, { status: 'active' });
    expect(dutch.json().errors[0].detail).toBe(
      'Een uitgenodigd account wordt pas actief als de gebruiker de uitnodiging aanneemt en een wachtwoord kiest.',
    );
    const english = await patchStatus(user.id, { status: 'archived' }, admin, 'en');
    expect(english.json().errors[0].detail).toBe(
      'An invited account becomes active only when the user accepts the invitation and chooses a password.',
    );
    const other = await createAccount(testApp, { volunteerCenterId: zwolleId, email: 'actief@example.org' });
    const toInvited = await patchStatus(other.id, { status: 'invited' }, admin, 'en');
    expect(toInvited.json().errors[0].detail).toBe("The account's status cannot go from active to invited.");
  });

  it('makes an invited account active only when the invitation is accepted', async () => {
    const created = await testApp.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: centrum,
      body: { data: { type: 'users', attributes: { email: 'nieuwkomer@example.org', first_name: 'Nico' } } },
    });
    expect(created.json().data.attributes.status).toBe('invited');
    const mail = (await testApp.mails()).find((m) => m.to.includes('nieuwkomer@example.org'));
    const token = /reset_password_token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const accepted = await testApp.request({
      method: 'PUT',
      url: '/auth/password',
      body: { password: 'een-lang-wachtwoord', password_confirmation: 'een-lang-wachtwoord', reset_password_token: token },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await userRowByEmail(testApp, 'public', 'nieuwkomer@example.org')).status).toBe('active');
  });

  it('ends the sessions of an account made inactive or archived; it signs in again once active', async () => {
    for (const status of ['inactive', 'archived'] as const) {
      const user = await createAccount(testApp, { volunteerCenterId: zwolleId, email: `afmelden-${status}@example.org` });
      const session = await testApp.signIn(user.email);
      expect((await patchStatus(user.id, { status })).statusCode).toBe(200);
      expect(await tokenCountOf(testApp, user.id)).toBe(0);
      expect((await testApp.request({ url: '/api/v1/current_user', credentials: session })).statusCode).toBe(401);
      expect((await patchStatus(user.id, { status: 'active' })).statusCode).toBe(200);
      await expect(testApp.signIn(user.email)).resolves.toBeDefined();
    }
  });

  it("refuses a change of one's own status, but accepts the current one unchanged", async () => {
    const centrumRow = await userRowByEmail(testApp, 'public', 'centrum@public.example');
    const refused = await patchStatus(centrumRow.id, { status: 'inactive' }, centrum);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].detail).toBe('Je kunt de status van je eigen account niet wijzigen.');
    expect((await userRowById(testApp, centrumRow.id)).status).toBe('active');
    const unchanged = await patchStatus(centrumRow.id, { status: 'active', job_title: 'Coördinator' }, centrum);
    expect(unchanged.statusCode).toBe(200);
  });

  it('checks the input before the transition: a bad status is a 422', async () => {
    const user = await createAccount(testApp, { volunteerCenterId: zwolleId, email: 'invoer@example.org', status: 'invited' });
    const response = await patchStatus(user.id, { status: 'verbannen' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].meta.reason).toBe('invalid_choice');
  });
});
