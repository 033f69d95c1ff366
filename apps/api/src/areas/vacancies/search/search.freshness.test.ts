import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../platform/db/database';
import { centerIdOf } from '../../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../../testing/test-app';
import { searchChanges, vacancies, vacancyCategories } from '../vacancies.tables';
import { expireVacanciesJob, purgeSearchChangesJob } from '../vacancies.jobs';

// Every write, by any module, job or process, is in the very next search
// (issue 12): the search index takes in what the database's triggers recorded.

type Resource = { id: string; type: string; attributes: Record<string, unknown> };

let t: TestApp;
let admin: Credentials;
let zwolleId: string;
let apeldoornId: string;
let categoryIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@public.example');
  zwolleId = await centerIdOf(t, 'public', 'zwolle');
  apeldoornId = await centerIdOf(t, 'public', 'apeldoorn');
  const rows = await t.database.db
    .select({ id: vacancyCategories.id })
    .from(vacancyCategories)
    .where(eq(vacancyCategories.tenantId, 'public'));
  categoryIds = rows.map((row) => row.id);
});
afterAll(() => t.close());

const future = () => new Date(Date.now() + 90 * 86_400_000).toISOString();

async function write(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  attributes?: Record<string, unknown>,
  type = 'vacancies',
) {
  const response = await t.request({
    method,
    url: `/api/v1${url}`,
    credentials: admin,
    body: attributes ? { data: { type, attributes } } : undefined,
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.statusCode === 204 ? null : (response.json().data as Resource);
}

async function createOrganization(name: string) {
  return (await write(
    'POST',
    '/organizations',
    { name, city: 'Zwolle', status: 'approved' },
    'organizations',
  ))!.id;
}

async function publishVacancy(
  organizationId: string,
  title: string,
  extra: Record<string, unknown> = {},
) {
  const vacancy = await write('POST', '/vacancies', {
    organization_id: organizationId,
    title,
    description: `<p>${title}, in Zwolle.</p>`,
    place: 'Zwolle',
    contact_person: 'Zus Zeep',
    status: 'published',
    expires_at: future(),
    ...extra,
  });
  return vacancy!.id;
}

async function search(query: string, app: FastifyInstance = t.app) {
  const response = await app.inject({
    url: `/api/v1/vacancies/search?${query}&include=organization`,
    headers: { host: 'localhost' },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return {
    ids: (body.data as Resource[]).map((v) => v.id),
    data: body.data as Resource[],
    organizations: (body.included ?? []) as Resource[],
    total: body.meta.total as number,
    facets: body.meta.facets as { category_id: Record<string, number> },
  };
}

describe('search is fresh after every write', () => {
  it('shows a published vacancy, its new categories and title, and no longer an archived one', async () => {
    const organizationId = await createOrganization('Stichting Zeepkist');
    const id = await publishVacancy(organizationId, 'Zeepkistrace begeleider');
    // Searched once before, so the change is taken into an index that is already there.
    expect((await search('q=zeepkistrace')).ids).toEqual([id]);

    await write('PATCH', `/vacancies/${id}`, { category_ids: [categoryIds[0]] });
    const byCategory = await search(`q=zeepkistrace&filter[category_id]=${categoryIds[0]}`);
    expect(byCategory.ids).toEqual([id]);
    expect(byCategory.facets.category_id).toEqual({ [categoryIds[0]!]: 1 });
    await write('PATCH', `/vacancies/${id}`, { category_ids: [categoryIds[1]] });
    expect((await search(`q=zeepkistrace&filter[category_id]=${categoryIds[0]}`)).ids).toEqual([]);

    await write('PATCH', `/vacancies/${id}`, {
      title: 'Kartbaan begeleider',
      description: '<p>Begeleiden op de kartbaan.</p>',
    });
    expect((await search('q=zeepkistrace')).ids).toEqual([]);
    const renamed = await search('q=kartbaan');
    expect(renamed.ids).toEqual([id]);
    expect(renamed.data[0]!.attributes.title).toBe('Kartbaan begeleider');

    await write('PUT', `/vacancies/${id}/archive`);
    expect((await search('q=kartbaan')).ids).toEqual([]);
    await write('PUT', `/vacancies/${id}/restore`);
    expect((await search('q=kartbaan')).ids).toEqual([]);
  });

  it("shows an organisation's new name, centre and status with its vacancies", async () => {
    const organizationId = await createOrganization('Stichting Zeepbel');
    const id = await publishVacancy(organizationId, 'Zeepbellenblazer');
    const before = await search('q=zeepbellenblazer');
    expect(before.organizations.map((o) => o.attributes.name)).toEqual(['Stichting Zeepbel']);

    await write(
      'PATCH',
      `/organizations/${organizationId}`,
      { name: 'Stichting Bellenblaas' },
      'organizations',
    );
    expect(
      (await search('q=zeepbellenblazer')).organizations.map((o) => o.attributes.name),
    ).toEqual(['Stichting Bellenblaas']);

    expect(before.data[0]!.attributes.volunteer_center_id).toBe(zwolleId);
    await write(
      'POST',
      `/organizations/${organizationId}/move`,
      { volunteer_center_id: apeldoornId },
      'organizations',
    );
    const moved = await search('q=zeepbellenblazer');
    expect(moved.data[0]!.attributes.volunteer_center_id).toBe(apeldoornId);
    expect(moved.organizations[0]!.attributes.volunteer_center_id).toBe(apeldoornId);

    await write(
      'PATCH',
      `/organizations/${organizationId}`,
      { status: 'archived' },
      'organizations',
    );
    expect((await search('q=zeepbellenblazer')).organizations[0]!.attributes.status).toBe(
      'archived',
    );
    await write('DELETE', `/organizations/${organizationId}`);
    const deleted = await search('q=zeepbellenblazer');
    expect(deleted.ids).toEqual([id]);
    expect(deleted.organizations[0]!.attributes.status).toBe('deleted');
  });

  it('leaves out a vacancy the moment it expires, and takes in writes of jobs and seeds', async () => {
    const organizationId = await createOrganization('Stichting Zeepsop');
    const id = await publishVacancy(organizationId, 'Zeepsopmaker');
    const before = await search('q=zeepsopmaker');
    expect(before.ids).toEqual([id]);

    // Another module, a seed or a console writing the table directly.
    const [inserted] = await t.database.db
      .insert(vacancies)
      .values({
        tenantId: 'public',
        volunteerCenterId: zwolleId,
        organizationId,
        title: 'Tweede zeepsopmaker',
        status: 'published',
        publishedAt: new Date(),
        expiresAt: new Date(Date.now() + 1500),
      })
      .returning({ id: vacancies.id });
    expect((await search('q=zeepsopmaker&sort=-published_at')).ids).toEqual([inserted!.id, id]);

    // Past its expiry it is gone at once, before the hourly job has run.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await search('q=zeepsopmaker')).ids).toEqual([id]);
    await t.database.db
      .update(vacancies)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vacancies.id, id));
    expect((await search('q=zeepsopmaker')).ids).toEqual([]);
    const expired = await expireVacanciesJob(t.database, t.app.withTenantContext);
    expect(expired.public).toBe(2);
    expect((await search('q=zeepsopmaker')).total).toBe(0);
    await t.database.db
      .update(vacancies)
      .set({ status: 'published', expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(vacancies.id, id));
    expect((await search('q=zeepsopmaker')).ids).toEqual([id]);
  });
});

describe('the change log', () => {
  it('forgets changes older than a day, hourly', async () => {
    const kept = await t.database.db.$count(searchChanges);
    expect(kept).toBeGreaterThan(0);
    await t.database.db.insert(searchChanges).values({
      tenantId: 'public',
      kind: 'vacancy',
      entityId: zwolleId,
      changedAt: new Date(Date.now() - 25 * 3_600_000),
    });
    expect(await purgeSearchChangesJob(t.database)).toBe(1);
    expect(await t.database.db.$count(searchChanges)).toBe(kept);
  });
});

describe('two API processes on one database', () => {
  it("shows one process's write in the other's next search", async () => {
    // On PostgreSQL a second app with its own connection pool; on PGlite, which one process owns, the same handle.
    const database = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl })
      : t.database;
    const second = await buildApp({ config: t.config, database });
    await second.ready();
    try {
      const organizationId = await createOrganization('Stichting Zeepkrat');
      expect((await search('q=zeepkrattenbouwer', second)).ids).toEqual([]);
      const id = await publishVacancy(organizationId, 'Zeepkrattenbouwer');
      expect((await search('q=zeepkrattenbouwer', second)).ids).toEqual([id]);
      await write('PUT', `/vacancies/${id}/archive`);
      expect((await search('q=zeepkrattenbouwer', second)).ids).toEqual([]);
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  });
});
