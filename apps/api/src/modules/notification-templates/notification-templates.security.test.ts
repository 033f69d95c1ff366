import { and, eq, isNull } from 'drizzle-orm';
import { notificationTemplates } from '../../db/schema';
import { centerIdOf } from '../../testing/fixtures';
import { withRotatingSessions } from '../../testing/sessions';
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
  t = withRotatingSessions(await createTestApp());
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
