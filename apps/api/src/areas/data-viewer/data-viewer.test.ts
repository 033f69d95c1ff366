import { and, desc, eq } from 'drizzle-orm';
import { DATA_VIEWER_ATTRIBUTES, DATA_VIEWER_RECORD_TYPES, toWireName } from '@platform/contracts';
import { auditEvents } from '../../schema';
import { centerIdOf, userRowByEmail } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Credentials;
let centrum: Credentials;
let volunteer: Credentials;
let roermondAdmin: Credentials;
let adminId: string;

const CREDENTIAL_COLUMN = /password|digest|token|secret/i;

beforeAll(async () => {
  t = await createTestApp();
  [admin, centrum, volunteer, roermondAdmin] = await Promise.all([
    t.signIn('admin@public.example'),
    t.signIn('centrum@public.example'),
    t.signIn('vrijwilliger@public.example'),
    t.signIn('admin@roermond.example', { host: 'roermond.localhost' }),
  ]);
  adminId = (await userRowByEmail(t, 'public', 'admin@public.example')).id;
});

afterAll(async () => {
  await t.close();
});

const list = (url: string, credentials?: Credentials, headers: Record<string, string> = {}, host?: string) =>
  t.request({ url: `/api/v1/data_viewer/${url}`, credentials, headers, host });

async function lastAuditEvent(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, 'public'), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  return row;
}

describe('the data viewer for an admin', () => {
  it.each(DATA_VIEWER_RECORD_TYPES)('lists %s with exactly the allow-listed columns, never a credential', async (type) => {
    const response = await list(type, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.total).toBeGreaterThan(0);
    const allowed = Object.keys(DATA_VIEWER_ATTRIBUTES[type].entries).map(toWireName).sort();
    for (const record of body.data) {
      expect(record.type).toBe(type);
      expect(Object.keys(record.attributes).sort()).toEqual(allowed);
    }
    expect(allowed.filter((name) => CREDENTIAL_COLUMN.test(name))).toEqual([]);
  });

  it('filters by text, status and creation date, sorts and pages', async () => {
    const found = (await list('users?filter[q]=centrum%40public&filter[status]=active', admin)).json();
    expect(found.data.map((user: { attributes: { email: string } }) => user.attributes.email)).toContain('centrum@public.example');
    expect(found.data.every((user: { attributes: { status: string } }) => user.attributes.status === 'active')).toBe(true);

    const future = (await list('vacancies?filter[created_at_gteq]=2999-01-01', admin)).json();
    expect(future.meta.total).toBe(0);

    const sorted = (await list('organizations?sort=name&page[size]=3', admin)).json();
    const names = sorted.data.map((organization: { attributes: { name: string } }) => organization.attributes.name);
    expect(names).toHaveLength(3);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(sorted.meta).toMatchObject({ page_number: 1, page_size: 3 });
    expect(sorted.links.next).toContain('page%5Bnumber%5D=2');

    const zwolle = await centerIdOf(t, 'public', 'zwolle');
    const inZwolle = (await list(`applications?filter[volunteer_center_id]=${zwolle}`, admin)).json();
    expect(inZwolle.data.every((application: { attributes: { volunteer_center_id: string } }) => application.attributes.volunteer_center_id === zwolle)).toBe(true);
  });

  it('records every view in the audit trail, with its filters', async () => {
    await list('forms?filter[status]=open', admin);
    const event = await lastAuditEvent('data_viewer.viewed');
    expect(event).toMatchObject({ actorUserId: adminId, subjectType: 'forms' });
    expect(event?.data).toMatchObject({ record_type: 'forms', filters: { status: 'open' }, page: 1 });
  });

  it('exports the matching records as CSV without credential columns, audited', async () => {
    const response = await list('users/export?filter[q]=public.example&sort=email', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const [heading, ...lines] = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(heading!.split(',')).toEqual(['id', ...Object.keys(DATA_VIEWER_ATTRIBUTES.users.entries).map(toWireName)]);
    expect(heading).not.toMatch(CREDENTIAL_COLUMN);
    expect(response.body).not.toMatch(/\$2[aby]\$/);
    expect(lines.some((line) => line.includes('centrum@public.example'))).toBe(true);
    const event = await lastAuditEvent('data_viewer.exported');
    expect(event).toMatchObject({ actorUserId: adminId, subjectType: 'users' });
    expect(event?.data).toMatchObject({ record_type: 'users', rows: lines.length });
  });
});

describe('bad input', () => {
  it.each([
    'users?filter[status]=published',
    'vacancies?filter[volunteer_center_id]=zwolle',
    'applications?filter[created_at_gteq]=gisteren',
    'forms?filter[password]=x',
    'users?sort=encrypted_password',
    'organizations?sort=-website',
    'users/export?sort=reset_password_token_digest',
    'users?page[size]=100000',
  ])('answers %s with a translated 400 and records nothing', async (url) => {
    const before = await lastAuditEvent('data_viewer.viewed');
    const dutch = await list(url, admin);
    const english = await list(url, admin, { 'accept-language': 'en' });
    expect([url, dutch.statusCode, english.statusCode]).toEqual([url, 400, 400]);
    expect(dutch.json().errors[0].code).toBe('INVALID_QUERY_PARAMETER');
    expect(dutch.json().errors[0].detail).not.toBe(english.json().errors[0].detail);
    expect(await lastAuditEvent('data_viewer.viewed')).toEqual(before);
  });
});

describe('who may look', () => {
  it.each(DATA_VIEWER_RECORD_TYPES.flatMap((type) => [type, `${type}/export`]))('refuses %s without a session (401) and to non-admins (403)', async (url) => {
    expect((await list(url)).statusCode).toBe(401);
    expect((await list(url, centrum)).statusCode).toBe(403);
    expect((await list(url, volunteer)).statusCode).toBe(403);
  });

  it('shows an admin only their own tenant’s records', async () => {
    const roermond = (await list('users?page[size]=100', roermondAdmin, {}, 'roermond.localhost')).json();
    const emails = roermond.data.map((user: { attributes: { email: string } }) => user.attributes.email);
    expect(emails).toContain('admin@roermond.example');
    expect(emails.filter((email: string) => email.endsWith('@public.example'))).toEqual([]);

    const roermondCenter = await centerIdOf(t, 'roermond', 'roermond');
    for (const type of DATA_VIEWER_RECORD_TYPES) {
      const seen = (await list(`${type}?filter[volunteer_center_id]=${roermondCenter}`, admin)).json();
      expect([type, seen.meta.total]).toEqual([type, 0]);
    }
    const exported = await list(`users/export?filter[volunteer_center_id]=${roermondCenter}`, admin);
    expect(exported.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);
  });
});
