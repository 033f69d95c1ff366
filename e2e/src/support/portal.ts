import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const port = process.env['E2E_PORT'] ?? 3100;
export const portalUrl = `http://portal.localhost:${port}`;
/** The seeded demo accounts' password. */
export const password = 'demo-wachtwoord-2026';

/** Signs in through the portal's sign-in page and waits for the dashboard. */
export async function signInOnPortal(
  page: Page,
  email: string,
  expectedUrl: string | RegExp = `${portalUrl}/dashboard`,
): Promise<void> {
  await page.goto(`${portalUrl}/auth/login-1`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(expectedUrl);
  // The URL changes before the page's data is in; wait for the page itself.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Inloggen');
}

/**
 * Signs in against the API directly and returns the session headers. Node
 * does not resolve *.localhost as Chromium does, so the portal host goes in
 * the Host header.
 */
export async function apiSession(
  request: APIRequestContext,
  email: string,
): Promise<{ headers: Record<string, string>; firstName: string }> {
  const response = await request.post(`http://localhost:${port}/auth/sign_in`, {
    headers: { Host: `portal.localhost:${port}` },
    data: { email, password },
  });
  expect(response.ok()).toBe(true);
  const received = response.headers();
  const headers: Record<string, string> = { Host: `portal.localhost:${port}` };
  for (const name of ['access-token', 'client', 'uid', 'token-type', 'expiry']) {
    const value = received[name];
    if (value) headers[name] = value;
  }
  return { headers, firstName: (await response.json()).data.first_name };
}

/**
 * Switches the portal's language as a user does, through the toolbar's
 * language panel (the choice is a cookie of this browser context only).
 */
export async function switchPortalLanguage(page: Page, language: 'English' | 'Nederlands'): Promise<void> {
  const named = { name: /^(Taal|Language)$/ };
  await page.getByRole('banner').getByRole('button', named).click();
  await page.getByRole('dialog', named).getByRole('button', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'nl');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', named)).toBeHidden();
}

/** The newest portal toast with this text (an earlier one may still be showing). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Meldingen (F8)' }).getByRole('listitem').filter({ hasText: text }).last();
}
