import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { apiSession, port, portalUrl, signInOnPortal, switchPortalLanguage } from './support/portal';
import { createPublishedVacancy, signInOnSite, siteUrl } from './support/site';
import { expect, test } from './support/test';

// Analytics (issue 29): the journey searches, views a vacancy and applies on
// the public site; the centre superuser then finds those among the figures of
// /analytics, in the table view and in the CSV, and the funnel page.

const run = Date.now().toString(36);
const title = `Voorlezer in de bibliotheek ${run}`;
/** A word no vacancy has: the search finds nothing, so it is among "words that found nothing". */
const missing = `walvisspotter${run}`;
let vacancyId: string;

type Totals = { searches: number; vacancy_views: number; applications: number };
let before: Totals;

async function totals(request: Parameters<typeof apiSession>[0]): Promise<Totals> {
  const { headers } = await apiSession(request, 'centrum@public.example');
  const response = await request.get(`http://localhost:${port}/api/v1/analytics/figures`, { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.attributes.totals;
}

test.beforeAll(async ({ request }) => {
  const { headers } = await apiSession(request, 'organisatie@public.example');
  vacancyId = (await createPublishedVacancy(request, headers, { title, description: '<p>Je leest op woensdagmiddag voor aan kinderen.</p>' })).id;
  before = await totals(request);
});

test.describe('analytics', () => {
  test('the figures include the journey’s search, view and application; table view, CSV and funnel', async ({ page, browser }) => {
    // A whole journey on two apps, axe five times.
    test.slow();
    // A visitor searches for something the centre lacks, then for the vacancy, and opens it.
    await page.goto(`${siteUrl}/vacancies/search?q=${missing}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacaturebank');
    await page.getByLabel('Wat wil je doen?').fill(`bibliotheek ${run}`);
    await page.getByLabel('Wat wil je doen?').press('Enter');
    await page.getByRole('region', { name: 'Resultaten' }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // A volunteer applies.
    const volunteer = await browser.newPage();
    await signInOnSite(volunteer, 'vrijwilliger@public.example', `/vacancies/${vacancyId}`);
    const form = volunteer.getByRole('form', { name: 'Reageren' });
    await form.getByLabel('Bericht').fill('Ik lees graag voor.');
    await form.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(volunteer.getByRole('status').filter({ hasText: 'Bedankt, je reactie is verstuurd!' })).toBeVisible();
    await volunteer.close();

    // The centre superuser opens /analytics from the sidebar.
    await signInOnPortal(page, 'centrum@public.example');
    await page.getByRole('navigation', { name: 'Zijbalk' }).getByRole('link', { name: 'Analyse' }).click();
    await expect(page).toHaveURL(`${portalUrl}/analytics`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analyse');
    const tile = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    const atLeast = async (label: string, minimum: number) => expect(Number(await tile(label).textContent())).toBeGreaterThanOrEqual(minimum);
    await atLeast('Zoekopdrachten', before.searches + 2);
    await atLeast('Vacatureweergaven', before.vacancy_views + 1);
    await atLeast('Aanvragen', before.applications + 1);
    const emptyWords = page.getByRole('region', { name: 'Woorden die niets vonden' });
    await expect(emptyWords.getByRole('row', { name: new RegExp(missing) })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Zoekopdrachten, vacatureweergaven en reacties per dag' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The table view has the same numbers as text.
    await page.getByRole('button', { name: 'Tabel' }).click();
    await expect(page.getByRole('button', { name: 'Tabel' })).toHaveAttribute('aria-pressed', 'true');
    const perDay = page.getByRole('table', { name: 'Cijfers per dag' });
    await expect(perDay).toBeVisible();
    const today = perDay.getByRole('row').last();
    await expect(page.getByRole('table', { name: 'Cijfers per organisatie' }).getByRole('row', { name: /Voedselbank Zwolle/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The CSV has a row per day with the same figures as the table.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV downloaden' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(csv[0]).toBe('Dag,Zoekopdrachten,Zoekopdrachten zonder resultaat,Vacatureweergaven,Aanvragen,Geaccepteerd,Afgewezen,Gepubliceerde vacatures');
    expect(csv).toHaveLength(31);
    const cells = await today.locator('th, td').allTextContents();
    expect(csv.at(-1)).toBe(cells.join(','));

    // A custom period.
    const period = page.getByRole('form', { name: 'Periode' });
    await period.getByRole('combobox', { name: 'Periode' }).selectOption('custom');
    await period.getByLabel('Van', { exact: true }).fill('2026-01-01');
    await period.getByLabel('Tot en met', { exact: true }).fill('2026-01-07');
    await period.getByRole('button', { name: 'Tonen' }).click();
    await expect(page).toHaveURL(/period=custom/);
    await expect(page.getByRole('table', { name: 'Cijfers per dag' }).getByRole('row')).toHaveCount(8);

    // The funnel, in English too.
    await page.goto(`${portalUrl}/analytics/index-2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volunteerly Analytics');
    await expect(page.getByRole('region', { name: 'Van zoeken tot aanname' })).toBeVisible();
    await expectNoAxeViolations(page);
    await switchPortalLanguage(page, 'English');
    await expect(page.getByRole('region', { name: 'From search to acceptance' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${portalUrl}/analytics`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByRole('table', { name: 'Figures per day' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an organisation superuser has no analytics', async ({ page }) => {
    await signInOnPortal(page, 'organisatie@public.example');
    await expect(page.getByRole('navigation', { name: 'Zijbalk' }).getByRole('link', { name: 'Analyse' })).toHaveCount(0);
    await page.goto(`${portalUrl}/analytics`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Analyse');
  });
});
