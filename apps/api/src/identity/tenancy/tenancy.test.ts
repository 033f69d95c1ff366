import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../users/users.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/volunteer_centers/current', () => {
  it('resolves tenant and centre from the host and returns the profile and features', async () => {
    const response = await t.request({ url: '/api/v1/volunteer_centers/current?include=profile', host: 'oldebroek.localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.api+json; charset=utf-8');
    const body = response.json();
    expect(body.data).toMatchObject({ type: 'volunteer_centers', attributes: { name: 'Vrijwilligerscentrale Oldebroek' } });
    expect(body.included[0]).toMatchObject({
      type: 'volunteer_center_profiles',
      id: body.data.relationships.profile.data.id,
      attributes: { primary_color: '#0f766e', show_anbi_logo: true, theme_config: { default_shape: 'rounded', footer: { variant: 'maud' } } },
    });
    expect(Object.keys(body.included[0].attributes.primary_color_shades)).toHaveLength(11);
    expect(body.meta).toEqual({
      tenant: 'oldebroek',
      time_zone: 'Europe/Amsterdam',
      test_pages: true,
      app_name: 'Vrijwilligerswerk Oldebroek',
      app_context: 'gelderland',
      features: {
        volunteer_profiles: true,
        activities: false,
        peer_to_peer: true,
        center_sharing: false,
        multi_language: false,
        organizations_moving: false,
      },
    });
  });

  it('names the configured time zone (TZ), the one both apps show every date in; a zone the runtime does not know stops the start', async () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).timeZone).toBe('Europe/Amsterdam');
    expect(loadConfig({ DATA_DIR: t.config.dataDir, TZ: 'Europe/Brussels' }).timeZone).toBe('Europe/Brussels');
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, TZ: 'Europe/Zwolle' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, TZ: 'Europe/Zwolle' })).toThrow(/TZ="Europe\/Zwolle"/);
    const brussels = await createTestApp({ timeZone: 'Europe/Brussels' });
    try {
      const response = await brussels.request({ url: '/api/v1/volunteer_centers/current' });
      expect(response.json().meta.time_zone).toBe('Europe/Brussels');
    } finally {
      await brussels.close();
    }
  });

  it('follows X-Tenant over the host and the default tenant without either', async () => {
    const byHeader = await t.request({ url: '/api/v1/volunteer_centers/current', host: 'oldebroek.localhost', headers: { 'x-tenant': 'meedoen' } });
    expect(byHeader.json().meta).toMatchObject({ tenant: 'meedoen', app_context: 'meedoen', features: { volunteer_profiles: false, multi_language: true } });
    const unknownHost = await t.request({ url: '/api/v1/volunteer_centers/current', host: 'ergens.example.org' });
    expect(unknownHost.json().meta.tenant).toBe('public');
    expect(unknownHost.json().data.attributes.name).toBe('Vrijwilligerscentrale Zwolle');
  });

  it('answers 400 for an unknown X-Tenant and for a Volunteer-Center-Id of another tenant', async () => {
    const unknown = await t.request({ url: '/api/v1/volunteer_centers/current', headers: { 'x-tenant': 'amsterdam' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'UNKNOWN_TENANT', detail: 'De tenant "amsterdam" bestaat niet.' });
    const roermond = await t.request({ url: '/api/v1/volunteer_centers/current', host: 'roermond.localhost' });
    const roermondCenter = roermond.json().data.id;
    const foreign = await t.request({ url: '/api/v1/volunteer_centers/current', headers: { 'volunteer-center-id': roermondCenter } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].code).toBe('INVALID_VOLUNTEER_CENTER');
    const garbage = await t.request({ url: '/api/v1/volunteer_centers/current', headers: { 'volunteer-center-id': "1' or 1=1" } });
    expect(garbage.statusCode).toBe(400);
    const badContext = await t.request({ url: '/api/v1/volunteer_centers/current', headers: { 'app-context': 'utrecht' } });
    expect(badContext.statusCode).toBe(400);
  });

  it('switches centre within the tenant with Volunteer-Center-Id', async () => {
    const list = await t.request({ url: '/api/v1/volunteer_centers?include=profile' });
    const centers = list.json().data as { id: string; attributes: { name: string } }[];
    expect(centers.map((c) => c.attributes.name)).toEqual([
      'Vrijwilligerscentrum Deventer',
      'Vrijwilligerscentrale Zwolle',
      'Vrijwilligerspunt Apeldoorn',
    ].sort());
    expect(list.json().included).toHaveLength(3);
    const deventer = centers.find((c) => c.attributes.name.includes('Deventer'))!;
    const current = await t.request({ url: '/api/v1/volunteer_centers/current', headers: { 'volunteer-center-id': deventer.id } });
    expect(current.json().data.id).toBe(deventer.id);
  });

  it('refuses unsupported query parameters and includes with 400', async () => {
    const badInclude = await t.request({ url: '/api/v1/volunteer_centers/current?include=users' });
    expect(badInclude.statusCode).toBe(400);
    expect(badInclude.json().errors[0]).toMatchObject({ code: 'INVALID_QUERY_PARAMETER', source: { parameter: 'include' } });
    expect((await t.request({ url: '/api/v1/volunteer_centers?foo=bar' })).statusCode).toBe(400);
  });

  it('applies sparse fieldsets', async () => {
    const response = await t.request({ url: '/api/v1/volunteer_centers/current?include=profile&fields[volunteer_center_profiles]=primary_color' });
    expect(Object.keys(response.json().included[0].attributes)).toEqual(['primary_color']);
  });
});

describe('row-level security', () => {
  it('hides other tenants even from a query without a tenant filter', async () => {
    const all = await t.database.db.select({ tenantId: users.tenantId }).from(users);
    expect(new Set(all.map((u) => u.tenantId)).size).toBe(5);
    const seen = await t.database.withTenant('roermond', (tx) => tx.select({ tenantId: users.tenantId }).from(users));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((u) => u.tenantId))).toEqual(new Set(['roermond']));
  });

  it('refuses to write a row for another tenant', async () => {
    const [center] = (await t.database.db.execute(sql`select id from volunteer_centers where tenant_id = 'public' limit 1`) as unknown as { rows: { id: string }[] }).rows;
    await expect(
      t.database.withTenant('roermond', (tx) =>
        tx.insert(users).values({ tenantId: 'public', volunteerCenterId: center!.id, email: 'indringer@example.nl' }),
      ),
    ).rejects.toThrow();
    await expect(
      t.database.withTenant('roermond', (tx) => tx.execute(sql`update users set first_name = 'x' where tenant_id = 'public'`)),
    ).resolves.toBeDefined();
    const untouched = await t.database.db.execute(sql`select count(*)::int as n from users where first_name = 'x'`);
    expect((untouched as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('runs request queries as a role that is neither superuser nor BYPASSRLS', async () => {
    const role = await t.database.withTenant('demo', (tx) =>
      tx.execute(sql`select current_user as name, rolsuper, rolbypassrls from pg_roles where rolname = current_user`),
    );
    expect((role as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'app_user', rolsuper: false, rolbypassrls: false }]);
  });

  it('sees nothing at all outside a tenant transaction as the app role', async () => {
    const rows = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      return tx.execute(sql`select count(*)::int as n from users`);
    });
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('protects every table that has a tenant_id column with the isolation policy', async () => {
    const result = await t.database.db.execute(sql`
      select c.relname as table, c.relrowsecurity as rls,
             exists (select 1 from pg_policies p where p.tablename = c.relname and p.policyname = c.relname || '_tenant_isolation') as policy
      from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id'
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r'`);
    const rows = (result as unknown as { rows: { table: string; rls: boolean; policy: boolean }[] }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(rows.filter((r) => !r.rls || !r.policy)).toEqual([]);
  });
});
