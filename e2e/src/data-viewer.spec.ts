import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations, inDarkMode } from './support/axe';
import { portalUrl, signInOnPortal, switchPortalLanguage } from './support/portal';
import { expect, test } from './support/test';

test.describe('portal: data viewer', () => {
  test('an admin browses, filters, sorts and downloads the tenant’s records, by keyboard and without credentials, in Dutch and English', async ({ page }) => {
    test.setTimeout(90_000);
    await signInOnPortal(page, 'admin@public.example');
    // Reached from the sidebar, which shows the entry to admins.
    await page.goto(`${portalUrl}/dashboard`);
    await page.getByRole('navigation', { name: 'Zijbalk' }).getByRole('link', { name: 'Gegevensviewer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gegevensviewer' })).toBeVisible();
    await expect(page).toHaveTitle(/^Gegevensviewer - /);
    const types = page.getByRole('navigation', { name: 'Soorten records' });
    await expect(types.getByRole('link', { name: 'Gebruikers' })).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: /E-mailadres/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /wachtwoord|password|token/i })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await inDarkMode(page);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // Filter by words and status, by keyboard.
    const filters = page.getByRole('search', { name: 'Gegevens filteren' });
    await filters.getByLabel('Zoeken').fill('centrum@public');
    await filters.getByLabel('Status').selectOption('active');
    await filters.getByLabel('Zoeken').press('Enter');
    await expect(page).toHaveURL(/q=centrum%40public/);
    await expect(table.getByRole('row').filter({ hasText: 'centrum@public.example' })).toBeVisible();

    // The CSV holds what the filters match, without a credential column.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV downloaden' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('users.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const [heading, ...lines] = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(heading).toContain('email');
    expect(heading).not.toMatch(/password|digest|token/);
    expect(lines.some((line) => line.includes('centrum@public.example'))).toBe(true);

    // Another record type, sorted by title.
    await types.getByRole('link', { name: 'Vacatures' }).click();
    await expect(page).toHaveURL(/type=vacancies/);
    await table.getByRole('link', { name: /Titel/ }).click();
    await expect(page).toHaveURL(/sort=title/);
    await expect(table.getByRole('columnheader', { name: /Titel/ })).toHaveAttribute('aria-sort', 'ascending');
    await expectNoAxeViolations(page);

    // Clearing the filters stays with the record type.
    await filters.getByLabel('Zoeken').fill('geen-vacature-heet-zo');
    await filters.getByLabel('Zoeken').press('Enter');
    await expect(page).toHaveURL(/q=geen-vacature-heet-zo/);
    await filters.getByRole('link', { name: 'Filters wissen' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(types.getByRole('link', { name: 'Vacatures' })).toHaveAttribute('aria-current', 'page');

    // The views and the download are in the activity log.
    await page.goto(`${portalUrl}/activity?kind=data_viewer`);
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'gegevens geëxporteerd' }).first()).toBeVisible();

    await page.goto(`${portalUrl}/admin/data-viewer?type=organizations`);
    await switchPortalLanguage(page, 'English');
    await expect(page.getByRole('heading', { level: 1, name: 'Data viewer' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Record types' }).getByRole('link', { name: 'Organisations' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await inDarkMode(page);
    await expectNoAxeViolations(page);
  });

  test('a centre superuser has no sidebar entry and gets the no-access screen', async ({ page }) => {
    await signInOnPortal(page, 'centrum@public.example');
    await page.goto(`${portalUrl}/dashboard`);
    const sidebar = page.getByRole('navigation', { name: 'Zijbalk' });
    await expect(sidebar.getByRole('link', { name: 'Analyse' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Gegevensviewer' })).toHaveCount(0);
    await page.goto(`${portalUrl}/admin/data-viewer`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang');
  });
});
