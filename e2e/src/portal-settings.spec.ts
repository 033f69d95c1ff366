import { type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { password, port, portalUrl, signInOnPortal, toast } from './support/portal';
import { expect, test } from './support/test';

// The journeys restyle the Apeldoorn centre, so the default Zwolle site other suites check keeps its look.
const CENTER_SUPERUSER = 'centrum-apeldoorn@public.example';
const apeldoornPortal = `http://portal.apeldoorn.localhost:${port}`;
const apeldoornSite = `http://apeldoorn.localhost:${port}`;
const APP_NAME = 'Vrijwilligersplatform';

/** The toast with this text, in the toaster's region. */
/** Signs the Apeldoorn centre's superuser in on its own portal. */
async function signInAsCenterSuperuser(page: Page): Promise<void> {
  await page.goto(`${apeldoornPortal}/auth/login-1`);
  await page.getByLabel('E-mailadres').fill(CENTER_SUPERUSER);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(`${apeldoornPortal}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Inloggen');
}

/** A solid PNG made on the spot, so no binary fixture is checked in. */
function png(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background } }).png().toBuffer();
}

/** An element's computed background colour. */
function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

test.describe('portal: centre settings', () => {
  test('a centre superuser restyles the public site: colour, contrast warning, logo and favicon', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signInAsCenterSuperuser(page);

    // The top navigation and the settings tabs work by keyboard.
    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Instellingen', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${apeldoornPortal}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    await expect(page).toHaveTitle(`Instellingen - ${APP_NAME}`);
    const tabs = page.getByRole('navigation', { name: 'Onderdelen van de instellingen' });
    await expect(tabs.getByRole('link', { name: 'Algemeen' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('textbox', { name: 'Naam' })).toHaveValue('Vrijwilligerspunt Apeldoorn');
    await expectNoAxeViolations(page);

    await tabs.getByRole('link', { name: 'Vormgeving' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${apeldoornPortal}/settings/design`);
    await expect(page).toHaveTitle(`Instellingen voor de vormgeving - ${APP_NAME}`);
    await expect(tabs.getByRole('link', { name: 'Vormgeving' })).toHaveAttribute('aria-current', 'page');
    const preview = page.getByRole('region', { name: 'Live voorbeeld' });
    const previewButton = preview.getByText('Reageren', { exact: true });
    await expect.poll(() => backgroundOf(previewButton)).toBe('rgb(4, 120, 87)');
    await expectNoAxeViolations(page);

    // A new primary colour: its shades are made, and the live preview follows before anything is saved.
    const primary = page.getByRole('textbox', { name: 'Primaire kleur', exact: true });
    await primary.fill('#1E40AF');
    await primary.blur();
    await expect(page.getByRole('list', { name: 'Tinten van de primaire kleur' })).toContainText('#1e40af');
    await expect.poll(() => backgroundOf(previewButton)).toBe('rgb(30, 64, 175)');

    // A half-typed colour is refused on leaving the field, not while typing.
    await primary.fill('#1e40');
    await expect(page.getByText('Primaire kleur is niet geldig.')).toBeHidden();
    await primary.blur();
    await expect(page.getByText('Primaire kleur is niet geldig.')).toBeVisible();
    await primary.fill('#1e40af');
    await primary.blur();
    await expect(page.getByText('Primaire kleur is niet geldig.')).toBeHidden();

    // Light grey text on white is warned about; a dark text colour clears the warning.
    const textColor = page.getByRole('textbox', { name: 'Tekstkleur', exact: true });
    await textColor.fill('#cccccc');
    await textColor.blur();
    const warning = page.getByRole('status').filter({ hasText: 'Weinig contrast' });
    await expect(warning).toContainText('De tekstkleur op de achtergrondkleur heeft een contrastverhouding van 1,6:1.');
    await textColor.fill('#1f2937');
    await textColor.blur();
    await expect(warning).toBeHidden();

    // A file over the logo's limit is refused with the size in the message; nothing is uploaded.
    const logoInput = page.getByLabel('Logo uploaden', { exact: true });
    const oversized = Buffer.concat([await png(8, 8, '#1e40af'), Buffer.alloc(2 * 1024 * 1024)]);
    await logoInput.setInputFiles({ name: 'groot-logo.png', mimeType: 'image/png', buffer: oversized });
    await expect(page.getByRole('alert').filter({ hasText: 'Logo moet kleiner zijn dan 2 MB.' })).toBeVisible();
    await expect(logoInput).toHaveAttribute('aria-invalid', 'true');

    // A real logo is uploaded and previewed at once; so is a favicon.
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(240, 80, '#1e40af') });
    const logoPreview = page.getByRole('img', { name: 'Huidig logo', exact: true });
    await expect(logoPreview).toHaveAttribute('src', /^\/uploads\/public\/[0-9a-f-]{36}\.webp$/);
    await expect.poll(() => logoPreview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    await expect(page.getByRole('alert').filter({ hasText: 'Logo moet kleiner zijn dan 2 MB.' })).toBeHidden();
    await expect(preview.getByRole('img', { name: APP_NAME })).toBeVisible();
    const logoUrl = await logoPreview.getAttribute('src');
    await page.getByLabel('Favicon uploaden').setInputFiles({ name: 'icoon.png', mimeType: 'image/png', buffer: await png(128, 128, '#f97316') });
    const faviconPreview = page.getByRole('img', { name: 'Huidige favicon' });
    await expect(faviconPreview).toHaveAttribute('src', /^\/uploads\/public\/[0-9a-f-]{36}\.png$/);
    const faviconUrl = await faviconPreview.getAttribute('src');
    await expectNoAxeViolations(page);
    // Dark mode keeps every part readable; the live preview keeps the site's light look.
    const colorMode = page.getByRole('group', { name: 'Kleurmodus' });
    await colorMode.getByTitle('Donker').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => backgroundOf(previewButton)).toBe('rgb(30, 64, 175)');
    await expectNoAxeViolations(page);
    await colorMode.getByTitle('Systeem').click();

    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(toast(page, 'Instellingen opgeslagen')).toBeVisible();
    // The portal itself wears the new colour at once.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
      .toBe('#1e40af');

    // The public site reads the profile on its next load: colour, logo and favicon are there.
    const site = await context.newPage();
    await site.goto(`${apeldoornSite}/`);
    await expect
      .poll(() => site.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
      .toBe('#1e40af');
    const signIn = site.getByRole('banner').getByRole('link', { name: 'Inloggen' }).first();
    await expect.poll(() => backgroundOf(signIn)).toBe('rgb(30, 64, 175)');
    const headerLogo = site.getByRole('banner').getByRole('img', { name: APP_NAME });
    await expect(headerLogo).toHaveAttribute('src', logoUrl ?? '');
    await expect.poll(() => headerLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    await expect(site.locator('link[rel~="icon"]')).toHaveAttribute('href', faviconUrl ?? '');
  });

  test('footer columns and the contact person; leaving unsaved changes asks first', async ({ page, context }) => {
    test.setTimeout(90_000);
    await signInAsCenterSuperuser(page);
    await page.goto(`${apeldoornPortal}/settings/footer`);
    await expect(page).toHaveTitle(`Instellingen van de footer - ${APP_NAME}`);
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Titel van kolom 2' }).fill('Openingstijden');
    await page.getByRole('textbox', { name: 'Tekst van kolom 2' }).fill('Maandag tot en met vrijdag\n9.00–17.00 uur');
    await page.getByRole('switch', { name: 'NOV-keurmerk tonen' }).check();

    // Another tab with unsaved changes: the prompt keeps them on "Blijven".
    const tabs = page.getByRole('navigation', { name: 'Onderdelen van de instellingen' });
    await tabs.getByRole('link', { name: 'Contactpersoon' }).click();
    const prompt = page.getByRole('alertdialog', {
      name: 'Je hebt niet-opgeslagen wijzigingen. Weet je zeker dat je deze pagina wilt verlaten?',
    });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Blijven' }).click();
    await expect(page).toHaveURL(`${apeldoornPortal}/settings/footer`);
    await expect(page.getByRole('textbox', { name: 'Titel van kolom 2' })).toHaveValue('Openingstijden');

    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(toast(page, 'Instellingen opgeslagen')).toBeVisible();

    // Saved, the page is left without a question.
    await tabs.getByRole('link', { name: 'Contactpersoon' }).click();
    await expect(page).toHaveURL(`${apeldoornPortal}/settings/contact-person`);
    await expect(page).toHaveTitle(`Instellingen voor de contactpersoon - ${APP_NAME}`);
    await expect(page.getByRole('textbox', { name: 'Naam' })).toHaveValue('Ruud Jansen');
    const email = page.getByRole('textbox', { name: 'E-mailadres' });
    await email.fill('ruud@');
    await email.blur();
    await expect(page.getByText('E-mailadres moet een geldig e-mailadres zijn.')).toBeVisible();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Het formulier bevat fouten' })).toBeVisible();
    await email.fill('Ruud.Jansen@Public.Example');
    await page.getByRole('textbox', { name: 'Functie' }).fill('Coördinator vrijwilligerswerk');
    await page.getByLabel('Foto uploaden').setInputFiles({ name: 'ruud.png', mimeType: 'image/png', buffer: await png(300, 300, '#64748b') });
    await expect(page.getByRole('img', { name: 'Huidige foto' })).toHaveAttribute('src', /^\/uploads\/public\/[0-9a-f-]{36}\.webp$/);
    await expectNoAxeViolations(page);
    const colorMode = page.getByRole('group', { name: 'Kleurmodus' });
    await colorMode.getByTitle('Donker').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
    await colorMode.getByTitle('Systeem').click();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(toast(page, 'Instellingen opgeslagen')).toBeVisible();
    await expect(email).toHaveValue('ruud.jansen@public.example');

    // The public footer shows the new column and the NOV mark.
    const site = await context.newPage();
    await site.goto(`${apeldoornSite}/`);
    const footer = site.getByRole('contentinfo');
    const column = footer.getByRole('region', { name: 'Openingstijden' });
    await expect(column).toContainText('Maandag tot en met vrijdag');
    await expect(column).toContainText('9.00–17.00 uur');
    await expect(footer.getByRole('img', { name: /^NOV:/ })).toBeVisible();
  });

  test('the general tab checks its fields on blur', async ({ page }) => {
    await signInAsCenterSuperuser(page);
    await page.goto(`${apeldoornPortal}/settings`);
    const analytics = page.getByRole('textbox', { name: 'Analytics-id' });
    await analytics.fill('analytics');
    await analytics.blur();
    await expect(page.getByText('Analytics-id is niet geldig.')).toBeVisible();
    const tiles = page.getByRole('textbox', { name: 'URL van de kaarttegels' });
    await tiles.fill('https://tiles.example.nl/{z}/{x}.png');
    await tiles.blur();
    await expect(page.getByText('URL van de kaarttegels moet een geldig webadres zijn (http of https).')).toBeVisible();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Het formulier bevat fouten' })).toBeVisible();
    await expectNoAxeViolations(page);

    await analytics.fill('');
    await tiles.fill('https://tiles.example.nl/{z}/{x}/{y}.png');
    await page.getByRole('textbox', { name: 'Bronvermelding van de kaarttegels' }).fill('© Voorbeeldkaarten');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(toast(page, 'Instellingen opgeslagen')).toBeVisible();
    await page.reload();
    await expect(tiles).toHaveValue('https://tiles.example.nl/{z}/{x}/{y}.png');
  });

  test('only admins and centre superusers reach the settings', async ({ page }) => {
    await signInOnPortal(page, 'organisatie@public.example');
    await page.goto(`${portalUrl}/settings/design`);
    await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
    await expect(page.getByText('Je hebt geen toegangsrechten voor deze pagina.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Primaire kleur' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
