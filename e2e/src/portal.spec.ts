import { expectNoAxeViolations } from './support/axe';
import { apiSession, password, port, portalUrl, signInOnPortal } from './support/portal';
import { expect, test } from './support/test';

test.describe('portal: signing in and out', () => {
  test('an admin signs in, sees the shell and signs out through the account menu', async ({ page }) => {
    await page.goto(`${portalUrl}/auth/login-1`);
    await expect(page).toHaveTitle(/^Inloggen - /);
    // Signing up happens on the centre's public site.
    await expect(page.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute(
      'href',
      `//localhost:${port}/signup`,
    );
    await expectNoAxeViolations(page);

    await page.getByLabel('E-mailadres').fill('admin@public.example');
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    await expect(page).toHaveURL(`${portalUrl}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anouk');
    await expect(page).toHaveTitle(/^Dashboard - /);
    const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await expect(navigation.getByRole('link')).toHaveText([
      'Dashboard',
      'Vacatures',
      'Vacaturebank',
      'Organisaties',
      'Gebruikers',
      'Aanvragen',
      'Content',
      'Formulieren',
      'Instellingen',
      'Conversaties',
      'Een-op-een-hulp',
      'Vrijwilligerspool',
    ]);
    await expectNoAxeViolations(page);

    const menuButton = page.getByRole('button', { name: /^Accountmenu van Anouk Visser/ });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Anouk Visser');
    await expect(menu).toContainText('Beheerder');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Profiel bewerken',
      'Rollen',
      'Organisatie wisselen',
      'Uitloggen',
    ]);
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/auth\/login-1/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();

    // The session is gone: the dashboard sends the visitor back to sign in.
    await page.goto(`${portalUrl}/dashboard`);
    await expect(page).toHaveURL(/\/auth\/login-1\?redirect=/);
  });

  test('a wrong password shows the translated error', async ({ page }) => {
    await page.goto(`${portalUrl}/auth/login-1`);
    await page.getByLabel('E-mailadres').fill('admin@public.example');
    await page.getByLabel('Wachtwoord').fill('niet-het-goede-wachtwoord');
    await page.getByRole('button', { name: 'Inloggen' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Inloggen mislukt');
    await expect(alert).toContainText('Het e-mailadres of wachtwoord klopt niet.');
    await expect(page).toHaveURL(`${portalUrl}/auth/login-1`);
    await expectNoAxeViolations(page);
  });

  test("signing in on another partner's website explains the wrong-website refusal", async ({ page }) => {
    // centrum@public.example belongs to the Zwolle centre; Apeldoorn is another partner in the same tenant.
    await page.goto(`http://portal.apeldoorn.localhost:${port}/auth/login-1`);
    await page.getByLabel('E-mailadres').fill('centrum@public.example');
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Ingelogd op de verkeerde website');
    await expect(alert).toContainText(
      'Dit gebruikersaccount is geregistreerd bij een van de andere partners in het samenwerkingsverband.',
    );
    await expectNoAxeViolations(page);
  });

  test('the dashboard shows the figures the API reports for the selected organisation', async ({ page, request }) => {
    const { headers } = await apiSession(request, 'centrum@public.example');
    const response = await request.get(`http://localhost:${port}/api/v1/analytics/summary`, {
      headers: { ...headers, Accept: 'application/vnd.api+json' },
    });
    expect(response.ok()).toBe(true);
    const body = await response.json();
    const summary = body.data.attributes;
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

    await signInOnPortal(page, 'centrum@public.example');
    const vacancies = page.getByRole('region', { name: 'Vacatures' });
    await expect(vacancies).toContainText(String(sum(summary.vacancies_by_status)));
    await expect(vacancies.getByRole('definition').first()).toHaveText(
      String(Object.values(summary.vacancies_by_status)[0]),
    );
    await expect(page.getByRole('region', { name: 'Leden' })).toContainText(String(summary.members));
    // Centre staff also see their centre's organisations and users.
    await expect(page.getByRole('region', { name: 'Organisaties van de centrale' })).toContainText(
      String(sum(summary.center_organizations_by_status)),
    );
    await expect(page.getByRole('region', { name: 'Gebruikers van de centrale' })).toContainText(
      String(sum(summary.center_users_by_status)),
    );
    await expect(page.getByRole('combobox', { name: 'Organisatie' })).toHaveValue(body.data.id);
    await expectNoAxeViolations(page);
  });
});
