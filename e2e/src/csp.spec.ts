import { expect, test } from './support/test';

test.describe('Content-Security-Policy guard', () => {
  test('the built app runs under its policy: scripts with the page’s nonce', async ({ page }) => {
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    await expect(page.locator(`script[type="module"][nonce]`).first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // The guard itself: what breaks the policy is recorded, and any record fails the test at its end.
  test('an inline script without the nonce is caught as a violation', async ({ page, cspViolations }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.name = "injected";';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.join('\n')).toMatch(/Content Security Policy/);
    expect(await page.evaluate(() => window.name)).not.toBe('injected');
    // Emptied, so that this test passes; in any other test the record fails it.
    cspViolations.length = 0;
  });
});
