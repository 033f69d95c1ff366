import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiSession } from './support/portal';
import { createPublishedVacancy, siteUrl, type CreatedVacancy } from './support/site';
import { expect, test } from './support/test';

// The social map and the partners page of the public tenant's Zwolle site.
// The demo organisation of organisatie@public.example is put on the map (with
// a sector, an activity and an address in Zwolle) and made a partner by the
// centre's superuser through the API, and gets a fresh vacancy, so the
// journey does not depend on the demo seed's choices.

const run = Date.now().toString(36);

type Named = { id: string; name: string };
let organization: Named;
let sector: Named;
let activity: Named;
let vacancy: CreatedVacancy;

async function lookup(request: APIRequestContext, path: string): Promise<Named[]> {
  const response = await request.get(`${siteUrl}/api/v1/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data.map((item: { id: string; attributes: { name: string } }) => ({
    id: item.id,
    name: item.attributes.name,
  }));
}

test.beforeAll(async ({ request }) => {
  const manager = await apiSession(request, 'organisatie@public.example');
  const current = await request.get(`${siteUrl}/api/v1/current_organizations`, { headers: manager.headers });
  const [own] = (await current.json()).data;
  organization = { id: own.id, name: own.attributes.name };
  [sector] = (await lookup(request, 'non_profit_types')).slice(-1) as [Named];
  [activity] = (await lookup(request, 'activity_types')).slice(-1) as [Named];

  const staff = await apiSession(request, 'centrum@public.example');
  const update = await request.patch(`${siteUrl}/api/v1/organizations/${organization.id}`, {
    headers: { ...staff.headers, 'content-type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'organizations',
        id: organization.id,
        attributes: {
          is_partner: true,
          website: 'https://voorbeeld.example',
          address: { street: 'Grote Markt', house_number: '20', postal_code: '8011 LW', city: 'Zwolle' },
          profile: { non_profit_type_id: sector.id, activity_type_ids: [activity.id], show_on_social_map: true },
        },
      },
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  vacancy = await createPublishedVacancy(request, manager.headers, {
    title: `Gastvrouw of gastheer in de huiskamer ${run}`,
    description: '<p>Schenk koffie en maak een praatje.</p>',
  });
});

/**
 * Map tiles come from the internet: refuse every request off this machine, so
 * the journey shows the map as it is offline (markers, no tiles) and never
 * waits for the network.
 */
async function offline(page: Page) {
  await page.route(
    (url) => !url.hostname.endsWith('localhost'),
    (route) => route.abort(),
  );
}

test.describe('social map', () => {
  test('a visitor filters the map by sector, switches to the list and opens an organisation with its vacancies', async ({ page }) => {
    test.slow();
    await offline(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Organisaties' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sociale kaart' }).click();
    await expect(page).toHaveURL(`${siteUrl}/sociale-kaart`);
    await expect(page).toHaveTitle(/^Sociale kaart - /);

    // The map, with a marker per placed organisation (drawn without images, so offline too).
    const map = page.getByRole('region', { name: 'Kaart van de organisaties' });
    const marker = map.getByRole('button', { name: organization.name });
    await expect(marker).toBeVisible();
    await expectNoAxeViolations(page);

    // Filtering by sector narrows map and URL.
    await page.getByLabel('Sector').selectOption({ label: sector.name });
    await expect(page).toHaveURL(new RegExp(`type=${sector.id}`));
    await expect(marker).toBeVisible();
    const count = page.getByRole('status').filter({ hasText: /organisaties? gevonden/ });
    await expect(count).toBeVisible();

    // A marker's popup leads to the organisation, by keyboard as well.
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(map.getByRole('link', { name: 'Meer over deze organisatie' })).toBeVisible();

    // The list shows the same organisations; it is the keyboard and screen-reader view.
    await page.getByRole('group', { name: 'Weergave' }).getByRole('button', { name: 'Lijst' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('button', { name: 'Lijst' })).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: organization.name, exact: true }) });
    await expect(card).toContainText(sector.name);
    await expect(card).toContainText(activity.name);
    await expect(card).toContainText('Grote Markt 20');
    await expectNoAxeViolations(page);

    // The name search finds nothing for nonsense, and says so.
    await page.getByLabel('Naam van de organisatie').fill(`bestaat-niet-${run}`);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByText('Er zijn geen organisaties die bij je zoekopdracht passen.')).toBeVisible();
    await page.getByRole('button', { name: 'Alle filters wissen' }).click();
    await expect(page).toHaveURL(`${siteUrl}/sociale-kaart?view=list`);

    await page.getByRole('link', { name: organization.name, exact: true }).click();
    await expect(page).toHaveURL(`${siteUrl}/sociale-kaart/${organization.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(organization.name);
    await expect(page).toHaveTitle(new RegExp(`^${organization.name} - `));
    await expect(page.getByRole('region', { name: `Kaart met de locatie van ${organization.name}` })).toBeVisible();
    await expect(page.getByText('8011 LW Zwolle')).toBeVisible();
    await expect(page.getByRole('link', { name: 'voorbeeld.example' })).toHaveAttribute('href', 'https://voorbeeld.example');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: vacancy.title }).click();
    await expect(page).toHaveURL(`${siteUrl}/vacancies/${vacancy.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.title);
  });

  test('in dark mode the map and the list read well too', async ({ page }) => {
    await offline(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/sociale-kaart');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('region', { name: 'Kaart van de organisaties' }).getByRole('button', { name: organization.name })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/sociale-kaart?view=list');
    await expect(page.getByRole('link', { name: organization.name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an organisation that is not on the map is not found', async ({ page }) => {
    await page.goto('/sociale-kaart/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  });
});

test.describe('partners', () => {
  test('lists the centre’s partners with their websites', async ({ page }) => {
    await page.goto('/partners');
    await expect(page).toHaveTitle(/^Partners - /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partners');
    const partner = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: organization.name }) });
    await expect(partner.getByRole('link', { name: /voorbeeld\.example/ })).toHaveAttribute('href', 'https://voorbeeld.example');
    await expectNoAxeViolations(page);
    await partner.getByRole('link', { name: organization.name, exact: true }).click();
    await expect(page).toHaveURL(`${siteUrl}/organizations/${organization.id}`);
  });
});
