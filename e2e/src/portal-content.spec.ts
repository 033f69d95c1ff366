import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { portalUrl, signInOnPortal, toast } from './support/portal';
import { siteUrl } from './support/site';
import { expect, test } from './support/test';

// The CMS in the portal: a content manager builds a news item from blocks,
// saves a draft visitors do not see, publishes it, and edits it while visitors
// keep the published version.

/** A small but well-formed PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 450, channels: 3, background: colour } }).png().toBuffer();
}

test.describe('content in the portal', () => {
  test('a content manager builds, previews and publishes a news item; visitors see only what is published', async ({ page, browser }) => {
    // A whole editing session with an upload and two visitors' views: longer than one page's default.
    test.setTimeout(120_000);
    await signInOnPortal(page, 'redacteur@public.example');
    await page.goto(`${portalUrl}/content`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
    await expect(page.getByRole('main').getByRole('link', { name: 'Over ons', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Nieuw nieuwsbericht' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuw nieuwsbericht');
    await page.getByRole('textbox', { name: 'Titel', exact: true }).first().fill('Open dag in de bibliotheek');
    await page.getByLabel('Samenvatting').fill('Kom kennismaken met de vrijwilligers van de bibliotheek.');

    const picker = page.getByLabel('Blok om toe te voegen');
    await picker.selectOption({ label: 'Markdown-tekst' });
    await page.getByRole('button', { name: 'Blok toevoegen' }).click();
    // The new block's heading takes the focus, so a keyboard user goes on from there.
    await expect(page.getByRole('heading', { name: '1. Markdown-tekst' })).toBeFocused();
    await page.locator('textarea[name="blocks.0.props.markdown"]').fill('Op **zaterdag** is iedereen welkom.\n\n[Bekijk de vacatures](/vacancies/search)');

    await picker.selectOption({ label: 'Afbeelding' });
    await page.getByRole('button', { name: 'Blok toevoegen' }).click();
    // Saving without the image's alt text is refused next to the field; nothing is stored.
    await page.getByRole('group', { name: 'Afbeelding', exact: true }).getByLabel('Afbeelding uploaden').setInputFiles({ name: 'zaal.png', mimeType: 'image/png', buffer: await png('#0f766e') });
    await expect(page.locator('input[name="blocks.1.props.image.url"]')).toHaveValue(/^\/uploads\/public\/[0-9a-f-]{36}\.webp$/);
    await page.getByRole('button', { name: 'Concept opslaan' }).click();
    await expect(page.getByText('Het formulier bevat fouten')).toBeVisible();
    await page.locator('input[name="blocks.1.props.image.alt"]').fill('De zaal van de bibliotheek');
    // Leaving the field checks it again, and the form's error message goes.
    await page.locator('input[name="blocks.1.props.image.alt"]').press('Tab');
    await expect(page.getByText('Het formulier bevat fouten')).toHaveCount(0);

    await picker.selectOption({ label: 'Oproep tot actie' });
    await page.getByRole('button', { name: 'Blok toevoegen' }).click();
    await page.locator('input[name="blocks.2.props.title"]').fill('Doe mee');
    await page.locator('input[name="blocks.2.props.button.label"]').fill('Naar de vacatures');
    await page.locator('input[name="blocks.2.props.button.href"]').fill('/vacancies/search');

    // Reorder by keyboard: the call to action moves above the image.
    await page.getByRole('button', { name: 'Omhoog 3. Oproep tot actie' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: '2. Oproep tot actie' })).toBeFocused();

    // The live preview draws the blocks as visitors will see them.
    const preview = page.getByRole('region', { name: 'Voorbeeld' });
    await expect(preview.getByText('zaterdag')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Naar de vacatures' })).toHaveAttribute('href', /\/vacancies\/search$/);
    await preview.getByRole('button', { name: 'Donker' }).click();
    await expect(preview.locator('[data-preview-color-mode="dark"]')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Concept opslaan' }).click();
    await expect(toast(page, 'Concept opgeslagen')).toBeVisible();
    await expect(page).toHaveURL(/\/content\/pages\/[0-9a-f-]{36}$/);
    // A visitor in a browser of their own (axe needs a page of a context).
    const visitorContext = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(`${siteUrl}/nieuws/open-dag-in-de-bibliotheek`))?.status()).toBe(404);

    await page.getByRole('button', { name: 'Opslaan en publiceren' }).click();
    await expect(toast(page, 'Pagina gepubliceerd')).toBeVisible();
    await visitor.goto(`${siteUrl}/nieuws/open-dag-in-de-bibliotheek`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Open dag in de bibliotheek');
    await expect(visitor.getByRole('img', { name: 'De zaal van de bibliotheek' })).toBeVisible();
    await visitor.goto(`${siteUrl}/nieuws`);
    await expect(visitor.getByRole('link', { name: 'Open dag in de bibliotheek' })).toBeVisible();

    // A later edit is a draft: visitors keep the published title until it is published.
    await page.getByRole('textbox', { name: 'Titel', exact: true }).first().fill('Open dag in de bibliotheek (verzet)');
    await page.getByRole('button', { name: 'Concept opslaan' }).click();
    await expect(toast(page, 'Concept opgeslagen')).toBeVisible();
    await visitor.goto(`${siteUrl}/nieuws/open-dag-in-de-bibliotheek`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Open dag in de bibliotheek');
    await expect(page.getByText('Niet-gepubliceerde wijzigingen')).toBeVisible();

    // Into the header menu, where visitors open it, in Dutch and English, light and dark.
    await page.getByRole('link', { name: 'Terug naar de inhoud' }).click();
    await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Menu\'s' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu\'s');
    const header = page.getByRole('region', { name: 'Hoofdmenu' });
    await header.getByText('Een item toevoegen aan Hoofdmenu').click();
    await header.getByRole('textbox', { name: 'Naam in het menu' }).fill('Open dag');
    await header.getByRole('combobox', { name: 'Pagina', exact: true }).selectOption({ label: 'Open dag in de bibliotheek (verzet) (/nieuws/open-dag-in-de-bibliotheek)' });
    await header.getByRole('button', { name: 'Menu-item toevoegen' }).click();
    await expect(toast(page, 'Menu-item toegevoegd')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Bewerken Open dag' })).toBeVisible();
    await expect(toast(page, 'Menu-item toegevoegd')).toBeHidden({ timeout: 10_000 });
    // Checked from the top: rows scrolled half under the sticky header count as obscured targets.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    await visitor.goto(siteUrl);
    await visitor.getByRole('banner').getByRole('link', { name: 'Open dag' }).click();
    await expect(visitor).toHaveURL(/\/nieuws\/open-dag-in-de-bibliotheek$/);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Open dag in de bibliotheek');
    await expectNoAxeViolations(visitor);
    await visitor.emulateMedia({ colorScheme: 'dark' });
    await visitor.goto(`${siteUrl}/en/nieuws/open-dag-in-de-bibliotheek`);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
    await expect(visitor.getByRole('banner').getByRole('link', { name: 'Open dag' })).toHaveAttribute('href', '/en/nieuws/open-dag-in-de-bibliotheek');
    await expectNoAxeViolations(visitor);
    await visitorContext.close();
  });

  test('a content manager searches, adds, describes and removes library images, and picks one for an image block', async ({ page }) => {
    test.setTimeout(90_000);
    await signInOnPortal(page, 'redacteur@public.example');
    await page.goto(`${portalUrl}/content`);
    await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Beeldbank' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beeldbank');
    // Each demo centre starts with a dozen images drawn on the machine that seeded it.
    await expect(page.getByText('12 afbeeldingen')).toBeVisible();
    await expectNoAxeViolations(page);

    const search = page.getByRole('search', { name: 'Afbeeldingen zoeken' });
    await search.getByLabel('Naam, beschrijving of trefwoord').fill('TULPEN');
    await search.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/q=TULPEN/);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Tulpenveld']);
    await page.getByRole('link', { name: 'Filters wissen' }).click();
    await expect(page.getByText('12 afbeeldingen')).toBeVisible();

    await page.getByText('Afbeelding toevoegen').click();
    await page.getByRole('button', { name: 'Toevoegen aan de beeldbank' }).click();
    await expect(page.getByText('Upload eerst een afbeelding.')).toBeVisible();
    await page.getByLabel('Afbeelding uploaden').setInputFiles({ name: 'maaltijd.png', mimeType: 'image/png', buffer: await png('#b45309') });
    await expect(page.getByRole('img', { name: 'De gekozen afbeelding' })).toHaveAttribute('src', /^\/uploads\/public\/[0-9a-f-]{36}\.webp$/);
    await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Buurtmaaltijd');
    await page.getByLabel('Korte beschrijving').fill('Buren eten samen aan een lange tafel.');
    await page.getByRole('textbox', { name: 'Trefwoorden' }).fill('Buurt, eten, buurt');
    await page.getByRole('button', { name: 'Toevoegen aan de beeldbank' }).click();
    await expect(toast(page, 'Afbeelding toegevoegd')).toBeVisible();
    await expect(page.getByText('13 afbeeldingen')).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Buurtmaaltijd' }) });
    await expect(card.getByRole('list', { name: 'Trefwoorden' }).getByRole('listitem')).toHaveText(['buurt', 'eten']);

    await card.getByRole('button', { name: 'Bewerken Buurtmaaltijd' }).click();
    const editor = page.getByRole('region', { name: '“Buurtmaaltijd” bewerken' });
    await editor.getByRole('textbox', { name: 'Naam', exact: true }).fill('Buurtmaaltijd in het dorpshuis');
    await editor.getByRole('button', { name: 'Afbeelding opslaan' }).click();
    await expect(toast(page, 'Afbeelding opgeslagen')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buurtmaaltijd in het dorpshuis' })).toBeVisible();

    await page.getByRole('button', { name: 'Verwijderen Buurtmaaltijd in het dorpshuis' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Afbeelding verwijderen' }).click();
    await expect(toast(page, 'Afbeelding verwijderd')).toBeVisible();
    await expect(page.getByText('12 afbeeldingen')).toBeVisible();

    // In the page editor an image block takes a library image, with its short description as the text alternative.
    await page.goto(`${portalUrl}/content/pages/new`);
    await page.getByLabel('Blok om toe te voegen').selectOption({ label: 'Afbeelding' });
    await page.getByRole('button', { name: 'Blok toevoegen' }).click();
    await page.getByRole('group', { name: 'Afbeelding', exact: true }).getByRole('button', { name: 'Kiezen uit de beeldbank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kiezen uit de beeldbank' });
    await dialog.getByLabel('Naam, beschrijving of trefwoord').fill('strand');
    await dialog.getByRole('button', { name: 'Zoeken' }).click();
    await expect(dialog.getByText('1 afbeelding', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Zonnig strand' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('input[name="blocks.0.props.image.url"]')).toHaveValue(/^\/uploads\/public\/[0-9a-f-]{36}\.webp$/);
    await expect(page.locator('input[name="blocks.0.props.image.alt"]')).toHaveValue('Geel zand, blauwe zee en een felle zon.');

    // The page's cover image is picked the same way.
    await page.getByRole('group', { name: 'Omslagafbeelding' }).getByRole('button', { name: 'Kiezen uit de beeldbank' }).click();
    await dialog.getByRole('button', { name: 'Tulpenveld' }).click();
    await expect(page.locator('input[name="coverImage.url"]')).toHaveValue(/^\/uploads\/public\/[0-9a-f-]{36}\.webp$/);
    await expect(page.locator('input[name="coverImage.alt"]')).toHaveValue('Rijen rode en gele tulpen tot aan de horizon.');
  });

  test('a content manager uploads documents, sees where each is used, and deletes only what no page uses', async ({ page }) => {
    test.setTimeout(90_000);
    await signInOnPortal(page, 'redacteur@public.example');
    await page.goto(`${portalUrl}/content`);
    await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Bestanden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestanden');

    // A web page renamed .pdf is refused by its bytes, with the API's own words.
    await page.getByLabel('Bestand uploaden').setInputFiles({ name: 'stiekem.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await expect(page.getByRole('alert')).toContainText('PDF');

    await page.getByLabel('Bestand uploaden').setInputFiles({ name: 'jaarverslag.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(toast(page, 'Bestand geüpload')).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'jaarverslag.pdf' }) });
    await expect(row).toContainText('Niet gebruikt');
    await expectNoAxeViolations(page);
    const fileUrl = await row.getByRole('link', { name: 'jaarverslag.pdf' }).getAttribute('href');
    expect(fileUrl).toMatch(/^\/uploads\/public\/[0-9a-f-]{36}\.pdf$/);

    // A page links to it (a draft counts: it will show the link once published).
    await page.goto(`${portalUrl}/content/pages/new`);
    await page.getByRole('textbox', { name: 'Titel', exact: true }).first().fill('Jaarverslag 2026');
    await page.getByLabel('Blok om toe te voegen').selectOption({ label: 'Markdown-tekst' });
    await page.getByRole('button', { name: 'Blok toevoegen' }).click();
    await page.locator('textarea[name="blocks.0.props.markdown"]').fill(`Lees [het jaarverslag](${fileUrl}).`);
    await page.getByRole('button', { name: 'Concept opslaan' }).click();
    await expect(toast(page, 'Concept opgeslagen')).toBeVisible();

    await page.goto(`${portalUrl}/content/file-upload?q=jaarverslag`);
    const used = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'jaarverslag.pdf' }) });
    await expect(used.getByRole('link', { name: 'Jaarverslag 2026' })).toBeVisible();
    await used.getByRole('button', { name: 'Verwijderen jaarverslag.pdf' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('is nog in gebruik');
    await dialog.getByRole('button', { name: 'Toch proberen' }).click();
    await expect(toast(page, 'Het bestand is niet verwijderd')).toContainText('Jaarverslag 2026');
    await expect(used).toBeVisible();

    // A file nothing uses goes at once.
    await page.getByLabel('Bestand uploaden').setInputFiles({ name: 'oud-rooster.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(toast(page, 'Bestand geüpload')).toBeVisible();
    await page.goto(`${portalUrl}/content/file-upload?q=oud-rooster`);
    await page.getByRole('button', { name: 'Verwijderen oud-rooster.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Bestand verwijderen' }).click();
    await expect(toast(page, 'Bestand verwijderd')).toBeVisible();
    await expect(page.getByText('Geen bestand past bij deze filters.')).toBeVisible();
  });

  test('blocks are reordered by dragging, with the mouse and with the keyboard', async ({ page }) => {
    await signInOnPortal(page, 'redacteur@public.example');
    await page.goto(`${portalUrl}/content/pages/new`);
    const picker = page.getByLabel('Blok om toe te voegen');
    for (const label of ['Markdown-tekst', 'Oproep tot actie', 'Citaat']) {
      await picker.selectOption({ label });
      await page.getByRole('button', { name: 'Blok toevoegen' }).click();
    }
    const headings = page.getByRole('region', { name: 'Blokken' }).getByRole('heading', { level: 3 });
    await expect(headings).toHaveText(['1. Markdown-tekst', '2. Oproep tot actie', '3. Citaat']);

    // The mouse: the quote's handle dragged above the first block.
    const handle = page.getByRole('button', { name: 'Slepen om 3. Citaat te verplaatsen' });
    const target = await headings.first().boundingBox();
    await handle.hover();
    await page.mouse.down();
    await page.mouse.move(target!.x + 20, target!.y - 10, { steps: 20 });
    await page.mouse.up();
    await expect(headings).toHaveText(['1. Citaat', '2. Markdown-tekst', '3. Oproep tot actie']);

    // The keyboard: space lifts, the arrow moves, space drops; the move is announced.
    await page.getByRole('button', { name: 'Slepen om 1. Citaat te verplaatsen' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('1. Citaat is boven plek 1.')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('1. Citaat is boven plek 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(headings).toHaveText(['1. Markdown-tekst', '2. Citaat', '3. Oproep tot actie']);
    await expect(page.getByText('Citaat verplaatst naar plek 2 van 3.')).toBeAttached();
    await expectNoAxeViolations(page);
  });

  test('an organisation superuser gets the 403 screen on /content', async ({ page }) => {
    await signInOnPortal(page, 'organisatie@public.example');
    await page.goto(`${portalUrl}/content`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang');
  });
});
