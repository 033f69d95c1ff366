import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiSession, portalUrl, signInOnPortal } from './support/portal';
import { createPublishedVacancy, siteUrl } from './support/site';
import { expect, test } from './support/test';

/** A 4×4 PNG, sent along as a photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgL8uDIwbiOACFMw8xlWZBmAAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An API session that keeps its rotated token (devise_token_auth), as the
 * apps do, so it can be used for the length of a journey.
 */
async function apiUser(request: APIRequestContext, email: string) {
  const { headers } = await apiSession(request, email);
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await request.fetch(`${siteUrl}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/vnd.api+json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
    const token = response.headers()['access-token']?.trim();
    if (token) headers['access-token'] = token;
    return response;
  };
  return { send };
}

test.describe('portal: conversations', () => {
  test('an organisation starts a conversation from an application and sees the answer arrive without a reload', async ({ page, request }) => {
    test.setTimeout(120_000);
    const organisation = await apiSession(request, 'organisatie@public.example');
    const title = `Bezorger gesprekken ${Date.now()}`;
    const vacancy = await createPublishedVacancy(request, organisation.headers, { title, description: '<p>Je bezorgt pakketten.</p>' });
    const volunteer = await apiUser(request, 'vrijwilliger@public.example');
    const applied = await volunteer.send('POST', '/api/v1/applications', {
      data: { type: 'applications', attributes: { vacancy_id: vacancy.id, message: 'Ik heb een auto.' } },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const applicationId = (await applied.json()).data.id as string;

    // The organisation is told: the bell counts it and opens the application.
    await signInOnPortal(page, 'organisatie@public.example');
    const bell = page.getByRole('button', { name: /^Meldingen, \d+ ongelezen$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await page.getByRole('dialog', { name: 'Meldingen' }).getByRole('link', { name: `Eva Bakker heeft zich aangemeld voor ${title}.` }).click();
    await expect(page).toHaveURL(`${portalUrl}/applications/${applicationId}`);

    // From the application: a conversation with the applicant.
    await page.getByRole('button', { name: 'Begin een conversatie met Eva Bakker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Een conversatie met Eva Bakker' });
    await expect(dialog.getByLabel('Onderwerp')).toHaveValue(`Je aanmelding voor ${title}`);
    await dialog.getByLabel('Bericht').fill('Hoi Eva, kun je vrijdag een proefrit maken?');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page).toHaveURL(new RegExp(`${portalUrl}/conversations/[0-9a-f-]{36}$`));
    const conversationId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: `Je aanmelding voor ${title}` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Je aanmelding voor ${title} - `));
    const messages = page.getByRole('region', { name: 'Berichten' });
    await expect(messages.getByText('Hoi Eva, kun je vrijdag een proefrit maken?')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Deelnemers' })).toContainText('Voedselbank Zwolle (jij)');
    await expectNoAxeViolations(page);

    // The volunteer answers (the public site's pages do this through the same API): it arrives live.
    const answered = await volunteer.send('POST', `/api/v1/conversations/${conversationId}/messages`, {
      data: { type: 'conversation_messages', attributes: { body: 'Ja, vrijdag om tien uur kan ik.' } },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    await expect(messages.getByText('Ja, vrijdag om tien uur kan ik.')).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Nieuw bericht van Eva Bakker' })).toHaveText(
      'Nieuw bericht van Eva Bakker: Ja, vrijdag om tien uur kan ik.',
    );

    // A reply with a photo, by keyboard: Ctrl+Enter sends.
    await page.getByLabel('Bestanden (afbeeldingen of pdf, elk hoogstens 10 MB)').setInputFiles({ name: 'route.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('list', { name: 'Bestanden om mee te sturen' })).toContainText('route.png');
    const reply = page.getByLabel('Je bericht');
    await reply.fill('Hier is de route.');
    await reply.press('Control+Enter');
    await expect(messages.getByText('Hier is de route.')).toBeVisible();
    await expect(messages.getByRole('img', { name: 'Afbeelding: route.png' })).toBeVisible();
    await expect(reply).toHaveValue('');
    await expect(reply).toBeFocused();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // The list: newest first, read, found by a word of a message.
    await page.getByRole('link', { name: 'Terug naar de conversaties' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conversaties' })).toBeVisible();
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow.getByRole('link', { name: `Je aanmelding voor ${title}` })).toBeVisible();
    await expect(firstRow).toContainText('geen');
    await page.getByLabel('Woorden in het onderwerp of een bericht').fill('proefrit');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/q=proefrit/);
    await expect(page.getByRole('link', { name: `Je aanmelding voor ${title}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);

    // A new message moves the conversation up and counts as unread, without a reload.
    await page.getByRole('link', { name: 'Filters wissen' }).click();
    await volunteer.send('POST', `/api/v1/conversations/${conversationId}/messages`, {
      data: { type: 'conversation_messages', attributes: { body: 'Tot vrijdag!' } },
    });
    await expect(page.getByRole('row').nth(1)).toContainText('1 ongelezen', { timeout: 10_000 });
  });

  test('a guest applicant has no account: the application says a conversation is not possible', async ({ page, request }) => {
    const organisation = await apiSession(request, 'organisatie@public.example');
    const vacancy = await createPublishedVacancy(request, organisation.headers, { title: `Gastheer ${Date.now()}`, description: '<p>Welkom heten.</p>' });
    const applied = await request.post(`${siteUrl}/api/v1/applications`, {
      headers: { 'content-type': 'application/vnd.api+json' },
      data: { data: { type: 'applications', attributes: { vacancy_id: vacancy.id, first_name: 'Gijs', last_name: 'Gast', email: `gijs-${Date.now()}@example.org` } } },
    });
    expect(applied.status()).toBe(201);
    await signInOnPortal(page, 'organisatie@public.example');
    await page.goto(`${portalUrl}/applications/${(await applied.json()).data.id}`);
    await expect(
      page.getByText('Gijs Gast heeft zonder account gereageerd, dus een conversatie in het platform kan niet. Neem contact op per e-mail of telefoon.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Begin een conversatie/ })).toHaveCount(0);
  });

  test("the centre's staff start a conversation from an organisation's page, and its answer arrives live", async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInOnPortal(page, 'centrum@public.example');
    await page.goto(`${portalUrl}/organizations`);
    await page.getByRole('link', { name: 'Voedselbank Zwolle' }).first().click();
    await page.getByRole('button', { name: 'Begin een conversatie met Voedselbank Zwolle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Een conversatie met Voedselbank Zwolle' });
    const subject = `Jaargesprek ${Date.now()}`;
    await dialog.getByLabel('Onderwerp').fill(subject);
    // Validated on blur, in the shared schema's words.
    await dialog.getByLabel('Bericht').focus();
    await dialog.getByLabel('Onderwerp').focus();
    await expect(dialog.getByText('Bericht is verplicht.')).toBeVisible();
    await dialog.getByLabel('Bericht').fill('Zullen we een afspraak maken?');
    await dialog.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    const conversationId = page.url().split('/').pop()!;

    const organisation = await apiUser(request, 'organisatie@public.example');
    const answered = await organisation.send('POST', `/api/v1/conversations/${conversationId}/messages`, {
      data: { type: 'conversation_messages', attributes: { body: 'Graag, volgende week dinsdag?' } },
    });
    expect(answered.status()).toBe(201);
    await expect(page.getByRole('region', { name: 'Berichten' }).getByText('Graag, volgende week dinsdag?')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('region', { name: 'Berichten' })).toContainText('namens Voedselbank Zwolle');
  });
});
