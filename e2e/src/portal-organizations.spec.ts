import { type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mail';
import { apiSession, password, port, portalUrl, signInOnPortal, toast } from './support/portal';
import { expect, test } from './support/test';

const CENTRE_STAFF = 'centrum@public.example';
const ADMIN = 'admin@public.example';
const ORGANIZATION_MANAGER = 'organisatie@public.example';
const JSON_API = 'application/vnd.api+json';
const api = `http://localhost:${port}/api/v1`;

/** Creates an organisation through the API as `email` (staff), so a journey does not depend on the seed's. */
async function createOrganization(request: APIRequestContext, email: string, attributes: Record<string, unknown>): Promise<string> {
  const { headers } = await apiSession(request, email);
  const response = await request.post(`${api}/organizations`, {
    headers: { ...headers, 'content-type': JSON_API },
    data: { data: { type: 'organizations', attributes: { city: 'Zwolle', ...attributes } } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id as string;
}

/** Creates an (invited) account of the Zwolle centre through the API as centre staff. */
async function createUser(request: APIRequestContext, attributes: Record<string, unknown>): Promise<void> {
  const { headers } = await apiSession(request, CENTRE_STAFF);
  const response = await request.post(`${api}/users`, {
    headers: { ...headers, 'content-type': JSON_API },
    data: { data: { type: 'users', attributes } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('portal: organisations', () => {
  test('centre staff find, approve, deny, add, edit and delete organisations, with members and notes', async ({ page, request }) => {
    // A long journey with an accessibility check on every page and dialog.
    test.setTimeout(120_000);
    const stamp = Date.now();
    const gardenName = `Buurtmoestuin De Kas ${stamp}`;
    const gardenEmail = `moestuin-${stamp}@example.nl`;
    const repairName = `Repair Café Assendorp ${stamp}`;
    const repairEmail = `repaircafe-${stamp}@example.nl`;
    const newName = `Buurtkracht Zwolle ${stamp}`;
    const memberEmail = `fenna-${stamp}@example.nl`;
    await createOrganization(request, CENTRE_STAFF, { name: gardenName, email: gardenEmail, status: 'pending', description: 'Samen groente kweken.' });
    await createOrganization(request, CENTRE_STAFF, { name: repairName, email: repairEmail, status: 'pending' });
    await createUser(request, { email: memberEmail, first_name: 'Fenna', last_name: `Jansen ${stamp}` });

    await signInOnPortal(page, CENTRE_STAFF);
    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Organisaties', exact: true }).click();
    await expect(page).toHaveURL(`${portalUrl}/organizations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
    await expect(page.getByText('Hier vind je een overzicht van alle organisaties.')).toBeVisible();
    await expect(page).toHaveTitle(/^Organisaties - /);
    await expect(page.getByRole('row').filter({ hasText: 'Voedselbank Zwolle' })).toContainText('Maatschappelijke organisatie');
    await expectNoAxeViolations(page);

    // Search covers name, place and e-mail address; the filters live in the URL.
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('voedselbank');
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/q=voedselbank/);
    await expect(page.getByRole('row').filter({ hasText: 'Voedselbank Zwolle' })).toContainText('Actief');
    await expect(page.getByRole('row').filter({ hasText: 'Taalhuis Zwolle' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(gardenEmail);
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(page.getByRole('row').filter({ hasText: gardenName })).toHaveCount(1);

    await page.getByRole('link', { name: 'Filters wissen' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In afwachting' });
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/status=pending/);
    const pendingRows = page.getByRole('row').filter({ hasText: 'In afwachting' });
    await expect(pendingRows.filter({ hasText: 'Natuurwerkgroep De Hooiberg Zwolle' })).toHaveCount(1);
    await expect(pendingRows.filter({ hasText: repairName })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'Voedselbank Zwolle' })).toHaveCount(0);
    // The status labels keep their contrast in dark mode too.
    await page.getByRole('group', { name: 'Kleurmodus' }).getByTitle('Donker').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
    await page.getByRole('group', { name: 'Kleurmodus' }).getByTitle('Licht').click();

    // The queue: deny one with a reason (mailed), approve another; both leave the queue.
    await page.getByRole('link', { name: 'Aanmeldingen goedkeuren' }).click();
    await expect(page).toHaveURL(`${portalUrl}/organizations/approve`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aanmeldingen goedkeuren' })).toBeVisible();
    await expect(page).toHaveTitle(/^Aanmeldingen goedkeuren - /);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Afwijzen ${gardenName}` }).click();
    const denial = page.getByRole('alertdialog', { name: `“${gardenName}” afwijzen?` });
    await denial.getByLabel('Reden').fill('We missen nog een contactpersoon en een omschrijving van het vrijwilligerswerk.');
    await expectNoAxeViolations(page);
    await denial.getByRole('button', { name: 'Afwijzen' }).click();
    await expect(toast(page, 'Organisatie afgewezen')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: gardenName })).toHaveCount(0);
    const mail = await waitForMail(gardenEmail);
    expect(mail.text).toContain('We missen nog een contactpersoon');

    await page.getByRole('row').filter({ hasText: repairName }).getByRole('button', { name: 'Goedkeuren' }).click();
    await expect(toast(page, 'Organisatie goedgekeurd')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: repairName })).toHaveCount(0);
    await waitForMail(repairEmail);

    // A new organisation with its address and social-map profile.
    await page.goto(`${portalUrl}/organizations`);
    await page.getByRole('link', { name: 'Nieuwe organisatie' }).click();
    await expect(page).toHaveURL(`${portalUrl}/organizations/add`);
    await expect(page).toHaveTitle(/^Nieuwe organisatie - /);
    const nameField = page.getByRole('textbox', { name: 'Naam', exact: true });
    await nameField.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Naam is verplicht.')).toBeVisible();
    await nameField.fill(newName);
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill('geen-adres');
    await page.getByRole('textbox', { name: 'E-mailadres' }).blur();
    await expect(page.getByText('E-mailadres moet een geldig e-mailadres zijn.')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill(`info-${stamp}@buurtkracht.example`);
    await page.getByRole('textbox', { name: 'Website' }).fill('buurtkracht.example');
    await page.getByRole('textbox', { name: 'Omschrijving' }).fill('Buren helpen buren met klussen en vervoer.');
    await page.getByRole('textbox', { name: 'Straat' }).fill('Assendorperstraat');
    await page.getByRole('textbox', { name: 'Huisnummer' }).fill('12');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('8012ch');
    await page.getByRole('textbox', { name: 'Plaats' }).fill('Zwolle');
    await page.getByRole('combobox', { name: 'Soort organisatie' }).selectOption({ label: 'Buurt en wijk' });
    await page.getByRole('checkbox', { name: 'Klussen' }).check();
    await page.getByRole('checkbox', { name: 'Vervoer' }).check();
    await page.getByRole('switch', { name: 'Tonen op de sociale kaart' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Organisatie toevoegen' }).click();
    await expect(toast(page, 'Organisatie toegevoegd')).toBeVisible();
    await expect(page).toHaveURL(/\/organizations\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: `${newName} bewerken` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('8012 CH');
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue('https://buurtkracht.example');
    await expect(page.getByRole('checkbox', { name: 'Vervoer' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Tonen op de sociale kaart' })).toBeChecked();
    await expectNoAxeViolations(page);

    // Editing: staff also set the partner flag.
    await page.getByRole('textbox', { name: 'Telefoonnummer' }).fill('038 123 45 67');
    await page.getByRole('checkbox', { name: 'Partner' }).check();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(toast(page, 'Organisatie opgeslagen')).toBeVisible();

    // Members: add one by e-mail address, again (refused), make them manager; the last manager cannot go.
    const members = page.getByRole('region', { name: 'Leden' });
    await expect(members.getByText('De organisatie heeft nog geen leden.')).toBeVisible();
    const addMember = page.getByRole('form', { name: 'Lid toevoegen' });
    await addMember.getByRole('textbox', { name: 'E-mailadres' }).fill(memberEmail);
    await addMember.getByRole('button', { name: 'Lid toevoegen' }).click();
    await expect(toast(page, 'Lid toegevoegd')).toBeVisible();
    const memberRow = members.getByRole('row').filter({ hasText: memberEmail });
    await expect(memberRow).toContainText('Lid');
    await addMember.getByRole('textbox', { name: 'E-mailadres' }).fill(memberEmail);
    await addMember.getByRole('button', { name: 'Lid toevoegen' }).click();
    await expect(addMember.getByRole('alert').filter({ hasText: 'is al lid' })).toHaveText(`${memberEmail} is al lid van ${newName}.`);
    await addMember.getByRole('textbox', { name: 'E-mailadres' }).fill(`niemand-${stamp}@example.nl`);
    await addMember.getByRole('button', { name: 'Lid toevoegen' }).click();
    await expect(addMember.getByRole('alert').filter({ hasText: 'Geen account' })).toContainText('Geen account van deze vrijwilligerscentrale heeft het e-mailadres');
    await memberRow.getByRole('button', { name: /^Maak beheerder/ }).click();
    await expect(toast(page, 'Rol gewijzigd')).toBeVisible();
    await expect(memberRow).toContainText('Beheerder');
    await memberRow.getByRole('button', { name: /^Verwijderen/ }).click();
    const removal = page.getByRole('alertdialog', { name: /verwijderen uit/ });
    await expectNoAxeViolations(page);
    await removal.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page, 'Een organisatie houdt minstens één beheerder')).toBeVisible();
    await expect(memberRow).toHaveCount(1);

    // An internal note, only for staff; the whole page reads well in dark mode too.
    await page.getByRole('group', { name: 'Kleurmodus' }).getByTitle('Donker').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const notes = page.getByRole('region', { name: 'Interne notities' });
    await notes.getByRole('textbox', { name: 'Nieuwe notitie' }).fill('Belt liever dan dat ze mailen; vraag naar Fenna.');
    await notes.getByRole('button', { name: 'Notitie toevoegen' }).click();
    await expect(toast(page, 'Notitie toegevoegd')).toBeVisible();
    await expect(notes.getByRole('listitem').filter({ hasText: 'Belt liever dan dat ze mailen' })).toContainText('Bram de Boer');
    await expect(notes.getByRole('textbox', { name: 'Nieuwe notitie' })).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.getByRole('group', { name: 'Kleurmodus' }).getByTitle('Licht').click();

    // Deleting asks first; a deleted organisation is found by its status only.
    await page.goto(`${portalUrl}/organizations?q=${encodeURIComponent(newName)}`);
    const row = page.getByRole('row').filter({ hasText: newName });
    await expect(row).toContainText('Actief');
    await row.getByRole('button', { name: `Verwijderen ${newName}` }).click();
    const question = page.getByRole('alertdialog', { name: `“${newName}” verwijderen?` });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page, 'Organisatie verwijderd')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Geen organisaties gevonden' })).toBeVisible();
    await page.goto(`${portalUrl}/organizations?q=${encodeURIComponent(newName)}&status=deleted`);
    await expect(page.getByRole('row').filter({ hasText: newName })).toContainText('Verwijderd');
  });

  test('an admin moves an organisation to another centre of the tenant', async ({ page, request }) => {
    test.setTimeout(60_000);
    const name = `Stichting Wijkbus ${Date.now()}`;
    const id = await createOrganization(request, ADMIN, { name });
    await signInOnPortal(page, ADMIN);
    await page.goto(`${portalUrl}/organizations/${id}/edit`);
    await page.getByRole('link', { name: 'Naar een andere vrijwilligerscentrale verplaatsen' }).click();
    await expect(page).toHaveURL(`${portalUrl}/organizations/${id}/move`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} verplaatsen` })).toBeVisible();
    await expect(page.getByText('Alle vacatures verhuizen mee, wat hun status ook is.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Organisatie verplaatsen' }).click();
    await expect(page.getByText('Nieuwe vrijwilligerscentrale is verplicht.')).toBeVisible();
    const target = page.getByRole('combobox', { name: 'Nieuwe vrijwilligerscentrale' });
    await target.selectOption({ label: 'Vrijwilligerspunt Apeldoorn' });
    await target.blur();
    await expect(page.getByText('Nieuwe vrijwilligerscentrale is verplicht.')).toBeHidden();
    await page.getByRole('button', { name: 'Organisatie verplaatsen' }).click();
    const question = page.getByRole('alertdialog', { name: `“${name}” verplaatsen naar Vrijwilligerspunt Apeldoorn?` });
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Verplaatsen' }).click();
    await expect(toast(page, 'Organisatie verplaatst')).toBeVisible();
    await expect(page).toHaveURL(`${portalUrl}/organizations`);

    // Admins see every centre's organisations, with the centre.
    await page.goto(`${portalUrl}/organizations?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Vrijwilligerspunt Apeldoorn');
    await expectNoAxeViolations(page);
  });

  test('an organisation manager edits their own organisation’s details, and nothing of staff', async ({ page }) => {
    await signInOnPortal(page, ORGANIZATION_MANAGER);
    await page.goto(`${portalUrl}/organizations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nieuwe organisatie' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Verwijderen/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Bewerken Voedselbank Zwolle' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Voedselbank Zwolle bewerken' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Partner' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Interne notities' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Leden' }).getByRole('row').filter({ hasText: ORGANIZATION_MANAGER })).toContainText('Beheerder');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Telefoonnummer' }).fill('038 765 43 21');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(toast(page, 'Organisatie opgeslagen')).toBeVisible();

    // Another organisation's page and the staff pages answer 403.
    await page.goto(`${portalUrl}/organizations/approve`);
    await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  });

  test('where the tenant does not move organisations, the move page says so', async ({ page }) => {
    const roermondPortal = `http://portal.roermond.localhost:${port}`;
    await page.goto(`${roermondPortal}/auth/login-1`);
    await page.getByLabel('E-mailadres').fill('admin@roermond.example');
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(`${roermondPortal}/dashboard`);
    await page.goto(`${roermondPortal}/organizations?q=Voedselbank`);
    await page.getByRole('link', { name: 'Bewerken Voedselbank Roermond' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Voedselbank Roermond bewerken' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar een andere vrijwilligerscentrale verplaatsen' })).toHaveCount(0);
    await page.goto(page.url().replace(/\/edit$/, '/move'));
    await expect(page.getByRole('heading', { level: 1, name: 'Voedselbank Roermond verplaatsen' })).toBeVisible();
    await expect(page.getByText('Organisaties verplaatsen naar een andere vrijwilligerscentrale staat uit voor deze website.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Nieuwe vrijwilligerscentrale' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
