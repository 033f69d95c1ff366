import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { organizationMembers } from '../../schema';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { auditActionsFor, organizationRow, roleNamesOf, userRowByEmail } from '../../testing/fixtures';

// Members of an organisation (docs/api.md, "Organisations"): list, add, change
// role, remove; happy path, bad input and who may do it.

type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: unknown }> };
type Organization = Awaited<ReturnType<typeof organizationRow>>;

let testApp: TestApp;
let accounts: Record<'admin' | 'centrum' | 'organisatie' | 'redacteur' | 'vrijwilliger', Credentials>;
let voedselbank: Organization;
let taalhuis: Organization;
let apeldoornVoedselbank: Organization;

beforeAll(async () => {
  testApp = await createTestApp();
  voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
  taalhuis = await organizationRow(testApp, 'public', 'Taalhuis Zwolle');
  apeldoornVoedselbank = await organizationRow(testApp, 'public', 'Voedselbank Apeldoorn');
});

// A fresh session per test: a session's first token is accepted only for the
// batch window after its first rotation, which a slow machine can outlast.
beforeEach(async () => {
  const names = ['admin', 'centrum', 'organisatie', 'redacteur', 'vrijwilliger'] as const;
  const signedIn = await Promise.all(names.map((name) => testApp.signIn(`${name}@public.example`)));
  accounts = Object.fromEntries(names.map((name, i) => [name, signedIn[i]])) as typeof accounts;
});

afterAll(async () => {
  await testApp.close();
});

const membersUrl = (organization: Organization) => `/api/v1/organizations/${organization.id}/members`;
const memberBody = (attributes: Record<string, unknown>) => ({ data: { type: 'organization_members', attributes } });
const userRow = (email: string) => userRowByEmail(testApp, 'public', email);

async function membershipsOf(organization: Organization) {
  return testApp.database.db
    .select({ id: organizationMembers.id, userId: organizationMembers.userId, role: organizationMembers.role })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organization.id));
}

async function addDirectly(organization: Organization, email: string, role: 'member' | 'organization_superuser') {
  const user = await userRow(email);
  const [row] = await testApp.database.db
    .insert(organizationMembers)
    .values({ tenantId: 'public', organizationId: organization.id, userId: user.id, role })
    .returning();
  return row!;
}

describe('who may', () => {
  const calls = (organization: Organization, memberId: string) => [
    { method: 'GET' as const, url: membersUrl(organization) },
    { method: 'POST' as const, url: membersUrl(organization), body: memberBody({ email: 'redacteur@public.example', role: 'organization_superuser' }) },
    { method: 'PATCH' as const, url: `${membersUrl(organization)}/${memberId}`, body: memberBody({ role: 'member' }) },
    { method: 'DELETE' as const, url: `${membersUrl(organization)}/${memberId}` },
  ];

  async function expectNoChange(organization: Organization, before: Awaited<ReturnType<typeof membershipsOf>>, audit: string[]) {
    expect(await membershipsOf(organization)).toEqual(before);
    expect(await auditActionsFor(testApp, organization.id)).toEqual(audit);
  }

  it('answers 401 without a session', async () => {
    const [own] = await membershipsOf(voedselbank);
    const before = await membershipsOf(voedselbank);
    const audit = await auditActionsFor(testApp, voedselbank.id);
    for (const call of calls(voedselbank, own!.id)) expect((await testApp.request(call)).statusCode).toBe(401);
    await expectNoChange(voedselbank, before, audit);
  });

  it('answers 403 to volunteers and content managers, before any lookup', async () => {
    const [own] = await membershipsOf(voedselbank);
    const before = await membershipsOf(voedselbank);
    const audit = await auditActionsFor(testApp, voedselbank.id);
    for (const who of ['vrijwilliger', 'redacteur'] as const) {
      for (const call of [...calls(voedselbank, own!.id), ...calls({ ...voedselbank, id: randomUUID() }, own!.id)]) {
        expect((await testApp.request({ ...call, credentials: accounts[who] })).statusCode).toBe(403);
      }
    }
    await expectNoChange(voedselbank, before, audit);
  });

  it("answers 403 to an organisation superuser for another organisation of the centre, 404 for one out of sight", async () => {
    const stranger = await addDirectly(taalhuis, 'centrum@public.example', 'organization_superuser');
    const before = await membershipsOf(taalhuis);
    const audit = await auditActionsFor(testApp, taalhuis.id);
    for (const call of calls(taalhuis, stranger.id)) {
      expect((await testApp.request({ ...call, credentials: accounts.organisatie })).statusCode).toBe(403);
    }
    await expectNoChange(taalhuis, before, audit);
    const pending = await organizationRow(testApp, 'public', 'Stichting Kunstbus Zwolle');
    expect((await testApp.request({ url: membersUrl(pending), credentials: accounts.organisatie })).statusCode).toBe(404);
  });

  it('answers 404 to the centre superuser of another centre and to another tenant', async () => {
    const own = await addDirectly(apeldoornVoedselbank, 'centrum-apeldoorn@public.example', 'organization_superuser');
    const before = await membershipsOf(apeldoornVoedselbank);
    const audit = await auditActionsFor(testApp, apeldoornVoedselbank.id);
    for (const call of calls(apeldoornVoedselbank, own.id)) {
      expect((await testApp.request({ ...call, credentials: accounts.centrum })).statusCode).toBe(404);
    }
    const roermondAdmin = await testApp.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    for (const call of calls(apeldoornVoedselbank, own.id)) {
      expect((await testApp.request({ ...call, host: 'roermond.localhost', credentials: roermondAdmin })).statusCode).toBe(404);
    }
    await expectNoChange(apeldoornVoedselbank, before, audit);
  });

  it("lets the other centre's superuser and an admin manage that centre's members", async () => {
    const apeldoornCentrum = await testApp.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' });
    const list = await testApp.request({ url: membersUrl(apeldoornVoedselbank), host: 'apeldoorn.localhost', credentials: apeldoornCentrum });
    expect(list.statusCode).toBe(200);
    const adminList = await testApp.request({ url: membersUrl(apeldoornVoedselbank), credentials: accounts.admin });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json().meta.total).toBe((await membershipsOf(apeldoornVoedselbank)).length);
  });
});

describe('happy path', () => {
  it("lists an organisation's members with their accounts, superusers first", async () => {
    const response = await testApp.request({ url: `${membersUrl(voedselbank)}?include=user`, credentials: accounts.organisatie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      type: 'organization_members',
      attributes: { role: 'organization_superuser', organization_id: voedselbank.id, created_at: expect.any(String) },
      relationships: { user: { data: { type: 'users', id: body.data[0].attributes.user_id } } },
    });
    expect(body.included).toEqual([
      expect.objectContaining({ type: 'users', attributes: expect.objectContaining({ email: 'organisatie@public.example', name: 'Carla Meijer' }) }),
    ]);
  });

  it('lets an organisation superuser add a user of the centre by e-mail, and then make them a superuser (granting the role)', async () => {
    const vrijwilliger = await userRow('vrijwilliger@public.example');
    const added = await testApp.request({
      method: 'POST',
      url: `${membersUrl(voedselbank)}?include=user`,
      credentials: accounts.organisatie,
      body: memberBody({ email: ' Vrijwilliger@Public.example ', role: 'member' }),
    });
    expect(added.statusCode).toBe(201);
    const member = added.json().data as Resource;
    expect(member.attributes).toMatchObject({ user_id: vrijwilliger.id, role: 'member' });
    expect(added.json().included[0].attributes.email).toBe('vrijwilliger@public.example');
    expect(await roleNamesOf(testApp, vrijwilliger.id)).toEqual(['volunteer']);

    const promoted = await testApp.request({
      method: 'PATCH',
      url: `${membersUrl(voedselbank)}/${member.id}`,
      credentials: accounts.organisatie,
      body: { data: { type: 'organization_members', id: member.id, attributes: { role: 'organization_superuser' } } },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.attributes.role).toBe('organization_superuser');
    expect(await roleNamesOf(testApp, vrijwilliger.id)).toEqual(['organization_superuser', 'volunteer']);

    // The new superuser manages the organisation from their next request on.
    const eva = await testApp.signIn('vrijwilliger@public.example');
    const list = await testApp.request({ url: membersUrl(voedselbank), credentials: eva });
    expect(list.json().data.map((m: Resource) => m.attributes.role)).toEqual(['organization_superuser', 'organization_superuser']);

    // Back to a plain member: the role goes with the last superuser membership.
    const demoted = await testApp.request({
      method: 'PATCH',
      url: `${membersUrl(voedselbank)}/${member.id}`,
      credentials: accounts.centrum,
      body: memberBody({ role: 'member' }),
    });
    expect(demoted.statusCode).toBe(200);
    expect(await roleNamesOf(testApp, vrijwilliger.id)).toEqual(['volunteer']);
    const removed = await testApp.request({ method: 'DELETE', url: `${membersUrl(voedselbank)}/${member.id}`, credentials: accounts.admin });
    expect(removed.statusCode).toBe(204);
    expect((await membershipsOf(voedselbank)).map((m) => m.userId)).not.toContain(vrijwilliger.id);
    expect(await auditActionsFor(testApp, voedselbank.id)).toEqual([
      'organization.member_added',
      'organization.member_role_changed',
      'organization.member_role_changed',
      'organization.member_removed',
    ]);
  });

  it('lets staff add a user by id as a superuser straight away', async () => {
    const redacteur = await userRow('redacteur@public.example');
    const response = await testApp.request({
      method: 'POST',
      url: membersUrl(taalhuis),
      credentials: accounts.centrum,
      body: memberBody({ user_id: redacteur.id.toUpperCase(), role: 'organization_superuser' }),
    });
    expect(response.statusCode).toBe(201);
    expect(await roleNamesOf(testApp, redacteur.id)).toEqual(['content_manager', 'organization_superuser']);
    // Another superuser membership elsewhere keeps the role when this one ends (Taalhuis keeps the
    // centre superuser made its superuser above, so this is not its last).
    await addDirectly(voedselbank, 'redacteur@public.example', 'organization_superuser');
    const removed = await testApp.request({
      method: 'DELETE',
      url: `${membersUrl(taalhuis)}/${response.json().data.id}`,
      credentials: accounts.admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(await roleNamesOf(testApp, redacteur.id)).toEqual(['content_manager', 'organization_superuser']);
  });

  it('keeps the same role without a change or an audit entry', async () => {
    const [own] = await membershipsOf(voedselbank);
    const before = await auditActionsFor(testApp, voedselbank.id);
    const response = await testApp.request({
      method: 'PATCH',
      url: `${membersUrl(voedselbank)}/${own!.id}`,
      credentials: accounts.organisatie,
      body: memberBody({ role: own!.role }),
    });
    expect(response.statusCode).toBe(200);
    expect(await auditActionsFor(testApp, voedselbank.id)).toEqual(before);
  });
});

describe('rules', () => {
  it('never lets the last superuser go: 409 LAST_SUPERUSER, nothing changed', async () => {
    const hooiberg = await organizationRow(testApp, 'public', 'Natuurwerkgroep De Hooiberg Zwolle');
    const only = await addDirectly(hooiberg, 'centrum-apeldoorn@public.example', 'organization_superuser');
    for (const call of [
      { method: 'DELETE' as const, url: `${membersUrl(hooiberg)}/${only.id}` },
      { method: 'PATCH' as const, url: `${membersUrl(hooiberg)}/${only.id}`, body: memberBody({ role: 'member' }) },
    ]) {
      const response = await testApp.request({ ...call, credentials: accounts.admin, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0]).toMatchObject({ code: 'LAST_SUPERUSER', title: 'Last manager' });
    }
    expect(await membershipsOf(hooiberg)).toEqual([{ id: only.id, userId: only.userId, role: 'organization_superuser' }]);
  });

  it('answers 409 ALREADY_MEMBER to one of two simultaneous adds of the same user', async () => {
    const sport = await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Zwolle');
    const body = memberBody({ email: 'redacteur@public.example', role: 'member' });
    const answers = await Promise.all([
      testApp.request({ method: 'POST', url: membersUrl(sport), credentials: accounts.admin, body }),
      testApp.request({ method: 'POST', url: membersUrl(sport), credentials: accounts.centrum, body }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().errors[0]).toMatchObject({
      code: 'ALREADY_MEMBER',
      source: { pointer: '/data/attributes/email' },
    });
    expect(await membershipsOf(sport)).toHaveLength(1);
    const again = await testApp.request({ method: 'POST', url: membersUrl(sport), credentials: accounts.admin, body });
    expect(again.statusCode).toBe(409);
  });

  it('answers 422 for a user who is unknown or of another centre or tenant, adding nobody', async () => {
    const apeldoornCentrum = await userRow('centrum-apeldoorn@public.example');
    const roermondUser = await userRowByEmail(testApp, 'roermond', 'vrijwilliger@roermond.example');
    const cases = [
      [{ email: 'niemand@example.org' }, 'email'],
      [{ email: 'vrijwilliger@roermond.example' }, 'email'],
      [{ user_id: apeldoornCentrum.id }, 'user_id'],
      [{ user_id: roermondUser.id }, 'user_id'],
      [{ user_id: randomUUID() }, 'user_id'],
    ] as const;
    for (const [attributes, field] of cases) {
      const response = await testApp.request({
        method: 'POST',
        url: membersUrl(voedselbank),
        credentials: accounts.admin,
        body: memberBody({ ...attributes, role: 'member' }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ source: { pointer: `/data/attributes/${field}` }, meta: { reason: 'unknown_user' } });
    }
    expect(await membershipsOf(voedselbank)).toHaveLength(2);
  });

  it('answers 422 for bad bodies, with a pointer per field', async () => {
    const before = await membershipsOf(taalhuis);
    const cases = [
      [{ role: 'member' }, { '/data/attributes/email': 'required' }],
      [{ email: 'geen adres', role: 'eigenaar' }, { '/data/attributes/email': 'invalid_email', '/data/attributes/role': 'invalid_choice' }],
      [{ user_id: 'abc', role: 'member', admin: true }, { '/data/attributes/user_id': 'invalid', '/data/attributes/admin': 'unknown_attribute' }],
      [{ email: 'organisatie@public.example' }, { '/data/attributes/role': 'required' }],
    ] as const;
    for (const [attributes, expected] of cases) {
      const response = await testApp.request({ method: 'POST', url: membersUrl(taalhuis), credentials: accounts.admin, body: memberBody(attributes) });
      expect(response.statusCode).toBe(422);
      const reasons = Object.fromEntries(
        (response.json().errors as { source: { pointer: string }; meta: { reason: string } }[]).map((e) => [e.source.pointer, e.meta.reason]),
      );
      expect(reasons).toEqual(expected);
    }
    const wrongType = await testApp.request({
      method: 'POST',
      url: membersUrl(taalhuis),
      credentials: accounts.admin,
      body: { data: { type: 'users', attributes: { email: 'organisatie@public.example', role: 'member' } } },
    });
    expect(wrongType.statusCode).toBe(400);
    const [own] = await membershipsOf(voedselbank);
    const badRole = await testApp.request({
      method: 'PATCH',
      url: `${membersUrl(voedselbank)}/${own!.id}`,
      credentials: accounts.admin,
      body: memberBody({ role: 'admin' }),
    });
    expect(badRole.statusCode).toBe(422);
    expect(await membershipsOf(taalhuis)).toEqual(before);
  });

  it('answers 404 to an unknown or malformed member id, or one of another organisation', async () => {
    const [other] = await membershipsOf(voedselbank);
    for (const memberId of ['nope', randomUUID(), other!.id]) {
      for (const call of [
        { method: 'PATCH' as const, url: `${membersUrl(taalhuis)}/${memberId}`, body: memberBody({ role: 'member' }) },
        { method: 'DELETE' as const, url: `${membersUrl(taalhuis)}/${memberId}` },
      ]) {
        expect((await testApp.request({ ...call, credentials: accounts.admin })).statusCode).toBe(404);
      }
    }
    expect((await membershipsOf(voedselbank)).find((m) => m.id === other!.id)).toBeDefined();
  });

  it('answers 400 to an unknown include or parameter', async () => {
    for (const query of ['include=organization', 'filter[role]=member', 'sort=role']) {
      expect((await testApp.request({ url: `${membersUrl(voedselbank)}?${query}`, credentials: accounts.admin })).statusCode).toBe(400);
    }
  });
});
