import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { apiSession, portalUrl, signInOnPortal } from './support/portal';
import { siteUrl } from './support/site';
import { expect, test } from './support/test';

// An organisation registers on the public tenant's Zwolle site; the centre's
// superuser (the demo account centrum@public.example) is told by mail and
// approves it in the portal; the organisation's first user confirms the
// address and then works for it in the portal.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const password = 'een-lang-wachtwoord-2026';

/** Fills every field of the organisation part, so the journey covers the whole request. */
async function fillOrganization(page: Page, name: string) {
  const organisation = page.getByRole('group', { name: 'Jouw organisatie' });
  await organisation.getByLabel('Naam van de organisatie').fill(name);
  await organisation.getByLabel('Soort organisatie').selectOption({ label: 'Maatschappelijke organisatie' });
  await organisation.getByLabel('Wat doet je organisatie?').fill('Een huiskamer voor de wijk: koffie, klussen en een luisterend oor.');
  await organisation.getByLabel('E-mailadres van de organisatie').fill(`info-${run}@buurthuis.example`);
  await organisation.getByLabel('Telefoonnummer', { exact: true }).fill('038 123 45 67');
  await organisation.getByLabel('Website').fill('https://buurthuis.example');
  await organisation.getByLabel('Straat').fill('Assendorperstraat');
  await organisation.getByLabel('Huisnummer').fill('12');
  await organisation.getByLabel('Postcode').fill('8012dh');
  await organisation.getByLabel('Plaats').fill('Zwolle');
  await organisation.getByLabel('Sector').selectOption({ index: 1 });
  await organisation.getByRole('group', { name: 'Activiteiten' }).getByRole('checkbox').first().check();
  await organisation.getByLabel('Toon onze organisatie op de sociale kaart').check();
}

/** Fills the account part for a new user. */
async function fillAccount(page: Page, email: string) {
  const account = page.getByRole('group', { name: 'Jouw account' });
  await account.getByLabel('Voornaam').fill('Hanneke');
  await account.getByLabel('Achternaam').fill('Mulder');
  await account.getByLabel(/^E-mailadres\s*\*?$/).fill(email);
  await account.getByLabel('Jouw telefoonnummer').fill('06 12 34 56 78');
  await account.getByLabel('Functie').fill('Coördinator');
  await account.getByLabel(/^Wachtwoord\s*\*?$/).fill(password);
  await account.getByLabel('Herhaal wachtwoord').fill(password);
  await account.getByLabel('Ik ga akkoord met de gebruiksvoorwaarden en de privacyverklaring.').check();
}

test.describe('organisation sign-up', () => {
  test('an organisation signs up, the centre approves it and its user works for it in the portal', async ({ page, browser }) => {
    // A long journey through both apps, with an accessibility scan on every page.
    test.slow();
    const name = `Buurthuis De Linde ${run}`;
    const email = `hanneke-${run}@e2e.example`;

    // The home page leads organisations to the form.
    await page.goto('/');
    await page.getByRole('link', { name: 'Organisatie aanmelden' }).first().click();
    await expect(page).toHaveURL(`${siteUrl}/organizations/signup`);
    await expect(page).toHaveTitle(/^Organisatie aanmelden - /);
    await expectNoAxeViolations(page);

    // Fields validate when they are left, not while typing.
    const nameField = page.getByLabel('Naam van de organisatie');
    await nameField.focus();
    await nameField.blur();
    await expect(page.getByText('Naam van de organisatie is verplicht.')).toBeVisible();
    await page.getByLabel('Herhaal wachtwoord').fill('iets-anders-dan-het-wachtwoord');
    await expect(page.getByText('Herhaal wachtwoord is niet geldig.')).toHaveCount(0);

    await fillOrganization(page, name);
    await expect(page.getByText('Naam van de organisatie is verplicht.')).toHaveCount(0);
    await fillAccount(page, email);
    await page.getByRole('button', { name: 'Organisatie aanmelden' }).click();

    await expect(page).toHaveURL(`${siteUrl}/organizations/signup/success`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor het aanmelden van je organisatie');
    await expect(page.getByText(/wacht op goedkeuring door/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The centre's staff hear of it, with a link to the approval queue.
    const notice = await waitForMail('centrum@public.example', 10_000, (mail) => mail.text.includes(name));
    expect(linkIn(notice, '/organizations/approve')).toContain('portal.localhost');

    // The new user confirms the address by the mailed link.
    const confirmation = await waitForMail(email, 10_000, (mail) => mail.text.includes('confirmation_token='));
    await page.goto(linkIn(confirmation, 'confirmation_token='));
    await expect(page.getByRole('status')).toContainText(/bevestigd/);
    await expectNoAxeViolations(page);

    // A centre superuser approves it in the portal.
    await signInOnPortal(page, 'centrum@public.example');
    await page.goto(`${portalUrl}/organizations/approve`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmeldingen goedkeuren');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`info-${run}@buurthuis.example`);
    await row.getByRole('button', { name: /^Goedkeuren/ }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    const decision = await waitForMail(email, 10_000, (mail) => mail.text.includes(name) && !mail.text.includes('confirmation_token='));
    expect(decision.subject).toMatch(/goedgekeurd/i);

    // Its user signs in to the portal and acts for it.
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await userPage.goto(`${portalUrl}/auth/login-1`);
    await userPage.getByLabel('E-mailadres').fill(email);
    await userPage.getByLabel('Wachtwoord').fill(password);
    await userPage.getByRole('button', { name: 'Inloggen' }).click();
    await expect(userPage).toHaveURL(`${portalUrl}/dashboard`);
    await expect(userPage.getByLabel('Organisatie').locator('option:checked')).toHaveText(name);
    // The dashboard's figures load after the URL changes; check the page once it is there.
    await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(userPage);
    await userContext.close();
  });

  test('an address that already has an account is marked on its field, and nothing is created', async ({ page, request }) => {
    const name = `Stichting Dubbel ${run}`;
    await page.goto('/organizations/signup');
    await fillOrganization(page, name);
    await fillAccount(page, 'organisatie@public.example');
    await page.getByRole('button', { name: 'Organisatie aanmelden' }).click();

    const emailField = page.getByRole('group', { name: 'Jouw account' }).getByLabel(/^E-mailadres\s*\*?$/);
    await expect(page.getByText('E-mailadres is al in gebruik.')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Er bestaat al een account met dit e-mailadres.' })).toBeVisible();
    await expect(page.getByText('Het formulier bevat fouten')).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/organizations/signup`);
    await expectNoAxeViolations(page);
    const staff = await apiSession(request, 'centrum@public.example');
    const found = await request.get(`${siteUrl}/api/v1/organizations`, {
      headers: staff.headers,
      params: { 'filter[name_cont]': name },
    });
    expect((await found.json()).meta.total).toBe(0);

    // With another address it goes through.
    await emailField.fill(`tweede-${run}@e2e.example`);
    await page.getByRole('button', { name: 'Organisatie aanmelden' }).click();
    await expect(page).toHaveURL(`${siteUrl}/organizations/signup/success`);
  });

  test('submitting an empty form marks every required field and sends nothing', async ({ page }) => {
    await page.goto('/organizations/signup');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/organizations/signup')) posted = true;
    });
    await page.getByRole('button', { name: 'Organisatie aanmelden' }).click();
    await expect(page.getByText('Het formulier bevat fouten')).toBeVisible();
    for (const message of [
      'Naam van de organisatie is verplicht.',
      'Voornaam is verplicht.',
      'Achternaam is verplicht.',
      'E-mailadres is verplicht.',
      'Wachtwoord is verplicht.',
      'Gebruiksvoorwaarden is verplicht.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Naam van de organisatie')).toBeFocused();
    expect(posted).toBe(false);
    await expectNoAxeViolations(page);
  });

  // Last in this file: it uses up the sign-up limit of this machine's address for a minute.
  test('too many sign-ups from one address are refused with a clear message, and the form keeps its input', async ({ page }) => {
    await page.goto('/organizations/signup');
    await fillOrganization(page, `Stichting Druk ${run}`);
    await fillAccount(page, `druk-${run}@e2e.example`);
    // Use up the limit from the browser itself, so it counts for the same address as the form.
    const statuses = await page.evaluate(async () => {
      const seen: number[] = [];
      // Beyond the journeys' AUTH_LIMIT_PER_MINUTE (e2e/playwright.config.ts).
      for (let attempt = 0; attempt < 100 && !seen.includes(429); attempt += 1) {
        const response = await fetch('/api/v1/organizations/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/vnd.api+json' },
          body: JSON.stringify({ data: { type: 'organization_signups', attributes: {} } }),
        });
        seen.push(response.status);
      }
      return seen;
    });
    expect(statuses.at(-1)).toBe(429);

    await page.getByRole('button', { name: 'Organisatie aanmelden' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Te veel aanmeldingen tegelijk.' });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(page.getByLabel('Naam van de organisatie')).toHaveValue(`Stichting Druk ${run}`);
    await expect(page).toHaveURL(`${siteUrl}/organizations/signup`);
    await expectNoAxeViolations(page);
  });
});
