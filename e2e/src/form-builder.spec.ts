import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiSession, portalUrl, signInOnPortal, toast } from './support/portal';
import { siteUrl } from './support/site';
import { expect, test } from './support/test';

// The form builder (issue 16) in the portal: an organisation superuser builds
// a form with every question type, reorders it, previews it, shares its link,
// reads an answer and exports the answers; an invitation-only form invites two
// addresses and withdraws one invitation.

const ORGANIZATION_MANAGER = 'organisatie@public.example';
const jsonApi = 'application/vnd.api+json';

type Question = { label: string; text: string; fill?: (dialog: Locator) => Promise<void> };

/** One question of every type, as the builder names the types in Dutch. */
const QUESTIONS: Question[] = [
  {
    label: 'Tekst',
    text: 'Wat is je naam?',
    fill: async (dialog) => dialog.getByLabel('Antwoord verplicht').check(),
  },
  {
    label: 'Meerkeuze',
    text: 'Welk dagdeel past je?',
    fill: async (dialog) => dialog.getByLabel('Opties').fill('Ochtend\nMiddag\nAvond'),
  },
  { label: 'Datum', text: 'Op welke dag kom je?' },
  {
    label: 'Getal',
    text: 'Met hoeveel personen?',
    fill: async (dialog) => {
      await dialog.getByLabel('Laagste getal').fill('1');
      await dialog.getByLabel('Hoogste getal').fill('10');
    },
  },
  {
    label: 'Aanvinkvakje',
    text: 'Wat neem je mee?',
    fill: async (dialog) => dialog.getByLabel('Opties').fill('Hapjes\nDrankjes'),
  },
  { label: 'E-mailadres', text: 'Je e-mailadres' },
  { label: 'Webadres', text: 'Je website' },
  { label: 'Telefoonnummer', text: 'Je telefoonnummer' },
  { label: 'Informatie (geen antwoord)', text: 'Na het versturen hoor je van ons.' },
  { label: 'Tijd', text: 'Hoe laat kom je?' },
];

async function createFormInBuilder(page: Page, title: string, access?: string) {
  await page.goto(`${portalUrl}/form_builder`);
  await page.getByRole('main').getByRole('link', { name: 'Nieuw formulier' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuw formulier');
  await page.getByLabel('Titel').fill(title);
  if (access) await page.getByLabel(access).check();
  await page.getByLabel('Status').selectOption({ label: 'Open' });
  await page.getByRole('button', { name: 'Formulier aanmaken' }).click();
  await expect(toast(page, 'Formulier aangemaakt')).toBeVisible();
  await expect(page).toHaveURL(/\/form_builder\/[0-9a-f-]{36}\/edit$/);
  return /\/form_builder\/([0-9a-f-]{36})\/edit$/.exec(page.url())![1]!;
}

async function readForm(request: APIRequestContext, headers: Record<string, string>, id: string) {
  const response = await request.get(`${siteUrl}/api/v1/forms/${id}?include=questions`, {
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  const document = await response.json();
  const questions = (document.included ?? []) as { id: string; attributes: { text: string } }[];
  return {
    token: document.data.attributes.token as string,
    publicUrl: document.data.attributes.public_url as string,
    questionId: (text: string) =>
      questions.find((question) => question.attributes.text === text)!.id,
  };
}

test.describe('the form builder', () => {
  test('an organisation superuser builds a form with every question type, shares it and reads its answers', async ({
    page,
    context,
    request,
  }) => {
    // Ten questions added one by one, a preview, an answer and an export: a long journey.
    test.setTimeout(180_000);
    await signInOnPortal(page, ORGANIZATION_MANAGER);
    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Formulieren' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formulieren');
    await expectNoAxeViolations(page);

    const title = 'Aanmelding buurtfeest';
    const id = await createFormInBuilder(page, title);

    for (const question of QUESTIONS) {
      await page.getByLabel('Soort nieuwe vraag').selectOption({ label: question.label });
      await page.getByRole('main').getByRole('button', { name: 'Vraag toevoegen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Vraag toevoegen' });
      await expect(dialog.getByLabel('Soort')).toHaveValue(/.+/);
      await dialog
        .getByRole('textbox', {
          name: question.label === 'Informatie (geen antwoord)' ? 'Tekst' : 'Vraag',
          exact: true,
        })
        .fill(question.text);
      await question.fill?.(dialog);
      await dialog.getByRole('button', { name: 'Vraag toevoegen' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 3, name: question.text })).toBeVisible();
    }
    const headings = page.getByRole('list', { name: 'Vragen' }).getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(QUESTIONS.length);
    await expect(headings.first()).toHaveText('1. Wat is je naam?');

    // A multiple-choice question without options is refused beside the field.
    await page.getByLabel('Soort nieuwe vraag').selectOption({ label: 'Meerkeuze' });
    await page.getByRole('main').getByRole('button', { name: 'Vraag toevoegen' }).click();
    const emptyChoice = page.getByRole('dialog', { name: 'Vraag toevoegen' });
    await emptyChoice.getByRole('textbox', { name: 'Vraag', exact: true }).fill('Zonder opties');
    await emptyChoice.getByRole('button', { name: 'Vraag toevoegen' }).click();
    await expect(emptyChoice.getByText('Het formulier bevat fouten')).toBeVisible();
    await emptyChoice.getByRole('button', { name: 'Annuleren' }).click();
    await expect(emptyChoice).toBeHidden();

    // Move up by button: the focus follows the moved question (its heading), as in the page editor.
    await page.getByRole('button', { name: 'Omhoog Welk dagdeel past je?' }).click();
    await expect(headings.first()).toHaveText('1. Welk dagdeel past je?');
    await expect(headings.first()).toBeFocused();
    await expect(page.getByText('Welk dagdeel past je? verplaatst naar plek 1.')).toBeAttached();
    // And by keyboard drag: space lifts, the arrow moves, space drops.
    await page
      .getByRole('button', { name: 'Slepen om 1. Welk dagdeel past je? te verplaatsen' })
      .focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('1. Welk dagdeel past je? is boven plek 1.')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('1. Welk dagdeel past je? is boven plek 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(headings.first()).toHaveText('1. Wat is je naam?');
    await expect(headings.nth(1)).toHaveText('2. Welk dagdeel past je?');

    // Edit a question in its dialog.
    await page.getByRole('button', { name: 'Bewerken Je website' }).click();
    const editing = page.getByRole('dialog', { name: 'Vraag bewerken' });
    await editing
      .getByRole('textbox', { name: 'Vraag', exact: true })
      .fill('Je website of sociale media');
    await editing.getByRole('button', { name: 'Vraag opslaan' }).click();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Je website of sociale media' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The preview draws the form as visitors see it.
    await page
      .getByRole('navigation', { name: 'Formulier' })
      .getByRole('link', { name: 'Voorbeeld' })
      .click();
    const preview = page.getByRole('region', { name: 'Voorbeeld' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.getByText('Wat is je naam?')).toBeVisible();
    await expect(preview.getByText('Na het versturen hoor je van ons.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The overview shows the public link; copying it puts it on the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portalUrl });
    await page
      .getByRole('navigation', { name: 'Formulier' })
      .getByRole('link', { name: 'Overzicht en antwoorden' })
      .click();
    const { headers } = await apiSession(request, ORGANIZATION_MANAGER);
    const form = await readForm(request, headers, id);
    await expect(page.getByRole('link', { name: form.publicUrl })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Link kopiëren' }).click();
    await expect(toast(page, 'Link gekopieerd')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(form.publicUrl);

    // A visitor's answers, sent through the form's token.
    const answers = {
      [form.questionId('Wat is je naam?')]: 'Ann de Vries',
      [form.questionId('Welk dagdeel past je?')]: 'Middag',
      [form.questionId('Op welke dag kom je?')]: '2026-07-04',
      [form.questionId('Met hoeveel personen?')]: '3',
      [form.questionId('Wat neem je mee?')]: ['Hapjes', 'Drankjes'],
      [form.questionId('Je e-mailadres')]: 'ann@example.nl',
      [form.questionId('Je website of sociale media')]: 'https://example.nl',
      [form.questionId('Je telefoonnummer')]: '0612345678',
      [form.questionId('Hoe laat kom je?')]: '14:30',
    };
    const sent = await request.post(`${siteUrl}/api/v1/public_forms/${form.token}`, {
      headers: { 'content-type': jsonApi },
      data: { data: { type: 'form_submissions', attributes: { answers } } },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await page.reload();
    const answersTable = page.getByRole('table', { name: /Antwoorden, 1 in totaal/ });
    await expect(answersTable.getByRole('cell', { name: 'Ann de Vries' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The export: a CSV with a column per question.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteren (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Wat is je naam?');
    expect(csv).toContain('Je website of sociale media');
    expect(csv).toContain('Ann de Vries');

    // One submission: every answer beside its question.
    await answersTable.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Antwoorden van /);
    await expect(page.getByText('Ann de Vries')).toBeVisible();
    await expect(page.getByText('Hapjes, Drankjes')).toBeVisible();
    await expectNoAxeViolations(page);

    // A question removed after it was answered stays with its answers, marked.
    await page.goto(`${portalUrl}/form_builder/${id}/edit`);
    await page.getByRole('button', { name: 'Verwijderen Je telefoonnummer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Vraag verwijderen' }).click();
    await expect(toast(page, 'Vraag verwijderd')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Je telefoonnummer' })).toHaveCount(0);
    await page.goto(`${portalUrl}/form_builder/${id}`);
    await page
      .getByRole('table', { name: /Antwoorden, 1 in totaal/ })
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByText('verwijderde vraag')).toBeVisible();
    await expect(page.getByText('0612345678')).toBeVisible();
  });

  test('an invitation-only form invites two addresses and revokes one', async ({ page }) => {
    test.setTimeout(90_000);
    await signInOnPortal(page, ORGANIZATION_MANAGER);
    // The spec's address under /content leads to the form builder.
    await page.goto(`${portalUrl}/content/forms`);
    await expect(page).toHaveURL(`${portalUrl}/form_builder`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formulieren');
    const id = await createFormInBuilder(page, 'Evaluatie training', 'Alleen genodigden');
    await page.goto(`${portalUrl}/form_builder/${id}`);
    const invitations = page.getByRole('region', { name: 'Uitnodigingen' });
    await expect(invitations.getByText('Er is nog niemand uitgenodigd.')).toBeVisible();
    await invitations.getByLabel('E-mailadressen').fill('Piet <piet@example.nl>; kees@example.nl');
    await invitations.getByRole('button', { name: 'Uitnodigen' }).click();
    await expect(toast(page, 'Uitnodigingen verstuurd')).toBeVisible();
    const rows = invitations.getByRole('row');
    await expect(invitations.getByRole('row', { name: /piet@example\.nl/ })).toContainText(
      'Verstuurd',
    );
    await expect(invitations.getByRole('row', { name: /kees@example\.nl/ })).toContainText(
      'Verstuurd',
    );
    await expect(rows).toHaveCount(3);
    await expectNoAxeViolations(page);

    await invitations.getByRole('button', { name: 'Intrekken piet@example.nl' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Uitnodiging intrekken' })
      .click();
    await expect(toast(page, 'Uitnodiging ingetrokken')).toBeVisible();
    await expect(invitations.getByRole('row', { name: /piet@example\.nl/ })).toContainText(
      'Ingetrokken',
    );
    await expect(invitations.getByRole('row', { name: /kees@example\.nl/ })).toContainText(
      'Verstuurd',
    );
    await expect(
      invitations.getByRole('button', { name: 'Intrekken piet@example.nl' }),
    ).toHaveCount(0);
  });
});
