import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { createAccount } from '../../testing/accounts';
import { centerIdOf, userRowByEmail } from '../../testing/fixtures';

// GET /audit_events (docs/api.md, "Audit events"): happy paths, refusals of
// bad input, and who sees which centre's events.

let t: TestApp;
let admin: Credentials;
let centrum: Credentials;
let apeldoornStaff: Credentials;
const ids: Record<string, string> = {};
const APELDOORN = 'portal.apeldoorn.localhost';

type Event = { id: string; attributes: Record<string, unknown> };

async function events(query: string, credentials: Credentials, host?: string): Promise<Event[]> {
  const response = await t.request({ url: `/api/v1/audit_events${query}`, credentials, host });
  expect([query, response.statusCode]).toEqual([query, 200]);
  return response.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, centrum] = await Promise.all([
    t.signIn('admin@public.example'),
    t.signIn('centrum@public.example'),
  ]);
  apeldoornStaff = await t.signIn('centrum-apeldoorn@public.example', { host: APELDOORN });
  ids.admin = (await userRowByEmail(t, 'public', 'admin@public.example')).id;
  ids.volunteer = (await userRowByEmail(t, 'public', 'vrijwilliger@public.example')).id;
  ids.zwolle = await centerIdOf(t, 'public', 'zwolle');
  ids.apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
  ids.apeldoornUser = (
    await createAccount(t, {
      volunteerCenterId: ids.apeldoorn,
      email: 'audit-apeldoorn@example.org',
    })
  ).id;

  // An admin signs in as a Zwolle volunteer and stops again: two sign_in_as events of Zwolle.
  const signedInAs = await t.request({
    method: 'POST',
    url: '/api/v1/sign_in_as_user',
    credentials: admin,
    body: { data: { type: 'users', attributes: { user_id: ids.volunteer } } },
  });
  expect(signedInAs.statusCode).toBe(200);
  const asVolunteer = {
    'access-token': String(signedInAs.headers['access-token']),
    client: String(signedInAs.headers.client),
    uid: String(signedInAs.headers.uid),
    'token-type': 'Bearer',
  };
  const stopped = await t.request({
    method: 'POST',
    url: '/api/v1/sign_in_as_user/stop',
    credentials: asVolunteer,
  });
  expect(stopped.statusCode).toBe(204);

  // Apeldoorn's staff write and remove a note: one internal_note event of Apeldoorn.
  const note = await t.request({
    method: 'POST',
    url: '/api/v1/internal_notes',
    host: APELDOORN,
    credentials: apeldoornStaff,
    body: {
      data: {
        type: 'internal_notes',
        attributes: { subject_type: 'users', subject_id: ids.apeldoornUser, note: 'Belt terug' },
      },
    },
  });
  expect(note.statusCode).toBe(201);
  const removed = await t.request({
    method: 'DELETE',
    url: `/api/v1/internal_notes/${note.json().data.id}`,
    host: APELDOORN,
    credentials: apeldoornStaff,
  });
  expect(removed.statusCode).toBe(204);

  // Another tenant's admin signs in as someone there.
  const roermondAdmin = await t.signIn('admin@roermond.example', {
    host: 'portal.roermond.localhost',
  });
  const roermondVolunteer = (await userRowByEmail(t, 'roermond', 'vrijwilliger@roermond.example'))
    .id;
  const elsewhere = await t.request({
    method: 'POST',
    url: '/api/v1/sign_in_as_user',
    host: 'portal.roermond.localhost',
    credentials: roermondAdmin,
    body: { data: { type: 'users', attributes: { user_id: roermondVolunteer } } },
  });
  expect(elsewhere.statusCode).toBe(200);
  ids.roermondVolunteer = roermondVolunteer;
}, 120_000);

afterAll(() => t.close());

describe('reading the audit trail', () => {
  it('shows an admin who signed in as whom, with kind sign_in_as, newest first', async () => {
    const list = await events('?filter[kind]=sign_in_as', admin);
    const mine = list.filter((event) => event.attributes.subject_id === ids.volunteer);
    expect(mine.map((event) => event.attributes.action)).toEqual([
      'user.signed_in_as_stopped',
      'user.signed_in_as',
    ]);
    const {
      actor_name,
      actor_id,
      kind,
      subject_type,
      volunteer_center_id,
      ip_address,
      created_at,
    } = mine[1]!.attributes;
    const adminRow = await userRowByEmail(t, 'public', 'admin@public.example');
    expect({ actor_name, actor_id, kind, subject_type, volunteer_center_id }).toEqual({
      actor_name: `${adminRow.firstName} ${adminRow.lastName}`,
      actor_id: ids.admin,
      kind: 'sign_in_as',
      subject_type: 'users',
      volunteer_center_id: ids.zwolle,
    });
    expect(typeof ip_address).toBe('string');
    expect(Date.parse(String(created_at))).toBeLessThanOrEqual(Date.now());
    // Another tenant's events never show.
    expect(list.some((event) => event.attributes.subject_id === ids.roermondVolunteer)).toBe(false);
  });

  it('filters by user, kind, record, text and dates, and pages', async () => {
    const byActor = await events(`?filter[actor_id]=${ids.admin}`, admin);
    expect(byActor.length).toBeGreaterThanOrEqual(2);
    expect(byActor.every((event) => event.attributes.actor_id === ids.admin)).toBe(true);

    const notes = await events('?filter[kind]=internal_note', admin);
    expect(notes.map((event) => event.attributes.action)).toEqual(['internal_note.deleted']);
    expect(notes[0]!.attributes.volunteer_center_id).toBe(ids.apeldoorn);

    const users = await events('?filter[kind]=user', admin);
    expect(users.every((event) => String(event.attributes.action).startsWith('user.'))).toBe(true);
    expect(
      users.some((event) => String(event.attributes.action).startsWith('user.signed_in_as')),
    ).toBe(false);

    const bySubject = await events(
      `?filter[subject_type]=users&filter[subject_id]=${ids.volunteer}`,
      admin,
    );
    expect(bySubject.length).toBe(2);

    const apeldoornStaffRow = await userRowByEmail(t, 'public', 'centrum-apeldoorn@public.example');
    const byText = await events(
      `?filter[q]=${encodeURIComponent(apeldoornStaffRow.lastName ?? '')}`,
      admin,
    );
    expect(byText.map((event) => event.attributes.action)).toContain('internal_note.deleted');

    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await events(`?filter[created_at_gteq]=${today}&filter[kind]=sign_in_as`, admin)).length,
    ).toBeGreaterThanOrEqual(2);
    expect(await events('?filter[created_at_lteq]=2020-01-01', admin)).toEqual([]);
    expect(
      await events(`?filter[volunteer_center_id]=${ids.apeldoorn}&filter[kind]=sign_in_as`, admin),
    ).toEqual([]);

    const page = await t.request({
      url: '/api/v1/audit_events?page[size]=1&sort=created_at',
      credentials: admin,
    });
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta.total).toBeGreaterThanOrEqual(3);
    expect(page.json().links.next).toContain('page%5Bnumber%5D=2');
  });

  it('refuses filters it cannot match with a 400 naming the parameter', async () => {
    for (const query of [
      '?filter[kind]=everything',
      '?filter[actor_id]=me',
      '?filter[subject_id]=1',
      '?filter[volunteer_center_id]=zwolle',
      '?filter[created_at_gteq]=gisteren',
      '?filter[subject_type]=Robert%27);drop',
      '?filter[action]=user.created',
      '?sort=-action',
      '?include=actor',
    ]) {
      const response = await t.request({
        url: `/api/v1/audit_events${query}`,
        credentials: admin,
        headers: { 'accept-language': 'en' },
      });
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().errors[0].code).toBe('INVALID_QUERY_PARAMETER');
      expect(response.json().errors[0].source.parameter).toMatch(/^(filter\[|sort|include)/);
    }
  });
});

describe('who sees which events', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request({ url: '/api/v1/audit_events' })).statusCode).toBe(401);
  });

  it.each(['organization_superuser', 'content_manager', 'volunteer', 'mentor', 'student'] as const)(
    'refuses %s with a 403',
    async (role) => {
      const account = await createAccount(t, {
        volunteerCenterId: ids.zwolle!,
        email: `audit-${role}@example.org`,
        roles: [role],
      });
      const credentials = await t.signIn(account.email);
      const response = await t.request({ url: '/api/v1/audit_events', credentials });
      expect(response.statusCode).toBe(403);
    },
  );

  it('shows a centre superuser their own centre only, without IP addresses', async () => {
    const zwolle = await events('', centrum);
    expect(zwolle.length).toBeGreaterThan(0);
    expect(zwolle.every((event) => event.attributes.volunteer_center_id === ids.zwolle)).toBe(true);
    expect(zwolle.some((event) => event.attributes.kind === 'sign_in_as')).toBe(true);
    expect(zwolle.every((event) => !('ip_address' in event.attributes))).toBe(true);
    // Asking for another centre narrows within their own: nothing.
    expect(await events(`?filter[volunteer_center_id]=${ids.apeldoorn}`, centrum)).toEqual([]);

    const apeldoorn = await events('', apeldoornStaff, APELDOORN);
    expect(apeldoorn.map((event) => event.attributes.action)).toContain('internal_note.deleted');
    expect(apeldoorn.every((event) => event.attributes.volunteer_center_id === ids.apeldoorn)).toBe(
      true,
    );
  });

  it('keeps a centre superuser’s session to their own centre’s hosts, and another tenant to its own events', async () => {
    const onApeldoorn = await t.request({
      url: '/api/v1/audit_events',
      credentials: centrum,
      host: APELDOORN,
    });
    expect(onApeldoorn.statusCode).toBe(401);
    const roermondAdmin = await t.signIn('admin@roermond.example', {
      host: 'portal.roermond.localhost',
    });
    const roermond = await events('', roermondAdmin, 'portal.roermond.localhost');
    expect(roermond.some((event) => event.attributes.subject_id === ids.roermondVolunteer)).toBe(
      true,
    );
    expect(roermond.some((event) => event.attributes.subject_id === ids.volunteer)).toBe(false);
  });
});
