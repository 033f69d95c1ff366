import { test as base, expect, type Page } from '@playwright/test';

/** What a browser says about a blocked load or script ("… violates the following Content Security Policy directive …"). */
const CSP_MESSAGE = /Content Security Policy/i;

/**
 * What React reports when the browser's first render differs from the
 * server's HTML: its development wording, or the production build's error
 * numbers (418: hydration failed; 419/421–425: server HTML given up).
 */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|42[1-5])\b/i;

/**
 * Playwright's `test`, with the Content-Security-Policy the API sends watched
 * on every page: a violation the browser reports (console) or the page sees
 * (`securitypolicyviolation`) fails the test, so a journey cannot pass while
 * the policy breaks the app. Hydration problems fail it too. Every spec
 * imports `test` from here.
 */
/**
 * Waits until the app on the page runs (`<html data-app-ready>`, set once it
 * has hydrated the server's HTML or drawn its own); a page without the app
 * (an API answer) is ready as it is.
 */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
  );
}

export const test = base.extend<{ cspViolations: string[]; hydrationProblems: string[] }>({
  // The public site's pages arrive drawn by the server and become interactive
  // when they hydrate: `goto` and `reload` return once they have, as a
  // visitor would wait for a working page.
  // (Its second argument is Playwright's `use`, named apart from React's hooks.)
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await appReady(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await appReady(page);
        return response;
      };
    }
    await provide(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
        });
      });
      context.on('console', (message) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // The public site is rendered on the server: a page whose hydration fails
  // is drawn again in the browser, which no journey should pass through.
  hydrationProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const note = (text: string, url = '') => {
        if (HYDRATION_PROBLEM.test(text)) problems.push(`${url}: ${text}`);
      };
      context.on('console', (message) => note(message.text(), message.page()?.url()));
      context.on('weberror', (error) => note(String(error.error()), error.page()?.url()));
      await use(problems);
      expect(problems, 'hydration problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
