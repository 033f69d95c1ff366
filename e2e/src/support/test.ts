import { test as base, expect } from '@playwright/test';

/** What a browser says about a blocked load or script ("… violates the following Content Security Policy directive …"). */
const CSP_MESSAGE = /Content Security Policy/i;

/**
 * Playwright's `test`, with the Content-Security-Policy the API sends watched
 * on every page: a violation the browser reports (console) or the page sees
 * (`securitypolicyviolation`) fails the test, so a journey cannot pass while
 * the policy breaks the app. Every spec imports `test` from here.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
});

export { expect };
