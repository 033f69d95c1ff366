import type { APIRequestContext } from '@playwright/test';
import { NOTIFICATION_TEMPLATE_KEYS } from '@platform/contracts';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mail';
import { apiSession, port, portalUrl, signInOnPortal, toast } from './support/portal';
import { expect, test } from './support/test';

const CENTER_SUPERUSER = 'centrum@public.example';
const ORGANIZATION_MANAGER = 'organisatie@public.example';
const VACANCY_TITLE = 'Chauffeur voor het ophalen van voedsel';
const JSON_API = 'application/vnd.api+json';
const api = `http://localhost:${port}/api/v1`;
// The preview is a frame sandboxed without scripts, which axe cannot enter; the frame itself is checked for its title.
const PREVIEW_FRAME = 'iframe[sandbox]';

type TemplateResource = { id: string; attributes: { key: string; scope: string } };

/** Zwolle's own copies of the Dutch "application accepted" mail, as the API lists them for the centre. */
async function centreCopies(request: APIRequestContext): Promise<TemplateResource[]> {
  const { headers } = await apiSession(request, CENTER_SUPERUSER);
  const response = await request.get(`${api}/notification_templates`, {
    headers: { ...headers, Accept: JSON_API },
    params: { 'filter[key]': 'application_accepted', 'filter[locale]': 'nl' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()).data as TemplateResource[]).filter((template) => template.attributes.scope === 'center');
}

/** A guest applies to the Zwolle vacancy and the organisation accepts, both through the API (the portal's flow is portal-vacancies.spec.ts). */
async function acceptAnApplication(request: APIRequestContext, email: string): Promise<void> {
  const { headers } = await apiSession(request, ORGANIZATION_MANAGER);
  const vacancies = await request.get(`${api}/vacancies`, { headers: { ...headers, Accept: JSON_API }, params: { 'filter[title_cont]': VACANCY_TITLE } });
  const vacancyId = ((await vacancies.json()).data as { id: string; attributes: { title: string } }[]).find((vacancy) => vacancy.attributes.title === VACANCY_TITLE)!.id;
  const applied = await request.post(`${api}/applications`, {
    headers: { Host: `localhost:${port}`, 'Content-Type': JSON_API, Accept: JSON_API },
    data: { data: { type: 'applications', attributes: { vacancy_id: vacancyId, first_name: 'Joost', last_name: 'de Wit', email } } },
  });
  expect(applied.status()).toBe(201);
  const accepted = await request.post(`${api}/applications/${(await applied.json()).data.id}/accept`, { headers: { ...headers, Accept: JSON_API } });
  expect(accepted.status()).toBe(200);
}

test.describe('portal: e-mail templates', () => {
  // Later suites expect the default acceptance mail: whatever happens here, Zwolle's copy goes again.
  test.afterAll(async ({ request }) => {
    const { headers } = await apiSession(request, CENTER_SUPERUSER);
    for (const copy of await centreCopies(request)) await request.delete(`${api}/notification_templates/${copy.id}`, { headers });
  });

  test('a centre superuser rewrites the Dutch "application accepted" mail, previews it, and the next acceptance mail says it', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInOnPortal(page, CENTER_SUPERUSER);

    // Under "Instellingen", the tab "E-mails": every mail in both languages, filtered to Dutch.
    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Instellingen', exact: true }).click();
    const tabs = page.getByRole('navigation', { name: 'Onderdelen van de instellingen' });
    await tabs.getByRole('link', { name: 'E-mails' }).click();
    await expect(page).toHaveURL(`${portalUrl}/notification_templates`);
    await expect(page.getByRole('heading', { level: 2, name: 'E-mails' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'E-mails' })).toHaveAttribute('aria-current', 'page');
    // A header row, and a row per mail and language.
    await expect(page.getByRole('row')).toHaveCount(1 + NOTIFICATION_TEMPLATE_KEYS.length * 2);
    await page.getByRole('search', { name: 'E-mails filteren' }).getByLabel('Taal').selectOption({ label: 'Nederlands' });
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(`${portalUrl}/notification_templates?locale=nl`);
    await expect(page.getByRole('row')).toHaveCount(1 + NOTIFICATION_TEMPLATE_KEYS.length);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Aanmelding geaccepteerd', exact: true }) });
    await expect(row).toContainText('Je aanmelding voor {{ vacancy }} is geaccepteerd');
    await expect(row).toContainText('Standaard voor alle centra');
    await expect(page.getByRole('row').filter({ hasText: 'Nieuw wachtwoord instellen' })).toContainText('Altijd');
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // The editor: subject, text, placeholders, and a preview of the mail with sample data in the centre's layout.
    await row.getByRole('link', { name: 'Aanmelding geaccepteerd' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Aanmelding geaccepteerd (Nederlands)' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'E-mails' })).toHaveAttribute('aria-current', 'page');
    const preview = page.frameLocator('iframe[title="Voorbeeld van de e-mail"]');
    await expect(page.getByText('Je aanmelding voor Voorlezer in de bibliotheek is geaccepteerd')).toBeVisible();
    await expect(preview.getByText('Goed nieuws: Voedselbank Zwolle heeft je aanmelding voor de vacature "Voorlezer in de bibliotheek" geaccepteerd.', { exact: false })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Deze e-mail versturen' })).toBeChecked();
    await expect(page.locator(PREVIEW_FRAME)).toHaveAttribute('sandbox', '');
    await expectNoAxeViolations(page, { exclude: [PREVIEW_FRAME] });

    // A placeholder the mail does not have: the preview says which and where.
    const subject = page.getByRole('textbox', { name: 'Onderwerp' });
    await subject.fill('Welkom, {{ voornaam }}');
    await expect(page.getByRole('status').filter({ hasText: '“voornaam” is geen placeholder van deze mail (regel 1, kolom 12).' })).toBeVisible();

    // The new text: typed, with a placeholder inserted at the cursor.
    await subject.fill('Welkom als vrijwilliger bij {{ organization }}');
    const text = page.getByRole('textbox', { name: 'Tekst' });
    await text.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Hoi {{ first_name }}, wat fijn dat je komt helpen als ');
    await page.getByRole('button', { name: '{{ vacancy }} in de tekst invoegen' }).click();
    await page.keyboard.type('. Tot snel!');
    await expect(page.getByText('Welkom als vrijwilliger bij Voedselbank Zwolle')).toBeVisible();
    await expect(preview.getByText('Hoi Sanne, wat fijn dat je komt helpen als Voorlezer in de bibliotheek. Tot snel!')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page, { exclude: [PREVIEW_FRAME] });
    await page.emulateMedia({ colorScheme: 'light' });

    // Saved: this centre's own copy, on its own page; other centres keep the default.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'E-mail opgeslagen')).toBeVisible();
    await expect(page.getByText('De eigen tekst van dit centrum. De andere centra houden de standaardtekst.')).toBeVisible();
    const [copy] = await centreCopies(request);
    await expect(page).toHaveURL(`${portalUrl}/notification_templates/${copy!.id}/edit`);

    // The next acceptance mail is the new text, in both parts.
    const applicant = `joost.${Date.now()}@example.nl`;
    await acceptAnApplication(request, applicant);
    const mail = await waitForMail(applicant, 30_000, (sent) => sent.subject === 'Welkom als vrijwilliger bij Voedselbank Zwolle');
    expect(mail.text).toBe(`Hoi Joost, wat fijn dat je komt helpen als ${VACANCY_TITLE}. Tot snel!`);
    expect(mail.html).toContain(`<p>Hoi Joost, wat fijn dat je komt helpen als ${VACANCY_TITLE}. Tot snel!</p>`);
    expect(mail.html).toContain('Vrijwilligerscentrale Zwolle');

    // Back to the default text.
    await page.getByRole('button', { name: 'Terug naar de standaardtekst' }).click();
    const question = page.getByRole('alertdialog', { name: 'Terug naar de standaardtekst?' });
    await question.getByRole('button', { name: 'Standaardtekst gebruiken' }).click();
    await expect(toast(page, 'Standaardtekst terug')).toBeVisible();
    await expect(page).toHaveURL(`${portalUrl}/notification_templates?locale=nl`);
    await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Aanmelding geaccepteerd', exact: true }) })).toContainText('Standaard voor alle centra');
    expect(await centreCopies(request)).toEqual([]);
  });

  test('a security mail’s link is the platform’s: staff edit the button’s text, and the preview shows the button below the text', async ({ page }) => {
    await signInOnPortal(page, CENTER_SUPERUSER);
    await page.goto(`${portalUrl}/notification_templates?locale=nl`);
    await page.getByRole('row').getByRole('link', { name: 'Nieuw wachtwoord instellen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Nieuw wachtwoord instellen (Nederlands)' })).toBeVisible();
    const buttonText = page.getByRole('textbox', { name: 'Knoptekst' });
    await expect(buttonText).toHaveValue('Nieuw wachtwoord instellen');
    await expect(page.getByText('Het platform zet de knop met de link onder de tekst', { exact: false })).toBeVisible();
    // No {{ link }} to insert: the link is not the template's.
    await expect(page.getByRole('button', { name: '{{ link }} in de tekst invoegen' })).toHaveCount(0);
    const preview = page.frameLocator('iframe[title="Voorbeeld van de e-mail"]');
    await expect(preview.getByRole('link', { name: 'Nieuw wachtwoord instellen' })).toHaveAttribute('href', 'https://www.example.nl/voorbeeld');
    await buttonText.fill('Kies je wachtwoord');
    await expect(preview.getByRole('link', { name: 'Kies je wachtwoord' })).toHaveAttribute('href', 'https://www.example.nl/voorbeeld');
    await expectNoAxeViolations(page, { exclude: [PREVIEW_FRAME] });
  });
});

