import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiSession, portalUrl, signInOnPortal } from './support/portal';
import { createPublishedVacancy, signInOnSite, siteUrl } from './support/site';
import { expect, test } from './support/test';

// Issue 17, the owner's journey across both apps: a volunteer applies on the
// public site, the organisation sees the bell and the notification in the
// portal, opens the application and starts a conversation from it; the
// volunteer finds it on the public site (bell, account menu, their
// applications), answers with a photo, and the organisation's open thread
// shows the answer without a reload. The vacancies are created through the
// API by the demo organisation's manager, so nothing depends on the seed.

const run = Date.now().toString(36);
const ORGANISATION = 'Voedselbank Zwolle';
const VOLUNTEER = 'Eva Bakker';

/** A 4×4 PNG, sent along as a photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgL8uDIwbiOACFMw8xlWZBmAAAAABJRU5ErkJggg==',
  'base64',
);

/** The organisation's manager, signed in on the portal in a browser of their own. */
async function organisationInPortal(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await signInOnPortal(page, 'organisatie@public.example');
  return page;
}

/** The unread count in the bell's name ("Meldingen, 3 ongelezen"; none: "Meldingen"). */
async function unreadInBell(page: Page): Promise<number> {
  const name = await page
    .getByRole('banner')
    .getByRole('button', { name: /^Meldingen/ })
    .getAttribute('aria-label');
  return Number(name?.match(/(\d+) ongelezen/)?.[1] ?? 0);
}

/** Light and dark: axe finds nothing on the page as it is. */
async function expectAccessibleInBothModes(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('conversations across the apps', () => {
  test('a volunteer applies, the organisation starts a conversation from the application, the answer arrives without a reload', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const title = `Chauffeur voedselpakketten ${run}`;
    const subject = `Je aanmelding voor ${title}`;
    const { headers } = await apiSession(request, 'organisatie@public.example');
    const vacancy = await createPublishedVacancy(request, headers, {
      title,
      description: '<p>Je rijdt op vrijdag de bus.</p>',
    });

    // The volunteer applies on the public site.
    await signInOnSite(page, 'vrijwilliger@public.example', `/vacancies/${vacancy.id}`);
    await expect(
      page
        .getByRole('region', { name: 'Een vraag?' })
        .getByRole('button', { name: 'Stuur een bericht' }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Reageren' });
    await form.getByLabel('Bericht').fill('Ik heb rijbewijs C.');
    await form.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Bedankt, je reactie is verstuurd!' }),
    ).toBeVisible();

    // Their application offers a question until there is a conversation about it.
    await page.goto('/profiel/aanmeldingen');
    const application = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(
      application.getByRole('button', { name: `Stel een vraag over je aanmelding voor ${title}` }),
    ).toBeVisible();
    const unreadBefore = await unreadInBell(page);

    // The organisation is told: the bell counts it, its notification opens the application.
    const portal = await organisationInPortal(browser);
    const portalBell = portal.getByRole('button', { name: /^Meldingen, \d+ ongelezen$/ });
    await expect(portalBell).toBeVisible();
    await portalBell.click();
    await portal
      .getByRole('dialog', { name: 'Meldingen' })
      .getByRole('link', { name: `${VOLUNTEER} heeft zich aangemeld voor ${title}.` })
      .click();
    await expect(portal).toHaveURL(new RegExp(`^${portalUrl}/applications/[0-9a-f-]{36}$`));

    // From the application, a conversation with the applicant.
    await portal.getByRole('button', { name: `Begin een conversatie met ${VOLUNTEER}` }).click();
    const dialog = portal.getByRole('dialog', { name: `Een conversatie met ${VOLUNTEER}` });
    await expect(dialog.getByLabel('Onderwerp')).toHaveValue(subject);
    await dialog.getByLabel('Bericht').fill('Hoi Eva, kun je vrijdag een proefrit maken?');
    await dialog.getByRole('button', { name: 'Verstuur' }).click();
    await expect(portal).toHaveURL(new RegExp(`^${portalUrl}/conversations/[0-9a-f-]{36}$`));
    const conversationId = portal.url().split('/').pop()!;
    const portalMessages = portal.getByRole('region', { name: 'Berichten' });
    await expect(
      portalMessages.getByText('Hoi Eva, kun je vrijdag een proefrit maken?'),
    ).toBeVisible();
    // What survives only as long as no page load happens.
    await portal.evaluate(() => Object.assign(window, { journeyMarker: 'still the same page' }));

    // The volunteer's open page hears of it live: the bell, the application, the account menu.
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: `Meldingen, ${unreadBefore + 1} ongelezen` }),
    ).toBeVisible({ timeout: 10_000 });
    const aboutIt = application.getByRole('link', { name: subject });
    await expect(aboutIt).toHaveAttribute('href', `/conversations/${conversationId}`);
    await expect(application).toContainText('1 ongelezen');
    await expect(application.getByRole('button', { name: /^Stel een vraag/ })).toHaveCount(0);

    const bell = page.getByRole('banner').getByRole('button', { name: /^Meldingen/ });
    await bell.click();
    const notification = page
      .getByRole('banner')
      .getByRole('region', { name: 'Meldingen' })
      .getByRole('link', { name: new RegExp(`schreef in de conversatie ${subject}\\.$`) });
    await expect(notification).toHaveAttribute('href', `/conversations/${conversationId}`);
    await page.keyboard.press('Escape');

    const account = page.getByRole('banner').getByRole('button', { name: /^Accountmenu van/ });
    await account.click();
    const accountMenu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    await accountMenu.getByRole('link', { name: /^Conversaties \d+ ongelezen$/ }).click();

    // The list: newest first, this one unread.
    await expect(page).toHaveURL(`${siteUrl}/conversations`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversaties');
    await expect(page).toHaveTitle('Conversaties - Vrijwilligersplatform');
    const first = page
      .getByRole('region', { name: 'Je conversaties' })
      .getByRole('article')
      .first();
    await expect(first.getByRole('heading', { name: subject })).toBeVisible();
    await expect(first).toContainText('1 ongelezen');
    await expect(first).toContainText(`met ${ORGANISATION}`);
    await expect(first).toContainText('Hoi Eva, kun je vrijdag een proefrit maken?');
    await expectAccessibleInBothModes(page);

    // Search finds it by a word of a message, "unread only" too.
    await page.getByLabel('Woorden in het onderwerp of een bericht').fill('proefrit');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page).toHaveURL(/q=proefrit/);
    await expect(
      page.getByRole('region', { name: 'Je conversaties' }).getByRole('article'),
    ).toHaveCount(1);
    await page.getByLabel('Alleen ongelezen').check();
    await expect(page).toHaveURL(/unread=true/);
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
    await page.getByLabel('Woorden in het onderwerp of een bericht').fill('fietsbel');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByText('Geen conversatie past bij deze zoekopdracht.')).toBeVisible();
    await page.getByRole('link', { name: 'Alle conversaties tonen' }).click();

    // The thread: reading it reads it, everywhere.
    await page.getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(`${siteUrl}/conversations/${conversationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(page).toHaveTitle(`${subject} - Vrijwilligersplatform`);
    await expect(page.getByRole('list', { name: 'Deelnemers' })).toContainText(
      `${VOLUNTEER} (jij)`,
    );
    await expect(page.getByRole('list', { name: 'Deelnemers' })).toContainText(ORGANISATION);
    await expect(
      page.getByRole('link', { name: `Over je aanmelding voor ${title}` }),
    ).toHaveAttribute('href', '/profiel/aanmeldingen');
    const messages = page.getByRole('region', { name: 'Berichten' });
    await expect(messages.getByText('Hoi Eva, kun je vrijdag een proefrit maken?')).toBeVisible();
    await expect(bell).toHaveAccessibleName(
      unreadBefore === 0 ? 'Meldingen' : `Meldingen, ${unreadBefore} ongelezen`,
    );
    await expectAccessibleInBothModes(page);

    // The volunteer answers with a photo.
    await page
      .getByLabel('Bestanden (afbeeldingen of pdf, elk hoogstens 10 MB)')
      .setInputFiles({ name: 'rijbewijs.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('list', { name: 'Bestanden om mee te sturen' })).toContainText(
      'rijbewijs.png',
    );
    await page.getByLabel('Je bericht').fill('Ja, vrijdag om tien uur kan ik.');
    await page.getByRole('button', { name: 'Verstuur' }).click();
    await expect(messages.getByText('Ja, vrijdag om tien uur kan ik.')).toBeVisible();
    await expect(messages.getByRole('img', { name: 'Afbeelding: rijbewijs.png' })).toBeVisible();
    await expect(page.getByLabel('Je bericht')).toHaveValue('');

    // The organisation's open thread shows it, the photo as an image, read out politely; no page load happened.
    await expect(portalMessages.getByText('Ja, vrijdag om tien uur kan ik.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(
      portalMessages.getByRole('img', { name: 'Afbeelding: rijbewijs.png' }),
    ).toBeVisible();
    await expect(
      portal.locator('[aria-live="polite"]').filter({ hasText: `Nieuw bericht van ${VOLUNTEER}` }),
    ).toHaveText(`Nieuw bericht van ${VOLUNTEER}: Ja, vrijdag om tien uur kan ik.`);
    expect(await portal.evaluate(() => (window as { journeyMarker?: string }).journeyMarker)).toBe(
      'still the same page',
    );
    await expect(portal).toHaveURL(`${portalUrl}/conversations/${conversationId}`);

    // And the other way round: the organisation writes, the volunteer's thread shows it live.
    await portal.getByLabel('Je bericht').fill('Top, tot vrijdag!');
    await portal.getByRole('button', { name: 'Verstuur' }).click();
    await expect(messages.getByText('Top, tot vrijdag!')).toBeVisible({ timeout: 10_000 });
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: 'Nieuw bericht van' }),
    ).toContainText('Top, tot vrijdag!');
    await portal.context().close();
  });

  test('a volunteer asks about a vacancy from its page; a visitor is asked to sign in first; both pages fit a phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `Klusser in het buurthuis ${run}`;
    const { headers } = await apiSession(request, 'organisatie@public.example');
    const vacancy = await createPublishedVacancy(request, headers, {
      title,
      description: '<p>Je repareert wat kapot is.</p>',
    });

    // A visitor sees a way to sign in, which comes back here.
    await page.goto(`/vacancies/${vacancy.id}`);
    const question = page.getByRole('region', { name: 'Een vraag?' });
    await expect(question).toContainText(
      `Log in om ${ORGANISATION} een bericht over deze vacature te sturen.`,
    );
    await expect(question.getByRole('button')).toHaveCount(0);
    await question.getByRole('link', { name: 'Log in' }).click();
    // The vacancy page has an e-mail field of its own: fill in the sign-in page's once it is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await page.getByLabel('E-mailadres').fill('vrijwilliger@public.example');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('demo-wachtwoord-2026');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(`${siteUrl}/vacancies/${vacancy.id}`);

    // Signed in: a message to the organisation, about this vacancy.
    await question.getByRole('button', { name: 'Stuur een bericht' }).click();
    const dialog = page.getByRole('dialog', { name: `Een bericht aan ${ORGANISATION}` });
    await expect(dialog.getByLabel('Onderwerp')).toHaveValue(`Vraag over ${title}`);
    // Validated on blur, in the shared schema's words.
    await dialog.getByLabel('Bericht').focus();
    await dialog.getByLabel('Onderwerp').focus();
    await expect(dialog.getByText('Bericht is verplicht.')).toBeVisible();
    await expectAccessibleInBothModes(page);
    await dialog.getByLabel('Bericht').fill('Is gereedschap aanwezig?');
    await dialog.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page).toHaveURL(new RegExp(`^${siteUrl}/conversations/[0-9a-f-]{36}$`));
    const conversationId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Vraag over ${title}`);
    await expect(page.getByRole('link', { name: `Over de vacature ${title}` })).toHaveAttribute(
      'href',
      `/vacancies/${vacancy.id}`,
    );
    await expect(
      page.getByRole('region', { name: 'Berichten' }).getByText('Is gereedschap aanwezig?'),
    ).toBeVisible();

    // Back on the vacancy, the conversation is there instead of a second one.
    await page.getByRole('link', { name: `Over de vacature ${title}` }).click();
    await expect(question).toContainText('Je hebt contact over deze vacature:');
    await expect(question.getByRole('link', { name: `Vraag over ${title}` })).toHaveAttribute(
      'href',
      `/conversations/${conversationId}`,
    );
    await expect(question.getByRole('button', { name: 'Stuur een bericht' })).toHaveCount(0);

    // On a 360 px phone nothing is wider than the screen, in light and dark.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/conversations', `/conversations/${conversationId}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Is gereedschap aanwezig?').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await expectAccessibleInBothModes(page);
    }

    // Someone who does not take part is told so, in the site's frame.
    await page.goto('/conversations/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversatie niet gevonden');
    await expect(
      page.getByText('Deze conversatie bestaat niet, of je neemt er niet aan deel.'),
    ).toBeVisible();

    // Signed out, the pages ask to sign in first.
    await page.goto('/uitloggen');
    await expect(page).toHaveURL(`${siteUrl}/`);
    await page.goto('/conversations');
    await expect(page).toHaveURL(/\/auth\/login-1\?redirect=/);
  });
});
