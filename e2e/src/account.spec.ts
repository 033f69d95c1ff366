import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { createConfirmedAccount, newAddress } from './support/site';
import { expect, test } from './support/test';

const port = process.env['E2E_PORT'] ?? 3100;
const siteUrl = `http://localhost:${port}`;
const apeldoornUrl = `http://apeldoorn.localhost:${port}`;
const demoPassword = 'demo-wachtwoord-2026';

/** Path and query of a mailed link; it points at this site's host and port. */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

test.describe('account on the public site', () => {
  test('sign up, confirm by the mailed link, sign in, edit the profile and sign out', async ({
    page,
  }) => {
    // A long journey with an accessibility scan on every page.
    test.slow();
    const email = newAddress('nieuw');
    const password = 'een-lang-wachtwoord-2026';

    await page.goto('/signup');
    await expect(page).toHaveTitle(/^Account aanmaken - /);
    await expectNoAxeViolations(page);
    await page.getByLabel('Voornaam').fill('Noor');
    await page.getByLabel('Achternaam').fill('Nieuwkomer');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByLabel('Ik ga akkoord met de gebruiksvoorwaarden en de privacyverklaring.').check();
    await page.getByRole('main').getByRole('button', { name: 'Account aanmaken' }).click();

    await expect(page).toHaveURL(`${siteUrl}/signup/success`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kijk in je e-mail');
    await expectNoAxeViolations(page);

    const link = linkIn(await waitForMail(email), '/confirm?confirmation_token=');
    await page.goto(pathOf(link));
    await expect(page.getByRole('status')).toContainText('Je e-mailadres is bevestigd');
    await expectNoAxeViolations(page);

    await page.getByRole('status').getByRole('link', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(`${siteUrl}/auth/login-1`);
    await expectNoAxeViolations(page);
    await signIn(page, email, password);

    // Without a redirect the visitor lands on their profile, with their name in the header.
    await expect(page).toHaveURL(`${siteUrl}/profiel`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn profiel');
    const account = page.getByRole('banner').getByRole('button', { name: /Noor/ });
    await expect(account).toBeVisible();
    await expectNoAxeViolations(page);

    // The account menu, by keyboard.
    await account.focus();
    await page.keyboard.press('Enter');
    const accountMenu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    await expect(accountMenu.getByRole('link')).toHaveText([
      'Mijn profiel',
      'Profiel bewerken',
      'Mijn aanmeldingen',
      'Voor jou',
      'Vrijwilligersprofiel',
      'Reacties op je profiel',
      'Conversaties',
      'Uitloggen',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(accountMenu.getByRole('link', { name: 'Profiel bewerken' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`${siteUrl}/profile-edit`);
    await expect(page).toHaveTitle(/^Persoonlijke gegevens - /);
    await expectNoAxeViolations(page);
    await page.getByLabel('Voornaam').fill('Noortje');
    await page.getByLabel('Telefoonnummer').fill('038 123 45 67');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    const toasts = page.getByRole('region', { name: /F8/ });
    await expect(toasts.getByText('Je wijzigingen zijn opgeslagen')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Noortje/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The other tabs of the profile.
    await page.getByRole('navigation', { name: 'Profielonderdelen' }).getByRole('link', { name: 'Instellingen' }).click();
    await expect(page).toHaveURL(`${siteUrl}/profile-edit/settings`);
    await expect(page).toHaveTitle(/^Instellingen - /);
    await expectNoAxeViolations(page);

    // A new password needs the current one; a wrong one is refused on its field.
    const newPassword = 'een-nog-langer-wachtwoord-2026';
    await page.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
    await page.getByLabel('Nieuw wachtwoord').fill(newPassword);
    await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByLabel('Huidig wachtwoord')).toHaveAccessibleDescription('Huidig wachtwoord klopt niet.');
    await expectNoAxeViolations(page);
    await page.getByLabel('Huidig wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('status')).toContainText('Je wachtwoord is gewijzigd');

    await page.getByRole('banner').getByRole('button', { name: /Noortje/ }).click();
    await page.getByRole('link', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(`${siteUrl}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
    // Signed out for real: the profile asks for a session again.
    await page.goto('/profiel');
    await expect(page).toHaveURL(/\/auth\/login-1\?redirect=%2Fprofiel/);
  });

  test('a forgotten password is reset by the mailed link and the new one signs in', async ({
    page,
    request,
  }) => {
    const email = newAddress('vergeten');
    await createConfirmedAccount(request, email, 'het-oude-wachtwoord-2026');
    const newPassword = 'het-nieuwe-wachtwoord-2026';

    await page.goto('/auth/login-1');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page).toHaveURL(`${siteUrl}/auth/recover`);
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Link versturen' }).click();
    await expect(page.getByRole('status')).toContainText('Kijk in je e-mail');
    await expectNoAxeViolations(page);

    const link = linkIn(await waitForMail(email), '/auth/reset?reset_password_token=');
    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies een nieuw wachtwoord');
    await expectNoAxeViolations(page);
    await page.getByLabel('Nieuw wachtwoord').fill(newPassword);
    await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('status')).toContainText('Je wachtwoord is gewijzigd');

    await page.getByRole('link', { name: 'Log in met je nieuwe wachtwoord' }).click();
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(`${siteUrl}/profiel`);
    await expect(page.getByRole('banner').getByRole('button', { name: /Ria/ })).toBeVisible();
  });

  test('a new e-mail address needs the current password, the old address is told, and the new one signs in once confirmed', async ({
    page,
    request,
  }) => {
    const email = newAddress('verhuisd');
    const newEmail = newAddress('nieuw-adres');
    const password = 'mijn-wachtwoord-2026';
    await createConfirmedAccount(request, email, password);

    await page.goto('/auth/login-1');
    await signIn(page, email, password);
    await expect(page).toHaveURL(`${siteUrl}/profiel`);
    await page.goto('/profile-edit/email');
    await expect(page).toHaveTitle(/^E-mailadres wijzigen - /);
    await page.getByLabel('Nieuw e-mailadres').fill(newEmail);
    await page.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
    await page.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    await expect(page.getByLabel('Huidig wachtwoord')).toHaveAccessibleDescription('Huidig wachtwoord klopt niet.');
    await expectNoAxeViolations(page);

    await page.getByLabel('Huidig wachtwoord').fill(password);
    await page.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    await expect(page.getByText('Wacht op bevestiging')).toBeVisible();
    await expectNoAxeViolations(page);

    // The old address hears of it before the change can take effect.
    const notice = await waitForMail(email, 10_000, (mail) => /wordt gewijzigd/.test(mail.subject));
    expect(notice.text).toContain(newEmail);
    const confirmation = linkIn(await waitForMail(newEmail), 'confirmation_token=');
    await page.goto(pathOf(confirmation));
    await expectNoAxeViolations(page);

    // The new address signs in; the old one no longer does.
    await page.context().clearCookies();
    await page.goto('/auth/login-1');
    await signIn(page, email, password);
    await expect(page.getByRole('alert')).toBeVisible();
    await signIn(page, newEmail, password);
    await expect(page).toHaveURL(`${siteUrl}/profiel`);
  });

  test('signing in on another centre’s site says it is the wrong website', async ({ page }) => {
    await page.goto(`${apeldoornUrl}/auth/login-1`);
    await signIn(page, 'vrijwilliger@public.example', demoPassword);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Ingelogd op de verkeerde website');
    await expect(alert).toContainText(
      'Neem contact op met de beheerder van deze website. Dit gebruikersaccount is geregistreerd bij een van de andere partners in het samenwerkingsverband.',
    );
    await expect(page).toHaveURL(`${apeldoornUrl}/auth/login-1`);
    await expectNoAxeViolations(page);
  });

  test('after signing in, the visitor returns to the page they asked for', async ({ page }) => {
    await page.goto('/profile-edit/periodieke-mail');
    await expect(page).toHaveURL(/\/auth\/login-1\?redirect=/);
    await signIn(page, 'vrijwilliger@public.example', demoPassword);
    await expect(page).toHaveURL(`${siteUrl}/profile-edit/periodieke-mail`);
    await expect(page).toHaveTitle(/^Wekelijkse samenvatting - /);
    await expectNoAxeViolations(page);
  });

  test('leaving the profile form with unsaved changes asks first', async ({ page }) => {
    await page.goto('/auth/login-1?redirect=%2Fprofile-edit');
    await signIn(page, 'vrijwilliger@public.example', demoPassword);
    await expect(page).toHaveURL(`${siteUrl}/profile-edit`);
    await page.getByLabel('Functie').fill('Voorlezer');
    const tabs = page.getByRole('navigation', { name: 'Profielonderdelen' });

    await tabs.getByRole('link', { name: 'Instellingen' }).click();
    const prompt = page.getByRole('alertdialog', {
      name: 'Je hebt niet-opgeslagen wijzigingen. Weet je zeker dat je deze pagina wilt verlaten?',
    });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Blijven' }).click();
    await expect(page).toHaveURL(`${siteUrl}/profile-edit`);
    await expect(page.getByLabel('Functie')).toHaveValue('Voorlezer');

    await tabs.getByRole('link', { name: 'Instellingen' }).click();
    await prompt.getByRole('button', { name: 'Verlaten' }).click();
    await expect(page).toHaveURL(`${siteUrl}/profile-edit/settings`);
  });
});
