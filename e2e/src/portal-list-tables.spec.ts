import { type Locator, type Page } from '@playwright/test';
import { portalUrl, signInOnPortal } from './support/portal';
import { expect, test } from './support/test';

/**
 * Checks a list table at the current viewport: the page itself never scrolls
 * sideways, and the table fits its region or scrolls inside it far enough to
 * show its last (actions) column whole.
 */
async function expectTableInItsRegion(page: Page, table: Locator, label: string) {
  await expect(table).toBeVisible();
  const fit = await table.evaluate((element) => {
    const region = element.parentElement as HTMLElement;
    const headers = element.querySelectorAll('thead th');
    const last = headers[headers.length - 1] as HTMLElement;
    region.scrollLeft = region.scrollWidth;
    return {
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      regionScrolls: getComputedStyle(region).overflowX === 'auto',
      lastColumnRight: Math.round(last.getBoundingClientRect().right),
      regionRight: Math.round(region.getBoundingClientRect().right),
    };
  });
  expect(fit.pageOverflow, `${label}: the page is wider than the window`).toBe(0);
  expect(fit.regionScrolls, `${label}: the table's region scrolls sideways`).toBe(true);
  expect(fit.lastColumnRight, `${label}: the last column shows whole`).toBeLessThanOrEqual(
    fit.regionRight,
  );
}

test.describe('portal list tables', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('at 1280 px every list page’s table stays within its own region', async ({ page }) => {
    await signInOnPortal(page, 'admin@public.example');
    for (const path of [
      '/vacancies',
      '/organizations',
      '/organizations/approve',
      '/users',
      '/applications',
    ]) {
      await page.goto(`${portalUrl}${path}`);
      await expectTableInItsRegion(page, page.getByRole('table').first(), path);
    }

    // An organisation's members, on its edit page (the seed's manager is a member of this one).
    await page.goto(`${portalUrl}/organizations?q=Voedselbank%20Zwolle`);
    await page.getByRole('link', { name: 'Bewerken Voedselbank Zwolle' }).click();
    await expectTableInItsRegion(page, page.getByRole('table', { name: /^Leden van/ }), 'members');
  });
});
