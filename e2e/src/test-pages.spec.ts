import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiSession, port, portalUrl, signInOnPortal, switchPortalLanguage, toast } from './support/portal';
import { expect, test } from './support/test';

// The developer test pages (spec §2 /test/*): each shows one building block at work against the
// real API, for admins only. The e2e API runs outside production, so they are on.

const ADMIN = 'admin@public.example';
const SLUGS = [
  'api', 'auth', 'dupe', 'form', 'user', 'colors', 'sentry', 'tiptap', 'toaster',
  'step-form', 'step-form-2', 'datepicker', 'dollar-api', 'user-store', 'formbuilder', 'server-error',
];

/**
 * Fills a field and leaves it, as a user moving on does: the form checks a field on leaving it,
 * and the message that goes away must not move the next target while it is being clicked.
 */
async function fillAndLeave(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.blur();
}

async function open(page: Page, slug: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${portalUrl}/test/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test.describe('developer test pages', () => {
  test.beforeEach(async ({ page }) => {
    await signInOnPortal(page, ADMIN);
  });

  test('the index lists every page, each opens with its title, axe-clean in Dutch and English', async ({ page }) => {
    // Every page in two languages through axe.
    test.setTimeout(240_000);
    await page.goto(`${portalUrl}/test`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Testpagina's");
    const links = page.getByRole('list', { name: "Testpagina's" }).getByRole('link');
    await expect(links).toHaveCount(SLUGS.length);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual(
      SLUGS.map((slug) => `/test/${slug}`),
    );
    await expectNoAxeViolations(page);
    for (const slug of SLUGS) {
      await page.goto(`${portalUrl}/test/${slug}`);
      await expect(page.getByRole('link', { name: "Alle testpagina's" })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await switchPortalLanguage(page, 'English');
    for (const slug of ['', ...SLUGS.map((s) => `/${s}`)]) {
      await page.goto(`${portalUrl}/test${slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expectNoAxeViolations(page);
    }
  });

  test('every page is axe-clean in dark mode too', async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const slug of ['', ...SLUGS.map((s) => `/${s}`)]) {
      await page.goto(`${portalUrl}/test${slug}`);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expectNoAxeViolations(page);
    }
  });

  test('api calls the API and keeps the session; auth and user show who is signed in; the store holds no token', async ({ page }) => {
    await open(page, 'api', 'API-client');
    await page.getByRole('button', { name: 'Roep de API aan' }).click();
    const facts = page.getByRole('definition');
    await expect(page.getByText(`Ingelogd als ${ADMIN}`)).toBeVisible();
    await expect(facts.first()).toHaveText('1');
    // Past the server's 5-second batch window the next answer carries a new token, which the client keeps.
    await page.waitForTimeout(5500);
    await page.getByRole('button', { name: 'Roep de API aan' }).click();
    await expect(facts.first()).toHaveText('2');
    await expect(facts.nth(2)).not.toHaveText('0');

    await open(page, 'auth', 'Inlogstatus');
    await expect(page.getByLabel('Inlogstatus').getByText(ADMIN)).toBeVisible();

    await open(page, 'user', 'Gebruiker');
    await expect(page.getByText(ADMIN)).toBeVisible();
    await expect(page.getByText('admin', { exact: true })).toBeVisible();

    await open(page, 'user-store', 'App-store');
    const store = page.getByRole('region', { name: 'De store' });
    await expect(store).toContainText('"isSignedIn": true');
    await expect(store).not.toContainText('accessToken');
  });

  test('dupe: three parts asking at once send one request', async ({ page }) => {
    await open(page, 'dupe', 'Dubbele verzoeken');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/current_user') sent.push(request.url());
    });
    await page.getByRole('button', { name: 'Vraag drie keer tegelijk' }).click();
    const parts = page.getByRole('list', { name: 'De vragende delen' }).getByRole('listitem');
    await expect(parts).toHaveCount(3);
    for (const part of await parts.all()) await expect(part).toContainText(ADMIN);
    await expect(page.locator('output')).toHaveText('1');
    expect(sent).toHaveLength(1);
  });

  test('form: sending empty shows the form-wide and the field messages; filled in, it passes', async ({ page }) => {
    await open(page, 'form', 'Formulier');
    await page.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page.getByText('Het formulier bevat fouten')).toBeVisible();
    await expect(page.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Naam')).toBeFocused();
    await fillAndLeave(page.getByLabel('Naam'), 'Sam de Vries');
    await fillAndLeave(page.getByLabel('E-mailadres'), 'geen-adres');
    await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('E-mailadres moet een geldig e-mailadres zijn.')).toBeVisible();
    await fillAndLeave(page.getByLabel('E-mailadres'), 'sam@example.nl');
    await fillAndLeave(page.getByRole('textbox', { name: 'Wachtwoord' }), 'lang-genoeg');
    await fillAndLeave(page.getByLabel('Leeftijd'), '30');
    await fillAndLeave(page.getByLabel('Telefoonnummer'), '06 12345678');
    await fillAndLeave(page.getByLabel('Geboortedatum'), '1995-04-01');
    await fillAndLeave(page.getByLabel('Motivatie'), 'Ik help graag mensen in mijn buurt.');
    await page.getByLabel('Regio').focus();
    await page.getByLabel('Regio').selectOption({ label: 'Oost' });
    await page.getByLabel('Regio').blur();
    await page.getByRole('radio', { name: 'In het weekend' }).check();
    await page.getByRole('radio', { name: 'In het weekend' }).blur();
    await page.getByRole('checkbox', { name: 'Natuur' }).check();
    await page.getByRole('checkbox', { name: 'Natuur' }).blur();
    await page.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' }).check();
    await page.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' }).blur();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Verstuur' }).click();
    await expect(toast(page, 'Het formulier is goed')).toBeVisible();
  });

  test('toaster shows every colour and a toast that stays until closed', async ({ page }) => {
    await open(page, 'toaster', 'Meldingen');
    for (const colour of ['Primair', 'Gelukt', 'Gevaar', 'Waarschuwing', 'Informatie', 'Gedempt']) {
      await page.getByRole('main').getByRole('button', { name: colour, exact: true }).click();
      await expect(toast(page, `Een melding in de kleur ${colour}.`)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Tot gesloten' }).click();
    const staying = toast(page, 'Deze melding blijft staan tot je hem sluit.');
    await expect(staying).toBeVisible();
    await page.waitForTimeout(6000);
    await expect(staying).toBeVisible();
  });

  test('step forms check each step before the next; the second keeps its step in the address', async ({ page }) => {
    await open(page, 'step-form', 'Formulier in twee stappen');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true');
    await fillAndLeave(page.getByLabel('Naam'), 'Sam');
    await fillAndLeave(page.getByLabel('E-mailadres'), 'sam@example.nl');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('heading', { name: 'Stap 2 van 2' })).toBeVisible();
    await page.getByLabel('Motivatie').fill('Omdat ik graag iets wil betekenen.');
    await page.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page.getByRole('heading', { name: 'Verstuurd' })).toBeVisible();

    await open(page, 'step-form-2', 'Formulier in twee stappen in het adres');
    await page.getByLabel('Naam').fill('Sam');
    await page.getByLabel('E-mailadres').fill('sam@example.nl');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page).toHaveURL(`${portalUrl}/test/step-form-2?step=2`);
    await page.goBack();
    await expect(page.getByLabel('Naam')).toHaveValue('Sam');
    await page.goForward();
    await page.getByLabel('Motivatie').fill('Omdat ik graag iets wil betekenen.');
    await page.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page.getByRole('heading', { name: 'Verstuurd' })).toBeVisible();
  });

  test('tiptap makes HTML, the date picker reads the date in the centre’s zone, the raw API answers, colours show', async ({ page }) => {
    await open(page, 'tiptap', 'Teksteditor');
    const editor = page.getByRole('textbox', { name: 'Tekst' });
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' en meer');
    await expect(page.locator('output')).toContainText('<strong>wereld en meer</strong>');

    await open(page, 'datepicker', 'Datumkiezer');
    await page.getByRole('textbox', { name: 'Datum', exact: true }).fill('2026-12-24');
    await page.getByRole('textbox', { name: 'Tijd', exact: true }).fill('14:30');
    await page.getByRole('button', { name: 'Kies' }).click();
    await expect(page.getByLabel('Gekozen')).toContainText('24 december 2026');
    await expect(page.getByLabel('Gekozen')).toContainText('Europe/Amsterdam');

    await open(page, 'dollar-api', 'Kale API');
    await page.getByRole('button', { name: 'Lees' }).click();
    await expect(page.getByRole('region', { name: 'Antwoord' })).toContainText(ADMIN);
    await page.getByLabel('Pad').fill('/auth/sign_out');
    await page.getByRole('button', { name: 'Lees' }).click();
    await expect(page.getByLabel('Pad')).toHaveAttribute('aria-invalid', 'true');

    await open(page, 'colors', 'Kleuren');
    await expect(page.getByRole('list', { name: 'Tinten van de primaire kleur' }).getByRole('listitem')).toHaveCount(11);
  });

  test('formbuilder draws a form of the centre (the demo data) as visitors see it', async ({ page }) => {
    await open(page, 'formbuilder', 'Formulierbouwer');
    const forms = page.getByRole('list', { name: 'Formulieren' });
    const title = (await forms.getByRole('button').first().textContent()) ?? '';
    expect(title).not.toBe('');
    const chosen = forms.getByRole('button', { name: title, exact: true });
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Voorbeeld' }).getByRole('heading', { level: 2, name: title })).toBeVisible();
  });

  test('sentry and server-error end on the error screen, as a failure would', async ({ page }) => {
    await open(page, 'sentry', 'Foutmeldingen');
    await expect(page.getByText('Uit: geen DSN ingesteld, er wordt niets verstuurd')).toBeVisible();
    await page.getByRole('button', { name: 'Gooi een testfout' }).click();
    await expect(page.getByRole('heading', { name: 'Oeps... er ging iets mis!' })).toBeVisible();

    await open(page, 'server-error', 'Serverfout');
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/test_pages/server_error');
    await page.getByRole('button', { name: 'Vraag de API om een serverfout' }).click();
    expect((await answer).status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Oeps... er ging iets mis! (foutcode: 500)' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The session lives on: the next page loads signed in.
    await open(page, 'user', 'Gebruiker');
  });
});

test('a centre superuser gets the not-allowed screen on every test page, and the API refuses them', async ({ page, request }) => {
  await signInOnPortal(page, 'centrum@public.example');
  for (const slug of ['', '/api', '/server-error']) {
    await page.goto(`${portalUrl}/test${slug}`);
    await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  const { headers } = await apiSession(request, 'centrum@public.example');
  const refused = await request.get(`http://localhost:${port}/api/v1/test_pages/server_error`, { headers });
  expect(refused.status()).toBe(403);
});
