import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiSession, port, portalUrl, signInOnPortal } from './support/portal';
import { expect, test } from './support/test';

const JSON_API = 'application/vnd.api+json';

/** An admin signs in as the Zwolle volunteer through the API and stops again; returns the volunteer's id and the admin's name. */
async function adminSignsInAsVolunteer(request: APIRequestContext): Promise<{ volunteerId: string; adminName: string }> {
  const admin = await apiSession(request, 'admin@public.example');
  const users = await request.get(`http://localhost:${port}/api/v1/users`, {
    headers: { ...admin.headers, Accept: JSON_API },
    params: { 'filter[q]': 'vrijwilliger@public.example' },
  });
  const volunteerId = (await users.json()).data[0].id as string;
  const current = await request.get(`http://localhost:${port}/api/v1/current_user`, {
    headers: { ...admin.headers, Accept: JSON_API },
  });
  const { first_name: firstName, last_name: lastName } = (await current.json()).data.attributes;
  const signedIn = await request.post(`http://localhost:${port}/api/v1/sign_in_as_user`, {
    headers: { ...admin.headers, 'content-type': JSON_API, Accept: JSON_API },
    data: { data: { type: 'users', attributes: { user_id: volunteerId } } },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const session = signedIn.headers();
  const stopped = await request.post(`http://localhost:${port}/api/v1/sign_in_as_user/stop`, {
    headers: {
      Host: `portal.localhost:${port}`,
      'access-token': session['access-token']!,
      client: session['client']!,
      uid: session['uid']!,
    },
  });
  expect(stopped.status()).toBe(204);
  return { volunteerId, adminName: `${firstName} ${lastName}` };
}

test.describe('portal: activity', () => {
  test('a centre superuser follows the centre’s activity, an admin signing in as someone included', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { volunteerId, adminName } = await adminSignsInAsVolunteer(request);
    await signInOnPortal(page, 'centrum@public.example');

    await page.getByRole('button', { name: 'Activiteit' }).click();
    const panel = page.getByRole('dialog', { name: 'Activiteit' });
    const latest = panel.getByRole('listitem').filter({ hasText: adminName }).first();
    await expect(latest).toContainText('Inloggen als deze gebruiker beëindigd');
    await expectNoAxeViolations(page);

    // The whole trail, filtered by kind and user; the panel closes on the way.
    await panel.getByRole('link', { name: 'Alle activiteit' }).click();
    await expect(page).toHaveURL(`${portalUrl}/activity`);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Activiteit' })).toBeVisible();
    await expect(page).toHaveTitle(/^Activiteit - /);
    const filters = page.getByRole('search', { name: 'Activiteit filteren' });
    await filters.getByLabel('Soort').selectOption({ label: 'Inloggen als een ander' });
    await filters.getByLabel('Gebruiker (naam of e-mailadres)').fill(adminName.split(' ')[0]!);
    await filters.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/kind=sign_in_as/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Ingelogd als deze gebruiker' }).first()).toContainText(adminName);
    // No row of another kind, and no IP addresses for a centre superuser.
    await expect(rows.filter({ hasText: 'Pagina:' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'IP-adres' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // An event links to its record.
    await rows.filter({ hasText: 'Ingelogd als deze gebruiker' }).first().getByRole('link', { name: 'Gebruiker bekijken' }).click();
    await expect(page).toHaveURL(`${portalUrl}/users/${volunteerId}`);
  });

  test('an admin sees the IP addresses; an organisation manager has no activity', async ({ page, request }) => {
    await adminSignsInAsVolunteer(request);
    await signInOnPortal(page, 'admin@public.example');
    await page.goto(`${portalUrl}/activity?kind=sign_in_as`);
    await expect(page.getByRole('columnheader', { name: 'IP-adres' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Ingelogd als deze gebruiker' }).first()).toBeVisible();

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signInOnPortal(page, 'organisatie@public.example');
    await expect(page.getByRole('button', { name: 'Meldingen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activiteit' })).toHaveCount(0);
    await page.goto(`${portalUrl}/activity`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang');
  });
});
