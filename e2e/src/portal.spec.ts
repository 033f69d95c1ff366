import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const port = process.env['E2E_PORT'] ?? 3100;
const portalUrl = `http://portal.localhost:${port}`;
const password = 'demo-wachtwoord-2026';

test.describe('portal', () => {
  test('an admin signs in and sees the dashboard with their name and role', async ({
    page,
    request,
  }) => {
    // The seeded admin's first name, as the API knows it. Node does not resolve
    // *.localhost as Chromium does, so the portal host goes in the Host header.
    const signIn = await request.post(`http://localhost:${port}/auth/sign_in`, {
      headers: { Host: `portal.localhost:${port}` },
      data: { email: 'admin@public.example', password },
    });
    expect(signIn.ok()).toBe(true);
    const firstName: string = (await signIn.json()).data.first_name;

    await page.goto(`${portalUrl}/auth/login-1`);
    await expect(page).toHaveTitle(/^Inloggen - /);
    await expectNoAxeViolations(page);

    await page.getByLabel('E-mailadres').fill('admin@public.example');
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    await expect(page).toHaveURL(`${portalUrl}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welkom, ${firstName}`);
    const roles = page.getByRole('region', { name: 'Jouw rollen' });
    await expect(roles.getByRole('listitem')).toContainText(['Beheerder']);
    await expect(page).toHaveTitle(/^Dashboard - /);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(`${portalUrl}/auth/login-1`);
  });

  test('a visitor without a session is sent from the dashboard to the sign-in page', async ({
    page,
  }) => {
    await page.goto(`${portalUrl}/dashboard`);
    await expect(page).toHaveURL(/\/auth\/login-1\?redirect=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
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

  test("signing in on another partner's website explains the wrong-website refusal", async ({
    page,
  }) => {
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
  });
});
