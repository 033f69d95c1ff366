import { and, eq } from 'drizzle-orm';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { centerIdOf, organizationRow } from '../../testing/fixtures';
import { dutchDay } from '../../platform/usage-counts/usage-counter';
import { addDays, dailyFiguresJob } from './analytics.figures';
import { getFigures } from './analytics.figures.service';
import { analyticsDailyFigures } from './analytics.tables';

let t: TestApp;
let centrum: Credentials;
let admin: Credentials;
let zwolle: string;
beforeAll(async () => {
  t = await createTestApp();
  centrum = await t.signIn('centrum@public.example');
  admin = await t.signIn('admin@public.example');
  zwolle = await centerIdOf(t, 'public', 'zwolle');
});
afterAll(() => t.close());

const figures = (query = '', credentials: Credentials | undefined = centrum, host?: string) =>
  t.request({ url: `/api/v1/analytics/figures${query}`, credentials, ...(host ? { host } : {}) });

/** A published vacancy of Zwolle's food bank (the search shares every centre's vacancies), found by searching. */
async function publicVacancyId(): Promise<string> {
  const foodBank = await organizationRow(t, 'public', 'Voedselbank Zwolle');
  const { data } = (await t.request({ url: `/api/v1/vacancies/search?filter[organization_id]=${foodBank.id}` })).json();
  return data[0].id;
}

describe('GET /api/v1/analytics/figures', () => {
  it("counts the centre's searches, words, views and today's applications", async () => {
    const vacancyId = await publicVacancyId();
    const before = (await figures()).json().data.attributes;
    await t.request({ url: '/api/v1/vacancies/search?q=Voedselbank' });
    await t.request({ url: '/api/v1/vacancies/search?q=Zeilinstructeur%20Walvis' });
    // A later page of a search is the same search.
    await t.request({ url: '/api/v1/vacancies/search?q=Zeilinstructeur%20Walvis&page[number]=2' });
    // The page tells when it is shown; reading the vacancy (a preload on hover) is not a view.
    expect((await t.request({ url: `/api/v1/vacancies/${vacancyId}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/v1/vacancies/${vacancyId}/views` })).statusCode).toBe(204);
    // Staff looking at a vacancy they manage are not visitors.
    expect((await t.request({ method: 'POST', url: `/api/v1/vacancies/${vacancyId}/views`, credentials: centrum })).statusCode).toBe(204);

    const response = await figures();
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.type).toBe('analytics_figures');
    const after = data.attributes;
    expect(after.volunteer_center_id).toBe(zwolle);
    expect(after.to).toBe(dutchDay(new Date()));
    expect(after.days).toHaveLength(30);
    expect(after.totals.searches - before.totals.searches).toBe(2);
    expect(after.totals.searches_without_results - before.totals.searches_without_results).toBe(1);
    expect(after.totals.vacancy_views - before.totals.vacancy_views).toBe(1);
    // The view counts for the vacancy's organisation and each of its categories.
    const foodBank = await organizationRow(t, 'public', 'Voedselbank Zwolle');
    const viewsOf = (rows: { id: string; vacancy_views: number }[], id: string) => rows.find((row) => row.id === id)?.vacancy_views ?? 0;
    expect(viewsOf(after.organizations, foodBank.id) - viewsOf(before.organizations, foodBank.id)).toBe(1);
    const { data: vacancy } = (await t.request({ url: `/api/v1/vacancies/${vacancyId}` })).json();
    const categoryIds: string[] = vacancy.attributes.category_ids;
    expect(categoryIds.length).toBeGreaterThan(0);
    for (const id of categoryIds) expect(viewsOf(after.categories, id) - viewsOf(before.categories, id)).toBe(1);
    expect(after.top_words).toEqual(expect.arrayContaining([{ word: 'voedselbank', searches: 1 }, { word: 'walvis', searches: 1 }]));
    expect(after.words_without_results).toEqual(
      expect.arrayContaining([{ word: 'zeilinstructeur', searches: 1 }, { word: 'walvis', searches: 1 }]),
    );
    expect(after.words_without_results).not.toContainEqual(expect.objectContaining({ word: 'voedselbank' }));
    // The demo data has an application sent today (demo-applications.ts).
    expect(after.days.at(-1).applications).toBeGreaterThanOrEqual(1);
    expect(after.totals.applications).toBeGreaterThanOrEqual(after.days.at(-1).applications);
    expect(after.organizations.length).toBeGreaterThan(0);
    expect(after.organizations[0]).toEqual(expect.objectContaining({ name: expect.any(String), applications: expect.any(Number) }));
  });

  it('lets an admin choose any centre of the tenant', async () => {
    const apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
    const response = await figures(`?filter[center_id]=${apeldoorn}&filter[from]=2026-01-01&filter[to]=2026-01-31`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ volunteer_center_id: apeldoorn, from: '2026-01-01', to: '2026-01-31' });
  });

  it.each([
    ['?filter[from]=2026-13-01', 'filter[from]', 'invalid_date', 'De parameter "filter[from]" moet een datum zijn, zoals 2026-12-01.'],
    ['?filter[to]=2026-02-30', 'filter[to]', 'invalid_date', 'De parameter "filter[to]" moet een datum zijn, zoals 2026-12-01.'],
    ['?filter[from]=2026-03-02&filter[to]=2026-03-01', 'filter[to]', 'date_order', 'De einddatum in "filter[to]" ligt voor de begindatum.'],
    ['?filter[from]=2024-01-01&filter[to]=2026-01-01', 'filter[from]', 'period_too_long', 'De periode vanaf "filter[from]" mag hoogstens 366 dagen lang zijn.'],
    ['?filter[words]=x', 'filter[words]', undefined, 'De parameter "filter[words]" wordt niet ondersteund of heeft een ongeldige waarde.'],
  ])('answers %s with a translated 400', async (query, parameter, reason, detail) => {
    const response = await figures(query);
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error).toMatchObject({ code: 'INVALID_QUERY_PARAMETER', detail, source: { parameter } });
    if (reason) expect(error.meta).toMatchObject({ reason });
  });

  it('answers in English when asked', async () => {
    const response = await t.request({
      url: '/api/v1/analytics/figures?filter[from]=nope',
      credentials: centrum,
      headers: { 'accept-language': 'en' },
    });
    expect(response.json().errors[0].detail).toBe('The parameter "filter[from]" must be a date such as 2026-12-01.');
  });

  it('refuses other roles, another centre for a centre superuser, and centres of other tenants', async () => {
    expect((await t.request({ url: '/api/v1/analytics/figures' })).statusCode).toBe(401);
    for (const email of ['organisatie@public.example', 'vrijwilliger@public.example', 'redacteur@public.example']) {
      const response = await figures('', await t.signIn(email));
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('FORBIDDEN');
    }
    const apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
    expect((await figures(`?filter[center_id]=${apeldoorn}`)).statusCode).toBe(403);
    const roermond = await centerIdOf(t, 'roermond', 'roermond');
    expect((await figures(`?filter[center_id]=${roermond}`, admin)).statusCode).toBe(404);
    expect((await figures('?filter[center_id]=not-a-uuid', admin)).statusCode).toBe(404);
    // Roermond's admin sees Roermond's centre, never Zwolle's.
    const roermondAdmin = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const own = await figures('', roermondAdmin, 'roermond.localhost');
    expect(own.statusCode).toBe(200);
    expect(own.json().data.attributes.volunteer_center_id).toBe(roermond);
    expect((await figures(`?filter[center_id]=${zwolle}`, roermondAdmin, 'roermond.localhost')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/analytics/funnel', () => {
  it('gives the funnel and each organisation’s share answered within 7 days', async () => {
    const response = await t.request({ url: '/api/v1/analytics/funnel', credentials: centrum });
    expect(response.statusCode).toBe(200);
    const { type, attributes } = response.json().data;
    expect(type).toBe('analytics_funnels');
    expect(attributes.searches).toBeGreaterThanOrEqual(attributes.searches > 0 ? 1 : 0);
    expect(attributes).toEqual(
      expect.objectContaining({ vacancy_views: expect.any(Number), applications: expect.any(Number), accepted: expect.any(Number) }),
    );
    for (const row of attributes.responsiveness) {
      expect(row.share).toBeGreaterThanOrEqual(0);
      expect(row.share).toBeLessThanOrEqual(1);
      expect(row.answered_within_7_days).toBeLessThanOrEqual(row.applications);
    }
  });

  it('refuses an organisation superuser and bad dates', async () => {
    const organisatie = await t.signIn('organisatie@public.example');
    expect((await t.request({ url: '/api/v1/analytics/funnel', credentials: organisatie })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/v1/analytics/funnel?filter[to]=gisteren', credentials: centrum })).statusCode).toBe(400);
  });
});

describe('the analytics.daily-figures job', () => {
  it('stores the closed days as the pages computed them live, and running again changes nothing', async () => {
    const now = new Date();
    const today = dutchDay(now);
    expect((await t.request({ method: 'POST', url: `/api/v1/vacancies/${await publicVacancyId()}/views` })).statusCode).toBe(204);
    await t.app.usageCounter.flush();
    const scope = { volunteerCenterId: zwolle, from: addDays(today, -29), to: today };
    // The days before today stored as the hourly run does; today is computed live.
    await dailyFiguresJob(t.database, t.app.withTenantContext, now);
    const live = await t.app.withTenantContext('public', 'test', (context) => getFigures(context, scope, now));

    // Two days later (the clock moved): today is a closed day, read from the stored figures.
    const later = new Date(now.getTime() + 2 * 86_400_000);
    await dailyFiguresJob(t.database, t.app.withTenantContext, later);
    const stored = () =>
      t.database.db
        .select()
        .from(analyticsDailyFigures)
        .where(and(eq(analyticsDailyFigures.tenantId, 'public'), eq(analyticsDailyFigures.volunteerCenterId, zwolle)))
        .orderBy(analyticsDailyFigures.day, analyticsDailyFigures.metric, analyticsDailyFigures.key);
    const first = await stored();
    expect(first.some((row) => row.day === today && row.metric === 'views')).toBe(true);
    await dailyFiguresJob(t.database, t.app.withTenantContext, later);
    expect(await stored()).toEqual(first);

    const fromStore = await t.app.withTenantContext('public', 'test', (context) => getFigures(context, scope, later));
    expect(fromStore.days).toEqual(live.days);
    expect(fromStore.totals).toEqual(live.totals);
    expect(fromStore.organizations).toEqual(live.organizations);
    expect(fromStore.categories).toEqual(live.categories);
  });
});

describe('POST /api/v1/vacancies/{id}/views', () => {
  it('counts only vacancies the visitor may see, and changes nothing otherwise', async () => {
    const vacancyId = await publicVacancyId();
    await t.app.usageCounter.flush();
    const before = (await figures()).json().data.attributes.totals.vacancy_views;
    const refused = [
      await t.request({ method: 'POST', url: '/api/v1/vacancies/00000000-0000-4000-8000-000000000000/views' }),
      await t.request({ method: 'POST', url: '/api/v1/vacancies/not-an-id/views' }),
      // Another tenant's host does not see this tenant's vacancy.
      await t.request({ method: 'POST', url: `/api/v1/vacancies/${vacancyId}/views`, host: 'oldebroek.localhost' }),
      await t.request({ method: 'POST', url: `/api/v1/vacancies/${vacancyId}/views?filter[x]=1` }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 404, 400]);
    expect(refused[0]!.json().errors[0].detail).toEqual(expect.any(String));
    expect((await figures()).json().data.attributes.totals.vacancy_views).toBe(before);
  });
});
