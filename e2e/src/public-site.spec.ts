import { type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

const port = process.env['E2E_PORT'] ?? 3100;
const oldebroekUrl = `http://oldebroek.localhost:${port}`;

/** The centre of a host as the API knows it. Node does not resolve *.localhost, so the host goes in a header. */
async function currentCenter(page: Page, host = `localhost:${port}`) {
  const response = await page.request.get(
    `http://localhost:${port}/api/v1/volunteer_centers/current?include=profile`,
    { headers: { Host: host } },
  );
  expect(response.ok()).toBe(true);
  const body = await response.json();
  const profile = body.included.find((resource: { type: string }) => resource.type === 'volunteer_center_profiles');
  return { name: body.data.attributes.name as string, appName: body.meta.app_name as string, profile: profile.attributes };
}

test.describe('public site shell', () => {
  test('the home page shows the centre of the host, in Dutch, without accessibility violations', async ({
    page,
  }) => {
    const { name, appName } = await currentCenter(page);
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welkom bij ${name}`);
    await expect(page).toHaveTitle(`Home - ${appName}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Inloggen' });
    await expect(signIn).toHaveAttribute('href', '/auth/login-1');
    await expectNoAxeViolations(page);
  });

  test('every public page describes itself to search engines in one meta description of its own', async ({ page }) => {
    const { name } = await currentCenter(page);
    const pages: [string, string | RegExp][] = [
      ['/', /^Wil jij iets betekenen voor een ander\?/],
      ['/vacancies/search', `Vind vrijwilligerswerk bij ${name} dat bij je past: zoek op woorden, plaats, categorie en leeftijdsgroep, en meld je online aan.`],
      ['/sociale-kaart', /^De organisaties in onze regio/],
      ['/partners', new RegExp(`^${name} werkt samen met deze organisaties\\.`)],
      ['/activiteitenkalender', /^Activiteiten waaraan je als vrijwilliger kunt meedoen/],
    ];
    for (const [path, description] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const meta = page.locator('head meta[name="description"]');
      await expect(meta).toHaveCount(1);
      await expect(meta).toHaveAttribute('content', description);
    }
  });

  test('the first view’s script arrives compressed, its stylesheet is in the HTML and the latin font comes once', async ({ page }) => {
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const fetched = (pattern: RegExp) => responses.filter((response) => pattern.test(new URL(response.url()).pathname));

    // The app starts after the first paint: a small module imports the entry.
    const starter = await page.locator('script[type="module"]:not([src])').first().textContent();
    const entry = /import\("([^"]+)"\)/.exec(starter ?? '')?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const [entryResponse] = fetched(new RegExp(`^${entry}$`));
    expect(['br', 'gzip']).toContain(entryResponse?.headers()['content-encoding']);
    // No stylesheet to wait for before the first paint.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    expect(fetched(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)).toHaveLength(1);
  });

  test('the header menu shows the centre’s items, with a submenu that works by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu', exact: true });
    await expect(menu.getByRole('link', { name: 'Vacatures' })).toHaveAttribute('href', '/vacancies/search');
    await expect(menu.getByRole('link', { name: 'Activiteiten' })).toBeVisible();
    const organisations = menu.getByRole('button', { name: 'Organisaties' });
    await expect(organisations).toHaveAttribute('aria-expanded', 'false');

    // Tab from the top of the page into the menu and open the submenu with Enter.
    await page.keyboard.press('Tab'); // skip link
    let focused = '';
    for (let step = 0; step < 15 && focused !== 'Organisaties'; step += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    }
    await expect(organisations).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(organisations).toHaveAttribute('aria-expanded', 'true');
    const submenu = page.locator(`[id="${await organisations.getAttribute('aria-controls')}"]`);
    await expect(submenu.getByRole('link')).toHaveText([
      'Sociale kaart',
      'Partners',
      'Organisatie aanmelden',
    ]);
    await expectNoAxeViolations(page);

    // Escape closes and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(organisations).toHaveAttribute('aria-expanded', 'false');
    await expect(organisations).toBeFocused();

    // ArrowDown opens and moves into the submenu; arrows move between its links.
    await page.keyboard.press('ArrowDown');
    await expect(submenu.getByRole('link', { name: 'Sociale kaart' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(submenu.getByRole('link', { name: 'Partners' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expect(organisations).toBeFocused();
  });

  test('a centre without the activity calendar has no Activiteiten entry and no language switch', async ({
    page,
  }) => {
    await page.goto(oldebroekUrl);
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu', exact: true });
    await expect(menu.getByRole('link', { name: 'Vacatures' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Activiteiten' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Taal' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the footer shows the centre’s filled columns and its ANBI and NOV marks', async ({ page }) => {
    const { profile } = await currentCenter(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const column of [1, 2, 3]) {
      const title: string = profile[`footer_column_${column}_title`];
      const content: string = profile[`footer_column_${column}_content`];
      const section = footer.getByRole('region', { name: title });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(title);
      // Plain text with its line breaks kept.
      expect(await section.locator('p').innerText()).toBe(content);
    }
    await expect(footer.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(footer.getByRole('img', { name: /^ANBI/ })).toBeVisible();
    await expect(footer.getByRole('img', { name: /^NOV/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown path shows the 404 screen, which the next navigation clears', async ({ page }) => {
    const { appName } = await currentCenter(page);
    await page.goto('/bestaat-niet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await expect(page.getByText('Pagina niet gevonden: /bestaat-niet')).toBeVisible();
    // Inside the site's frame: the header stays.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(`Pagina niet gevonden - ${appName}`);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Terug naar home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welkom bij /);
  });

  test('a guarded page sends a visitor to the sign-in page and back', async ({ page }) => {
    await page.goto('/profiel');
    await expect(page).toHaveURL(/\/auth\/login-1\?redirect=%2Fprofiel/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the language switch changes the page to English and is kept across reloads', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();

    // The interface turns English; the home page's text is the centre's own (Dutch).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welkom bij /);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    // Remembered for 365 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await expectNoAxeViolations(page);
  });

  test('/en/… shows English, keeps the prefix on links and follows a language switch', async ({
    page,
  }) => {
    await page.goto('/en/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/auth/login-1',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account aanmaken');
  });

  test('visiting /en/… or /nl/… is a language choice, remembered for 365 days', async ({ page }) => {
    await page.goto('/en/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // A later visit without the prefix is English, the browser's Dutch notwithstanding.
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/:\d+\/$/);

    await page.goto('/nl/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account aanmaken');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welkom bij /);
  });

  test('on a small screen the menu folds behind a Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu (mobiel)' });
    await expect(menu.getByRole('link', { name: 'Vacatures' })).toBeVisible();
    await menu.getByRole('button', { name: 'Organisaties' }).click();
    await expect(menu.getByRole('link', { name: 'Partners' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('at 320 px wide no page scrolls sideways, even in the fallback font', async ({ page }) => {
    // The long Dutch words of a heading ("Vrijwilligerscentrale") must wrap in
    // the wider fallback font too, which shows until the web font arrives.
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/', '/vacancies/search', '/nieuws', '/auth/login-1', '/conversations']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
  });

  test('dark mode is chosen in the footer, kept across reloads and stays accessible', async ({ page }) => {
    await page.goto('/');
    // By keyboard: the radios are visually hidden behind their icons.
    const dark = page.getByRole('group', { name: 'Kleurmodus' }).getByRole('radio', { name: 'Donker' });
    await dark.focus();
    await page.keyboard.press('Space');
    await expect(dark).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
  });
});
