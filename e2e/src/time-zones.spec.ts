import type { APIRequestContext, Browser } from '@playwright/test';
import { apiSession } from './support/portal';
import { createPublishedVacancy, siteUrl } from './support/site';
import { expect, test } from './support/test';

// Every public page, opened by visitors whose browsers are not in the centre's
// time zone: the server renders the centre's times and the browser must draw
// the same ones, or React throws the page away (hydration error #418). Any
// console error or failed request to the site fails the page.

const run = Date.now().toString(36);
const evening = { title: `Avondwandeling met de buurt ${run}` };

let activityId: string;
let activityDay: string;

test.beforeAll(async ({ request }) => {
  const { headers } = await apiSession(request, 'organisatie@public.example');
  // Late in the Dutch evening: a different hour in every zone below, and in
  // New York or UTC another date than in Zwolle for part of the year.
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(22, 45, 0, 0);
  activityDay = start.toISOString().slice(0, 10);
  const activity = await createPublishedVacancy(request, headers, {
    title: evening.title,
    vacancy_type: 'activity',
    frequency: 'once',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 90 * 60_000).toISOString(),
    description: '<p>Een rondje door de wijk, met koffie na afloop.</p>',
  });
  activityId = activity.id;
});

/**
 * The public pages: the site's own routes with a record of each kind, and the
 * pages of `sitemap.xml` (two of each kind, e.g. two news items: the sitemap
 * lists every vacancy, and one page of a kind renders like the next).
 */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get(`${siteUrl}/sitemap.xml`)).text();
  const perKind = new Map<string, string[]>();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc ?? '/').pathname;
    const kind = path.split('/').length > 2 ? path.split('/')[1] ?? '' : path;
    perKind.set(kind, [...(perKind.get(kind) ?? []), path].slice(0, 2));
  }
  const listed = [...perKind.values()].flat();
  const first = async (path: string) => {
    const response = await request.get(`${siteUrl}${path}`);
    expect(response.ok(), path).toBe(true);
    return (await response.json()).data[0].id as string;
  };
  const organization = await first('/api/v1/social_map/organizations?page%5Bsize%5D=1');
  const routes = [
    '/',
    '/vacancies/search',
    `/vacancies/${activityId}`,
    '/activiteitenkalender',
    `/activiteitenkalender?view=week&date=${activityDay}`,
    `/activiteitenkalender?view=list&date=${activityDay}`,
    '/een-op-een-hulp',
    '/sociale-kaart',
    '/sociale-kaart?view=list',
    `/sociale-kaart/${organization}`,
    `/organizations/${organization}`,
    '/partners',
    '/nieuws',
    '/contactformulier',
    '/workshops',
    '/auth/login-1',
    '/auth/recover',
    '/signup',
    '/organizations/signup',
    '/en/activiteitenkalender',
  ];
  return [...new Set([...routes, ...listed])];
}

/** Opens every path in a browser set to `timezoneId`; returns what went wrong, page by page. */
async function visitAll(browser: Browser, timezoneId: string, paths: readonly string[]): Promise<string[]> {
  const context = await browser.newContext({ baseURL: siteUrl, timezoneId, locale: 'nl-NL' });
  const problems: string[] = [];
  let current = '';
  context.on('console', (message) => {
    // The map's tiles come from elsewhere, unreachable from the test machine.
    const offSite = message.location().url !== '' && new URL(message.location().url).origin !== siteUrl;
    if (message.type() === 'error' && !offSite) problems.push(`${current}: console: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`${current}: ${String(error.error())}`));
  context.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).origin === siteUrl) {
      problems.push(`${current}: ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  context.on('requestfailed', (request) => {
    // A request the next navigation cuts short is no failure of the page.
    if (new URL(request.url()).origin === siteUrl && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.push(`${current}: ${request.failure()?.errorText} ${request.url()}`);
    }
  });
  const page = await context.newPage();
  for (const path of paths) {
    current = `${timezoneId} ${path}`;
    const response = await page.goto(path);
    expect(response?.status(), current).toBe(200);
    const ready = await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 10_000 })
      .then(() => true, () => false);
    if (!ready) problems.push(`${current}: the app never became ready`);
    // The page's own late requests (a map's data, a lazily loaded part); a map's
    // tiles from elsewhere may keep the network busy, so this wait is bounded.
    await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => undefined);
  }
  await context.close();
  return problems;
}

for (const timezoneId of ['UTC', 'America/New_York']) {
  test(`every public page hydrates without an error in a browser set to ${timezoneId}`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const paths = await publicPaths(request);
    expect(paths).toContain('/over-ons');
    expect(await visitAll(browser, timezoneId, paths)).toEqual([]);
  });
}

test.describe('times say which zone they are in', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the activity shows the Dutch time and says so, in the calendar and on its page', async ({ page }) => {
    const starts = new Date(`${activityDay}T22:45:00Z`);
    const dutchTime = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' }).format(starts);
    await page.goto(`/activiteitenkalender?view=list&date=${activityDay}`);
    // Until 01:15 the next day in Zwolle: it is on both days.
    await expect(page.getByRole('link', { name: new RegExp(`${dutchTime}.*${evening.title}`) }).first()).toBeVisible();
    await expect(page.getByText('Alle tijden volgens de klok in Amsterdam')).toBeVisible();
    await page.goto(`/vacancies/${activityId}`);
    await expect(page.getByRole('main')).toContainText(dutchTime);
    await expect(page.getByText('Alle tijden volgens de klok in Amsterdam')).toBeVisible();
  });
});
