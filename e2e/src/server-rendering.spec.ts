import type { Page, Request } from '@playwright/test';
import { apiSession } from './support/portal';
import { createPublishedVacancy, signInOnSite, siteUrl, type CreatedVacancy } from './support/site';
import { expect, test } from './support/test';

const run = Date.now().toString(36);
const rowing = { title: `Roeicoach voor de jeugd ${run}`, sentence: 'Je begeleidt elke zaterdag jonge roeiers op het Zwarte Water.' };
const lantern = { title: `Lampionnenoptocht begeleiden ${run}` };

let rowingVacancy: CreatedVacancy;
let lanternDay: string;

test.beforeAll(async ({ request }) => {
  const { headers } = await apiSession(request, 'organisatie@public.example');
  rowingVacancy = await createPublishedVacancy(request, headers, {
    title: rowing.title,
    description: `<p>${rowing.sentence}</p><ul><li>Ervaring met roeien</li></ul>`,
  });
  const start = new Date();
  start.setDate(start.getDate() + 2);
  start.setHours(18, 0, 0, 0);
  lanternDay = start.toISOString().slice(0, 10);
  await createPublishedVacancy(request, headers, {
    title: lantern.title,
    vacancy_type: 'activity',
    frequency: 'once',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    description: '<p>Loop mee en houd de kinderen bij elkaar.</p>',
  });
});

/** Anything the API returns in a list, by its name attribute. */
async function firstNameOf(page: Page, path: string): Promise<{ id: string; name: string }> {
  const response = await page.request.get(`${siteUrl}${path}`);
  expect(response.ok()).toBe(true);
  const [first] = (await response.json()).data;
  return { id: first.id, name: first.attributes.name };
}

test.describe('the first HTML, before any script runs', () => {
  // What a crawler, a link preview or a phone on a slow network gets first.
  test.use({ javaScriptEnabled: false });

  test('every public page holds its heading and its main content', async ({ page }) => {
    const organization = await firstNameOf(page, '/api/v1/social_map/organizations?page%5Bsize%5D=1');
    const partner = await firstNameOf(page, '/api/v1/partners?page%5Bsize%5D=1');
    const main = page.getByRole('main');
    const pages: { path: string; heading: string | RegExp; content?: string }[] = [
      { path: '/', heading: /^Welkom bij / },
      { path: `/vacancies/search?q=${encodeURIComponent(rowing.title)}`, heading: 'Vacaturebank', content: rowing.title },
      { path: `/vacancies/${rowingVacancy.id}`, heading: rowing.title, content: rowing.sentence },
      { path: `/organizations/${organization.id}`, heading: organization.name },
      { path: '/sociale-kaart?view=list', heading: 'Sociale kaart', content: organization.name },
      { path: `/activiteitenkalender?view=list&date=${lanternDay}`, heading: 'Activiteitenkalender', content: lantern.title },
      { path: '/partners', heading: 'Partners', content: partner.name },
      { path: '/signup', heading: 'Account aanmaken' },
      { path: '/organizations/signup', heading: 'Organisatie aanmelden' },
    ];
    for (const { path, heading, content } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      if (content) await expect(main.getByText(content).first(), path).toBeVisible();
      await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
    }
  });

  test('a vacancy page carries its description and link preview for crawlers', async ({ page }) => {
    await page.goto(`/vacancies/${rowingVacancy.id}`);
    await expect(page).toHaveTitle(new RegExp(`^${rowing.title} - `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${rowing.sentence}`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', rowing.title);
    const jobPosting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jobPosting['@type']).toBe('JobPosting');
  });

  test('the visitor’s language: the /en prefix, the remembered choice, or the browser’s', async ({ page, context }) => {
    await page.goto('/en/vacancies/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacancy bank');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await context.addCookies([{ name: 'locale', value: 'en', url: siteUrl }]);
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partners');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the centre’s theme is on the page before its script', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('style', /--color-primary:#[0-9a-f]{6}/i);
  });

  test('unknown pages and records answer 404 with the error screen; a mangled query is tidied, never a 500', async ({ page }) => {
    for (const path of ['/bestaat-niet', '/vacancies/00000000-0000-4000-8000-000000000000', '/organizations/onbekend']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Pagina niet gevonden');
    }
    for (const query of ['page=abc', 'distance=9999&sort=nonsense', 'category=%E0%A4%A', `q=${'x'.repeat(5000)}`]) {
      const response = await page.goto(`/vacancies/search?${query}`);
      expect(response?.status(), query).toBeLessThan(500);
      await expect(page.getByRole('heading', { level: 1 }), query).toBeVisible();
    }
  });

  test('pages behind sign-in are drawn by the browser, and say so without scripts', async ({ page }) => {
    const response = await page.goto('/profiel');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('hydration', () => {
  test('the browser takes over the server’s page without fetching its data again', async ({ page }) => {
    const searches: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/vacancies/search')) searches.push(request);
    });
    await page.goto(`/vacancies/search?q=${encodeURIComponent(rowing.title)}`);
    const results = page.getByRole('region', { name: 'Resultaten' });
    await expect(results.getByRole('link', { name: rowing.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(searches).toHaveLength(0);

    // Hydrated: a new search is the browser's own, in place.
    await page.getByLabel('Wat wil je doen?').fill('moestuin');
    await page.getByLabel('Wat wil je doen?').press('Enter');
    await expect(page).toHaveURL(/q=moestuin/);
    await expect.poll(() => searches.length).toBeGreaterThan(0);
  });

  test('a signed-in volunteer’s account menu fills in after hydration', async ({ page }) => {
    await signInOnSite(page, 'vrijwilliger@public.example');
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Accountmenu van / })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toHaveCount(0);
  });
});
