import { expectNoAxeViolations, inDarkMode } from './support/axe';
import { portalUrl, signInOnPortal, toast } from './support/portal';
import { siteUrl } from './support/site';
import { expect, test } from './support/test';

// The centre's accessibility statement (issue 31) as a visitor finds it: from
// the footer of any page, in Dutch and English, light and dark; and as staff
// make it their own: the default text as a page in the CMS, changed and published.

test.describe.serial('accessibility statement', () => {
  test('the footer links the default statement, in Dutch and English, light and dark, with nothing for axe', async ({ page }) => {
    await page.goto('/partners');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheidsverklaring' }).click();
    await expect(page).toHaveURL(/\/toegankelijkheid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toegankelijkheidsverklaring');
    for (const heading of ['Status', 'Reikwijdte', 'Laatste onderzoek', 'Bekende problemen', 'Een probleem melden', 'Handhavingsprocedure']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/voldoet gedeeltelijk/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'contactformulier' })).toHaveAttribute('href', '/contactformulier');
    await expect(page.getByRole('link', { name: 'Nationale ombudsman' })).toHaveAttribute('href', 'https://www.nationaleombudsman.nl/');
    await expectNoAxeViolations(page);
    await inDarkMode(page);
    await expectNoAxeViolations(page);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en/partners');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
    await expect(page).toHaveURL(/\/en\/toegankelijkheid$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
    await expect(page.getByText(/partially complies/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/en/contactformulier');
    await expectNoAxeViolations(page);
    await inDarkMode(page);
    await expectNoAxeViolations(page);
  });

  test('the server renders the statement for a visitor without JavaScript', async ({ request }) => {
    const response = await request.get('/toegankelijkheid');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Toegankelijkheidsverklaring');
  });

  test('staff open the statement from the content list, change a sentence and publish; visitors read their version', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signInOnPortal(page, 'redacteur@public.example');
    await page.goto(`${portalUrl}/content`);
    await page.getByRole('button', { name: 'Toegankelijkheidsverklaring bewerken' }).click();
    await expect(page).toHaveURL(/\/content\/pages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: 'Titel', exact: true }).first()).toHaveValue('Toegankelijkheidsverklaring');
    const markdown = page.locator('textarea[name="blocks.0.props.markdown"]');
    await expect(markdown).toHaveValue(/## Bekende problemen/);
    await expect(markdown).toHaveValue(/\[Nationale ombudsman\]\(https:\/\/www\.nationaleombudsman\.nl\/\)/);
    await expectNoAxeViolations(page);

    const text = await markdown.inputValue();
    await markdown.fill(text.replace(/Geautomatiseerde tests vinden[^\n]*/, 'De knoppen van de fotoslider zijn nog klein; we maken ze voor 1 maart groter.'));
    await page.getByRole('button', { name: 'Opslaan en publiceren' }).click();
    await expect(toast(page, 'Pagina gepubliceerd')).toBeVisible();

    // The action opens the same page again rather than a second one.
    await page.goto(`${portalUrl}/content`);
    await page.getByRole('button', { name: 'Toegankelijkheidsverklaring bewerken' }).click();
    await expect(page.locator('textarea[name="blocks.0.props.markdown"]')).toHaveValue(/fotoslider/);

    const visitorContext = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${siteUrl}/toegankelijkheid`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Toegankelijkheidsverklaring');
    await expect(visitor.getByText('De knoppen van de fotoslider zijn nog klein; we maken ze voor 1 maart groter.')).toBeVisible();
    await expect(visitor.getByText(/Geautomatiseerde tests vinden/)).toHaveCount(0);
    await expect(visitor.getByRole('heading', { level: 2, name: 'Handhavingsprocedure' })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitorContext.close();
  });
});
