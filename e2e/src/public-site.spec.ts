import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('public site', () => {
  test('the home page shows the centre of the host, in Dutch, without accessibility violations', async ({
    page,
    request,
  }) => {
    // The centre comes from the API for this host; the page must show exactly that one.
    const response = await request.get('/api/v1/volunteer_centers/current?include=profile');
    expect(response.ok()).toBe(true);
    const { data, meta } = await response.json();

    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welkom bij ${data.attributes.name}`,
    );
    await expect(page).toHaveTitle(`Home - ${meta.app_name}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Inloggen' });
    await expect(signIn).toHaveAttribute('href', 'http://portal.localhost:3100/auth/login-1');
    await expectNoAxeViolations(page);
  });

  test('the language switch changes the page to English and remembers it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome to /);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
