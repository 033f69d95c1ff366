import { type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mail';
import { apiSession, port, portalUrl, signInOnPortal, toast } from './support/portal';
import { expect, test } from './support/test';

const ORGANIZATION_MANAGER = 'organisatie@public.example';
const JSON_API = 'application/vnd.api+json';

/** The id of the organisation manager's vacancy with this exact title, read through the API. */
async function vacancyIdByTitle(request: APIRequestContext, title: string): Promise<string> {
  const { headers } = await apiSession(request, ORGANIZATION_MANAGER);
  const response = await request.get(`http://localhost:${port}/api/v1/vacancies`, {
    headers: { ...headers, Accept: JSON_API },
    params: { 'filter[title_cont]': title },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: string; attributes: { title: string } }[] };
  const found = data.find((vacancy) => vacancy.attributes.title === title);
  if (!found) throw new Error(`No vacancy titled ${title}`);
  return found.id;
}

test.describe('portal: vacancies', () => {
  test('an organisation manager writes a vacancy, publishes it, finds it, archives and restores it', async ({ page }) => {
    // A long journey with an accessibility check on every step.
    test.setTimeout(90_000);
    const title = `Wandelmaatje voor ouderen ${Date.now()}`;
    await signInOnPortal(page, ORGANIZATION_MANAGER);

    // The top navigation reaches the list by keyboard.
    const vacanciesLink = page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Vacatures', exact: true });
    await vacanciesLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${portalUrl}/vacancies`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vacatures' })).toBeVisible();
    await expect(page).toHaveTitle(/^Vacatures - /);
    await expect(page.getByRole('link', { name: 'Chauffeur voor het ophalen van voedsel', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Nieuwe vacature' }).first().click();
    await expect(page).toHaveURL(`${portalUrl}/vacancies/add`);
    await expect(page).toHaveTitle(/^Nieuwe vacature - /);

    // Validation on blur: leaving the empty title says so, typing alone does not.
    const titleField = page.getByRole('textbox', { name: 'Titel', exact: true });
    await titleField.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Titel is verplicht.')).toBeVisible();
    await titleField.fill(title);
    await titleField.blur();
    await expect(page.getByText('Titel is verplicht.')).toBeHidden();

    // The description in the Tiptap editor, with a word in bold from the toolbar.
    const editor = page.getByRole('textbox', { name: 'Omschrijving' });
    await editor.click();
    await page.keyboard.type('Maak elke week een wandeling met een oudere uit de wijk. ');
    await page.getByRole('toolbar', { name: 'Tekstopmaak' }).getByRole('button', { name: 'Vet' }).click();
    await page.keyboard.type('Eén uur per week');
    await expect(editor.locator('strong')).toHaveText('Eén uur per week');
    await expect(page.getByRole('button', { name: 'Vet' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('checkbox', { name: 'Zorg en welzijn' }).check();
    await page.getByLabel('Plaats', { exact: true }).fill('Zwolle');
    await expectNoAxeViolations(page);

    // Publishing without an expiry date: the API's missing field is named, nothing is created.
    await page.getByRole('button', { name: 'Publiceren' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'De vacature kon niet worden gepubliceerd' });
    await expect(refusal).toContainText('Vervaldatum is verplicht om te publiceren.');
    await expect(page.getByText('Vervaldatum is verplicht.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${portalUrl}/vacancies/add`);
    await expectNoAxeViolations(page);

    await page.getByLabel('Vervaldatum').fill('2027-12-31');
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await expect(toast(page, 'Vacature gepubliceerd')).toBeVisible();
    await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Gepubliceerd').first()).toBeVisible();
    await expect(page.locator('article strong')).toHaveText('Eén uur per week');
    await expect(page).toHaveTitle(new RegExp(`^${title} - `));
    await expectNoAxeViolations(page);

    // It is in the list, found by its title.
    await page.goto(`${portalUrl}/vacancies?q=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Gepubliceerd');
    await expect(row).toContainText('31 december 2027');

    // Archiving asks first.
    await row.getByRole('button', { name: `Archiveren ${title}` }).click();
    const question = page.getByRole('alertdialog', { name: `“${title}” archiveren?` });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Archiveren' }).click();
    await expect(toast(page, 'Vacature gearchiveerd')).toBeVisible();
    await expect(row).toContainText('Gearchiveerd');

    await row.getByRole('button', { name: `Herstellen ${title}` }).click();
    await expect(toast(page, 'Vacature hersteld')).toBeVisible();
    await expect(row).toContainText('Concept');
    await expectNoAxeViolations(page);
  });

  test('leaving the edit page with unsaved changes asks first', async ({ page, request }) => {
    const id = await vacancyIdByTitle(request, 'Uitgifte-medewerker op dinsdagmiddag');
    await signInOnPortal(page, ORGANIZATION_MANAGER);
    await page.goto(`${portalUrl}/vacancies/${id}`);
    await page.getByRole('link', { name: 'Bewerken', exact: true }).click();
    await expect(page).toHaveURL(`${portalUrl}/vacancies/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vacature bewerken' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Omschrijving' })).toContainText('uitgiftepunten');
    await expectNoAxeViolations(page);

    const hours = page.getByRole('textbox', { name: 'Uren per week' });
    await hours.fill('6');
    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Vacatures', exact: true }).click();
    const prompt = page.getByRole('alertdialog', {
      name: 'Je hebt niet-opgeslagen wijzigingen. Weet je zeker dat je deze pagina wilt verlaten?',
    });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Blijven' }).click();
    await expect(page).toHaveURL(`${portalUrl}/vacancies/${id}/edit`);
    await expect(hours).toHaveValue('6');

    // Saved, the vacancy opens with the change and the page is left without a question.
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(toast(page, 'Vacature opgeslagen')).toBeVisible();
    await expect(page).toHaveURL(`${portalUrl}/vacancies/${id}`);
    await expect(page.getByRole('definition').filter({ hasText: /^6$/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Vacatures', exact: true }).click();
    await expect(page).toHaveURL(`${portalUrl}/vacancies`);
  });

  test('two vacancies get a new expiry date at once', async ({ page }) => {
    await signInOnPortal(page, ORGANIZATION_MANAGER);
    await page.goto(`${portalUrl}/vacancies`);
    // The selection stays while the list is searched for the second one.
    for (const [index, title] of ['Chauffeur voor het ophalen van voedsel', 'Uitgifte-medewerker op dinsdagmiddag'].entries()) {
      await page.getByRole('searchbox', { name: 'Titel' }).fill(title);
      await page.getByRole('button', { name: 'Filteren' }).click();
      await page.getByRole('checkbox', { name: `“${title}” selecteren` }).check();
      await expect(page.getByText(`${index + 1} geselecteerd`)).toBeVisible();
    }

    await page.getByRole('link', { name: 'Selectie bewerken' }).click();
    await expect(page).toHaveURL(/\/vacancies\/bulk-edit\?ids=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meerdere vacatures bewerken' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Geselecteerde vacatures (2)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // All or nothing: a published vacancy cannot go back to draft, so neither changes, and the page says why per vacancy.
    const status = page.getByRole('combobox', { name: 'Nieuwe status' });
    await status.selectOption({ label: 'Concept' });
    await page.getByRole('button', { name: 'Toepassen op 2 vacatures' }).click();
    const question = page.getByRole('alertdialog', { name: '2 vacatures wijzigen?' });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Wijzigen' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Er is niets gewijzigd' });
    await expect(refusal).toContainText('Chauffeur voor het ophalen van voedsel: Deze statuswijziging is niet mogelijk voor deze vacature.');
    await expect(refusal).toContainText('Uitgifte-medewerker op dinsdagmiddag: Deze statuswijziging is niet mogelijk voor deze vacature.');
    await expectNoAxeViolations(page);

    await status.selectOption({ label: 'Niet wijzigen' });
    await page.getByLabel('Nieuwe vervaldatum').fill('2028-03-31');
    await page.getByRole('button', { name: 'Toepassen op 2 vacatures' }).click();
    await question.getByRole('button', { name: 'Wijzigen' }).click();
    await expect(toast(page, 'Vacatures gewijzigd')).toBeVisible();
    await expect(page).toHaveURL(`${portalUrl}/vacancies`);
    for (const title of ['Chauffeur voor het ophalen van voedsel', 'Uitgifte-medewerker op dinsdagmiddag']) {
      await expect(page.getByRole('row').filter({ hasText: title })).toContainText('31 maart 2028');
    }
  });

  test('centre staff see every organisation’s vacancies; a search without results says so', async ({ page }) => {
    await signInOnPortal(page, 'centrum@public.example');
    await page.goto(`${portalUrl}/vacancies?type=language`);
    await expect(page.getByRole('combobox', { name: 'Soort' })).toHaveValue('language');
    const row = page.getByRole('row').filter({ hasText: 'Taalmaatje voor een nieuwkomer' });
    await expect(row).toContainText('Taalhuis Zwolle');
    await expect(page.getByRole('columnheader', { name: 'Organisatie' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The status labels keep their contrast in dark mode too.
    await page.goto(`${portalUrl}/vacancies`);
    await page.getByRole('group', { name: 'Kleurmodus' }).getByTitle('Donker').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
    await page.getByRole('group', { name: 'Kleurmodus' }).getByTitle('Licht').click();
    await page.goto(`${portalUrl}/vacancies?type=language`);

    // Sorting by title is a link; the header tells assistive technology the order.
    await page.getByRole('link', { name: /^Titel/ }).click();
    await expect(page).toHaveURL(/sort=title/);
    await expect(page.getByRole('columnheader', { name: /^Titel/ })).toHaveAttribute('aria-sort', 'ascending');

    await page.getByRole('searchbox', { name: 'Titel' }).fill('geen vacature heet zo');
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(page.getByRole('heading', { name: 'Geen vacatures gevonden' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Filters wissen' }).first().click();
    await expect(page).toHaveURL(`${portalUrl}/vacancies`);

    // The vacancy bank is the public site's; here its path is no vacancy, but the 404 screen.
    await page.goto(`${portalUrl}/vacancies/search`);
    await expect(page.getByText('Pagina niet gevonden: /vacancies/search')).toBeVisible();
  });

  test('the activity overview lists the coming weeks’ activities', async ({ page }) => {
    await signInOnPortal(page, ORGANIZATION_MANAGER);
    await page.goto(`${portalUrl}/vacancies`);
    await page.getByRole('link', { name: 'Activiteitenoverzicht' }).click();
    await expect(page).toHaveURL(`${portalUrl}/activiteitenkalender/overzicht`);
    await expect(page.getByRole('heading', { level: 1, name: 'Activiteitenoverzicht' })).toBeVisible();
    await expect(page).toHaveTitle(/^Activiteitenoverzicht - /);
    // The food bank sorts every Saturday: a regular activity, in several weeks.
    expect(await page.getByRole('link', { name: 'Sorteren en inpakken op zaterdagochtend' }).count()).toBeGreaterThan(2);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Latere weken' }).click();
    await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('link', { name: 'Sorteren en inpakken op zaterdagochtend' }).first()).toBeVisible();
  });
});

test.describe('portal: applications', () => {
  test('an organisation manager accepts an application and the applicant is mailed', async ({ page, request }) => {
    const vacancyTitle = 'Chauffeur voor het ophalen van voedsel';
    const vacancyId = await vacancyIdByTitle(request, vacancyTitle);
    const email = `joost.${Date.now()}@example.nl`;
    // Applying happens on the public site: a guest's application through its API.
    const applied = await request.post(`http://localhost:${port}/api/v1/applications`, {
      headers: { Host: `localhost:${port}`, 'Content-Type': JSON_API, Accept: JSON_API },
      data: {
        data: {
          type: 'applications',
          attributes: {
            vacancy_id: vacancyId,
            first_name: 'Joost',
            last_name: 'van Leeuwen',
            email,
            phone_number: '06 98 76 54 32',
            message: 'Ik heb een busje en ben op vrijdag vrij.',
          },
        },
      },
    });
    expect(applied.status()).toBe(201);

    await signInOnPortal(page, ORGANIZATION_MANAGER);
    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Aanvragen' }).click();
    await expect(page).toHaveURL(`${portalUrl}/applications`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Aanvragen - /);
    await expectNoAxeViolations(page);

    // Filtered by vacancy and status, as a link.
    await page.getByLabel('Vacature', { exact: true }).selectOption({ label: vacancyTitle });
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Nieuw' });
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(new RegExp(`vacancy=${vacancyId}`));
    const row = page.getByRole('row').filter({ hasText: 'Joost van Leeuwen' });
    await expect(row).toContainText('Nieuw');
    await expect(page.getByRole('row').filter({ hasText: 'Lisa Jansen' })).toHaveCount(0);

    await row.getByRole('link', { name: 'Joost van Leeuwen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aanvraag van Joost van Leeuwen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Aanvraag van Joost van Leeuwen - /);
    await expect(page.getByText('Ik heb een busje en ben op vrijdag vrij.')).toBeVisible();
    await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expectNoAxeViolations(page);

    const decision = page.getByRole('group', { name: 'Besluit' });
    await decision.getByRole('button', { name: 'Accepteren' }).click();
    const question = page.getByRole('alertdialog', { name: 'De aanvraag van Joost van Leeuwen accepteren?' });
    await expect(question).toContainText(`Joost van Leeuwen krijgt een e-mail dat de aanvraag voor “${vacancyTitle}” is geaccepteerd.`);
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Accepteren' }).click();
    await expect(toast(page, 'Aanvraag geaccepteerd')).toBeVisible();
    await expect(page.getByText('Geaccepteerd').first()).toBeVisible();
    await expect(decision).toBeHidden();
    await expect(page.getByRole('region', { name: 'Verloop' })).toContainText('Geaccepteerd');

    // The applicant's mail: first the confirmation of the application, then the acceptance.
    await expect
      .poll(async () => (await waitForMail(email)).subject, { timeout: 30_000 })
      .toBe(`Je aanmelding voor ${vacancyTitle} is geaccepteerd`);

    // The list shows the new status.
    await page.getByRole('link', { name: 'Terug naar de aanvragen' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Joost van Leeuwen' })).toContainText('Geaccepteerd');
  });

  test('a rejection asks for an optional reason, which the applicant reads', async ({ page, request }) => {
    const vacancyTitle = 'Uitgifte-medewerker op dinsdagmiddag';
    const vacancyId = await vacancyIdByTitle(request, vacancyTitle);
    const email = `fatima.${Date.now()}@example.nl`;
    const applied = await request.post(`http://localhost:${port}/api/v1/applications`, {
      headers: { Host: `localhost:${port}`, 'Content-Type': JSON_API, Accept: JSON_API },
      data: { data: { type: 'applications', attributes: { vacancy_id: vacancyId, first_name: 'Fatima', last_name: 'Yilmaz', email } } },
    });
    expect(applied.status()).toBe(201);
    const applicationId = ((await applied.json()) as { data: { id: string } }).data.id;

    await signInOnPortal(page, ORGANIZATION_MANAGER);
    await page.goto(`${portalUrl}/applications/${applicationId}`);
    await page.getByRole('group', { name: 'Besluit' }).getByRole('button', { name: 'In behandeling nemen' }).click();
    await page.getByRole('alertdialog', { name: 'De aanvraag van Fatima Yilmaz in behandeling nemen?' }).getByRole('button', { name: 'In behandeling nemen' }).click();
    await expect(toast(page, 'Aanvraag in behandeling')).toBeVisible();
    await expect(page.getByText('In behandeling genomen')).toBeVisible();

    await page.getByRole('group', { name: 'Besluit' }).getByRole('button', { name: 'Afwijzen' }).click();
    const question = page.getByRole('alertdialog', { name: 'De aanvraag van Fatima Yilmaz afwijzen?' });
    await question.getByLabel('Reden (niet verplicht)').fill('De dinsdagploeg is op dit moment vol.');
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Afwijzen' }).click();
    await expect(toast(page, 'Aanvraag afgewezen')).toBeVisible();
    await expect(page.getByText('Reden: De dinsdagploeg is op dit moment vol.')).toBeVisible();

    await expect.poll(async () => (await waitForMail(email)).text, { timeout: 30_000 }).toContain('De dinsdagploeg is op dit moment vol.');
  });
});
