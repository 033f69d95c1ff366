import { expectNoAxeViolations } from './support/axe';
import { portalUrl, signInOnPortal } from './support/portal';
import { expect, test } from './support/test';

test('Support offers a question to the centre; the changelog is reached from there, white, newest first, in Dutch and English', async ({ page }) => {
  await signInOnPortal(page, 'organisatie@public.example');
  await page.getByRole('navigation', { name: 'Zijbalk' }).getByRole('link', { name: 'Support' }).click();
  // Support also lets an organisation's member ask the centre, in a conversation.
  await expect(page.getByRole('button', { name: 'Vraag het de vrijwilligerscentrale' })).toBeVisible();
  await page.getByRole('link', { name: 'Wat is er nieuw in het portaal' }).click();
  await expect(page).toHaveURL(`${portalUrl}/volunteerly/changelog`);
  await expect(page).toHaveTitle(/^Wat is er nieuw - /);
  await expect(page.locator('[data-background]')).toHaveAttribute('data-background', 'white');
  const releases = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(releases.first()).toHaveText('Vrijwilligerspool, een-op-een-hulp en je eigen gegevens');
  await expect(releases.last()).toHaveText('De eerste versie');
  const firstDay = page.getByRole('main').locator('time').first();
  await expect(firstDay).toHaveText('28 november 2026');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Taal' }).click();
  await page.getByRole('dialog', { name: 'Taal' }).getByRole('button', { name: 'English' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  await expect(releases.first()).toHaveText('Volunteer pool, one-to-one support and your own data');
  await expect(firstDay).toHaveText('November 28, 2026');
  await expectNoAxeViolations(page);
});
