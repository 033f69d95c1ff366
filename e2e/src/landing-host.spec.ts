import { expectNoAxeViolations } from './support/axe';
import { port } from './support/portal';
import { expect, test } from './support/test';

test('a visitor on the Gelderland marketing host lands on /gelderse-handen: the seeded page in the empty layout', async ({ page }) => {
  const landingOrigin = `http://gelderse-handen.localhost:${port}`;
  await page.goto(`${landingOrigin}/vacancies/search`);
  await expect(page).toHaveURL(`${landingOrigin}/gelderse-handen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gelderse Handen' })).toBeVisible();
  // The empty layout: no site header or footer around the page.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
