import { type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { apiSession, password, port, portalUrl, signInOnPortal, toast } from './support/portal';
import { siteUrl } from './support/site';
import { expect, test } from './support/test';

const ADMIN = 'admin@public.example';
const CENTRE_SUPERUSER = 'centrum@public.example';
const JSON_API = 'application/vnd.api+json';

/** A fresh address, so runs never collide. */
function newAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1000)}@public.example`;
}

/** The id and full name of the user with this address, read through the API as the admin. */
async function userByEmail(request: APIRequestContext, email: string): Promise<{ id: string; name: string }> {
  const { headers } = await apiSession(request, ADMIN);
  const response = await request.get(`http://localhost:${port}/api/v1/users`, {
    headers: { ...headers, Accept: JSON_API },
    params: { 'filter[q]': email },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { id: string; attributes: { email: string; first_name: string; last_name: string } }[];
  };
  const found = data.find((user) => user.attributes.email === email);
  if (!found) throw new Error(`No user ${email}`);
  return { id: found.id, name: `${found.attributes.first_name} ${found.attributes.last_name}` };
}

/** The id of the user with this address. */
async function userIdByEmail(request: APIRequestContext, email: string): Promise<string> {
  return (await userByEmail(request, email)).id;
}

/** Invites a volunteer through the API as the admin, so a journey does not change the demo accounts. */
async function inviteVolunteer(request: APIRequestContext, email: string, firstName: string): Promise<string> {
  const { headers } = await apiSession(request, ADMIN);
  const response = await request.post(`http://localhost:${port}/api/v1/users`, {
    headers: { ...headers, 'content-type': JSON_API, Accept: JSON_API },
    data: { data: { type: 'users', attributes: { email, first_name: firstName, last_name: 'Jansen', role: 'volunteer' } } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id as string;
}

test.describe('portal: users', () => {
  test('an admin invites a user, who chooses a password and signs in, and is then active', async ({ page }) => {
    test.setTimeout(90_000);
    const email = newAddress('fatima');
    await signInOnPortal(page, ADMIN);

    const usersLink = page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Gebruikers', exact: true });
    await usersLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${portalUrl}/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
    await expect(page).toHaveTitle(/^Gebruikers - /);
    await expect(page.getByRole('link', { name: 'Eva Bakker', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Gebruiker toevoegen' }).first().click();
    await expect(page).toHaveURL(`${portalUrl}/users/add`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruiker toevoegen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Gebruiker toevoegen - /);
    await expectNoAxeViolations(page);

    // Validation on blur only: leaving the empty address says so.
    const emailField = page.getByRole('textbox', { name: 'E-mailadres' });
    await emailField.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByText('E-mailadres is verplicht.')).toBeVisible();

    // An address that has an account already: the API's refusal lands on the field.
    await page.getByLabel('Voornaam').fill('Fatima');
    await page.getByLabel('Achternaam').fill('El Amrani');
    await emailField.fill('vrijwilliger@public.example');
    await page.getByLabel('Telefoonnummer').fill('06 12345678');
    await page.getByLabel('Functie').fill('Taalmaatje');
    await page.getByRole('combobox', { name: 'Rol', exact: true }).selectOption({ label: 'Vrijwilliger' });
    await page.getByRole('button', { name: 'Toevoegen en uitnodigen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'De gebruiker kon niet worden toegevoegd' })).toContainText(
      'Er bestaat al een account met dit e-mailadres.',
    );
    await expect(page.getByText('E-mailadres is al in gebruik.')).toBeVisible();
    await expect(page).toHaveURL(`${portalUrl}/users/add`);
    await expectNoAxeViolations(page);

    await emailField.fill(email);
    await page.getByRole('button', { name: 'Toevoegen en uitnodigen' }).click();
    await expect(toast(page, 'Gebruiker toegevoegd')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fatima El Amrani' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Uitgenodigd', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Taalmaatje')).toBeVisible();
    await expectNoAxeViolations(page);

    // The invitation mail arrives; sent again, it holds a fresh link and the first one is void.
    const resetPath = '/auth/reset?reset_password_token=';
    const firstLink = linkIn(await waitForMail(email), resetPath);
    await page.getByRole('button', { name: 'Uitnodiging opnieuw versturen' }).click();
    await expect(toast(page, 'Uitnodiging opnieuw verstuurd')).toBeVisible();
    await expect.poll(async () => linkIn(await waitForMail(email), resetPath)).not.toBe(firstLink);

    // The invitation's link chooses a password on the public site; then the user signs in there.
    const link = linkIn(await waitForMail(email), resetPath);
    const invitee = await page.context().browser()!.newPage();
    await invitee.goto(link);
    const newPassword = 'mijn-eigen-wachtwoord-2026';
    await invitee.getByLabel('Nieuw wachtwoord').fill(newPassword);
    await invitee.getByLabel('Herhaal het nieuwe wachtwoord').fill(newPassword);
    await invitee.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(invitee.getByRole('status')).toContainText('Je wachtwoord is gewijzigd');
    await invitee.goto(`${siteUrl}/auth/login-1`);
    await invitee.getByLabel('E-mailadres').fill(email);
    await invitee.getByLabel('Wachtwoord', { exact: true }).fill(newPassword);
    await invitee.getByRole('button', { name: 'Inloggen' }).click();
    await expect(invitee).toHaveURL(`${siteUrl}/profiel`);
    await invitee.close();

    await page.goto(`${portalUrl}/users?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Actief');
    await expect(row).toContainText('Vrijwilliger');
  });

  test('an admin lists the administrators in one list, and manages a user’s profile, roles and status', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = newAddress('gijs');
    const id = await inviteVolunteer(request, email, 'Gijs');
    await signInOnPortal(page, ADMIN);

    await page.goto(`${portalUrl}/users`);
    const administrators = page.waitForRequest(
      (sent) => sent.url().includes('/api/v1/users?') && sent.url().includes('filter%5Bwith_role%5D=admin') && sent.url().includes('page%5Bsize%5D=1000'),
    );
    await page.getByRole('search', { name: 'Gebruikers filteren' }).getByRole('combobox', { name: 'Rol', exact: true }).selectOption({ label: 'Beheerder' });
    await page.getByRole('button', { name: 'Filteren' }).click();
    await administrators;
    await expect(page).toHaveURL(`${portalUrl}/users?role=admin`);
    await expect(page.getByRole('link', { name: 'Anouk Visser', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Eva Bakker', exact: true })).toBeHidden();
    await expectNoAxeViolations(page);

    // The profile: a new job title; the address is left alone.
    await page.goto(`${portalUrl}/users/${id}`);
    await page.getByRole('group', { name: 'Acties' }).getByRole('link', { name: 'Bewerken' }).click();
    await expect(page).toHaveURL(`${portalUrl}/users/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruiker bewerken' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Functie').fill('Chauffeur');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Wijzigingen opgeslagen')).toBeVisible();
    await expect(page).toHaveURL(`${portalUrl}/users/${id}`);
    await expect(page.getByRole('main').getByText('Chauffeur')).toBeVisible();

    // Staff keep internal notes about the user on the same page.
    const notes = page.getByRole('region', { name: 'Interne notities' });
    await notes.getByRole('textbox', { name: 'Nieuwe notitie' }).fill('Rijdt alleen op dinsdag.');
    await notes.getByRole('button', { name: 'Notitie toevoegen' }).click();
    await expect(toast(page, 'Notitie toegevoegd')).toBeVisible();
    await expect(notes.getByText('Rijdt alleen op dinsdag.')).toBeVisible();
    await expectNoAxeViolations(page);

    // A role more, and away again after a question.
    await page.getByRole('link', { name: 'Rol toevoegen' }).click();
    await expect(page).toHaveURL(`${portalUrl}/users/${id}/add_role`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rol toevoegen aan Gijs Jansen' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('combobox', { name: 'Rol', exact: true }).selectOption({ label: 'Mentor' });
    await page.getByRole('button', { name: 'Rol toevoegen' }).click();
    await expect(toast(page, 'Rol toegevoegd')).toBeVisible();
    const roles = page.getByRole('region', { name: 'Rollen' });
    await expect(roles.getByRole('listitem').filter({ hasText: 'Mentor' })).toBeVisible();
    await roles.getByRole('button', { name: 'Verwijderen Mentor' }).click();
    const question = page.getByRole('alertdialog', { name: 'De rol Mentor van Gijs Jansen verwijderen?' });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Rol verwijderen' }).click();
    await expect(toast(page, 'Rol verwijderd')).toBeVisible();
    await expect(roles.getByRole('listitem').filter({ hasText: 'Mentor' })).toBeHidden();

    // An invited account has no status actions yet; deleting asks first and goes back to the list.
    await expect(page.getByRole('button', { name: 'Deactiveren' })).toBeHidden();
    await page.getByRole('group', { name: 'Acties' }).getByRole('button', { name: 'Verwijderen' }).click();
    const deletion = page.getByRole('alertdialog', { name: 'Het account van Gijs Jansen op eigen verzoek verwijderen?' });
    await expect(deletion).toContainText('Aanmeldingen blijven zonder naam bewaard voor de organisaties');
    await deletion.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page, 'Gebruiker verwijderd')).toBeVisible();
    await expect(page).toHaveURL(`${portalUrl}/users`);
  });

  test('an admin deactivates and activates an account', async ({ page, request }) => {
    const id = await userIdByEmail(request, 'redacteur@public.example');
    await signInOnPortal(page, ADMIN);
    await page.goto(`${portalUrl}/users/${id}`);
    const actions = page.getByRole('group', { name: 'Acties' });
    await actions.getByRole('button', { name: 'Deactiveren' }).click();
    await page.getByRole('alertdialog', { name: 'Het account van Daan Kok deactiveren?' }).getByRole('button', { name: 'Deactiveren' }).click();
    await expect(toast(page, 'Status gewijzigd')).toBeVisible();
    await expect(page.getByRole('main').getByText('Inactief', { exact: true })).toBeVisible();
    await actions.getByRole('button', { name: 'Activeren' }).click();
    await expect(page.getByRole('main').getByText('Actief', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an admin signs in as an organisation manager in the portal and goes back', async ({ page, request }) => {
    // Another journey renames this demo account, so the name is read, not assumed.
    const { id, name } = await userByEmail(request, 'organisatie@public.example');
    await signInOnPortal(page, ADMIN);
    await page.goto(`${portalUrl}/users/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Inloggen als deze gebruiker' }).click();
    const question = page.getByRole('alertdialog', { name: `Inloggen als ${name}?` });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    // Switching identity reloads the app; wait for the new page, not the old one on its way out.
    const reloaded = page.waitForEvent('load');
    await question.getByRole('button', { name: `Inloggen als ${name}` }).click();
    await reloaded;

    await expect(page).toHaveURL(`${portalUrl}/dashboard`);
    const banner = page.getByRole('banner').getByText(`Je bent ingelogd als ${name}`);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: `Accountmenu van ${name}` })).toBeVisible();
    // The shell shows before the dashboard has its data, heading and title.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    await expectNoAxeViolations(page);
    // On every page, also after a reload.
    await page.goto(`${portalUrl}/vacancies`);
    await expect(banner).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    const back = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Terug naar je eigen account' }).click();
    await back;
    await expect(page).toHaveURL(`${portalUrl}/users/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Je bent ingelogd als')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Accountmenu van Anouk Visser' })).toBeVisible();
  });

  test('an admin signs in as a volunteer, who lands on the public site, and goes back to the portal', async ({ page, request }) => {
    const id = await userIdByEmail(request, 'vrijwilliger@public.example');
    await signInOnPortal(page, ADMIN);
    await page.goto(`${portalUrl}/users/${id}`);
    await page.getByRole('button', { name: 'Inloggen als deze gebruiker' }).click();
    await page.getByRole('alertdialog', { name: 'Inloggen als Eva Bakker?' }).getByRole('button', { name: 'Inloggen als Eva Bakker' }).click();

    // The session travelled in the fragment, which is gone from the address.
    await expect(page).toHaveURL(`${siteUrl}/profiel`);
    await expect(page.getByRole('banner').getByText('Je bent ingelogd als Eva Bakker')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Eva Bakker')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Terug naar je eigen account' }).click();
    await expect(page).toHaveURL(`${portalUrl}/users/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Eva Bakker' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accountmenu van Anouk Visser' })).toBeVisible();
    // The public site is signed out again.
    await page.goto(`${siteUrl}/profiel`);
    await expect(page).toHaveURL(/\/auth\/login-1/);
  });

  test('a handed-over session that is not an impersonation is refused', async ({ page, request }) => {
    const response = await request.post(`${siteUrl}/auth/sign_in`, { data: { email: 'vrijwilliger@public.example', password } });
    const headers = response.headers();
    const fragment = new URLSearchParams({ 'access-token': headers['access-token']!, client: headers['client']!, uid: headers['uid']! });
    await page.goto(`${siteUrl}/auth/impersonate#${fragment}`);
    await expect(page).toHaveURL(`${siteUrl}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
  });

  test('an organisation manager sees the members of their organisation, without managing them', async ({ page, request }) => {
    const { name } = await userByEmail(request, 'organisatie@public.example');
    await signInOnPortal(page, 'organisatie@public.example');
    await page.goto(`${portalUrl}/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
    await expect(page.getByText(/^De leden van /)).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Eva Bakker', exact: true })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Gebruiker toevoegen' })).toBeHidden();
    await expectNoAxeViolations(page);
    await page.goto(`${portalUrl}/users/add`);
    await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  });

  test('a centre superuser cannot give the admin role nor change an admin', async ({ page, request }) => {
    const adminId = await userIdByEmail(request, ADMIN);
    await signInOnPortal(page, CENTRE_SUPERUSER);
    await page.goto(`${portalUrl}/users/add`);
    const roleOptions = page.getByRole('combobox', { name: 'Rol', exact: true }).locator('option');
    await expect(roleOptions.filter({ hasText: /^Vrijwilliger$/ })).toHaveCount(1);
    await expect(roleOptions.filter({ hasText: /^Beheerder$/ })).toHaveCount(0);

    await page.goto(`${portalUrl}/users/${adminId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Anouk Visser' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Acties' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Inloggen als deze gebruiker' })).toBeHidden();
    await expectNoAxeViolations(page);
    await page.goto(`${portalUrl}/users/${adminId}/add_role`);
    await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  });
});
