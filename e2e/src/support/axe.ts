import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails the test with axe's own report when the page has WCAG 2.x A/AA
 * violations. `exclude` leaves parts out by selector: a frame sandboxed
 * without scripts (a mail's preview) cannot run axe, which would wait on it.
 */
export async function expectNoAxeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(
    violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

/**
 * Switches the page to dark mode and waits until it has drawn it, its colour
 * transitions finished, so axe measures the contrast of the settled colours.
 */
export async function inDarkMode(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}
