import { expectNoAxeViolations } from './support/axe';
import { password, portalUrl, signInOnPortal } from './support/portal';
import { expect, test } from './support/test';

test.describe('portal shell', () => {
  test('every page of the shell is axe-clean and works by keyboard', async ({ page }) => {
    // Six axe runs over the whole shell take more than the default 30 s on a 2-core machine.
    test.setTimeout(60_000);
    await signInOnPortal(page, 'admin@public.example');

    // Tab from the top of a freshly loaded page through the toolbar to the top navigation.
    await page.goto(`${portalUrl}/dashboard`);
    await expect(page.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
    const seen: string[] = [];
    for (let step = 0; step < 30 && !seen.includes('Conversaties'); step += 1) {
      await page.keyboard.press('Tab');
      seen.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
        }),
      );
    }
    const navigationOrder = ['Dashboard', 'Vacatures', 'Vacaturebank', 'Organisaties', 'Gebruikers', 'Aanvragen', 'Content', 'Formulieren', 'Instellingen', 'Conversaties'];
    expect(seen.filter((label) => navigationOrder.includes(label))).toEqual(navigationOrder);
    expect(seen[0]).toBe('Direct naar de inhoud');

    // The account menu opens with Enter and its entries are reached with the arrow keys.
    await page.getByRole('button', { name: /^Accountmenu van/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Profiel bewerken' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${portalUrl}/profile-edit`);
    await expect(page).toHaveTitle(/^Persoonlijke gegevens - /);
    await expectNoAxeViolations(page);

    for (const [tab, title] of [
      ['E-mailadres', /^E-mailadres wijzigen - /],
      ['Instellingen', /^Instellingen - /],
      ['Wekelijkse samenvatting', /^Wekelijkse samenvatting - /],
    ] as const) {
      await page.getByRole('navigation', { name: 'Profielonderdelen' }).getByRole('link', { name: tab }).click();
      await expect(page).toHaveTitle(title);
      await expectNoAxeViolations(page);
    }

    await page.goto(`${portalUrl}/account/roles`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn rollen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Mijn rollen - /);
    await expectNoAxeViolations(page);

    // Sidebar: Support is a real page with the centre's contact person.
    const sidebar = page.getByRole('navigation', { name: 'Zijbalk' });
    await sidebar.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(`${portalUrl}/support`);
    await expect(page).toHaveTitle(/^Support - /);
    await expectNoAxeViolations(page);

    // Customize opens the theme switcher in a dialog; Escape closes it.
    await sidebar.getByRole('button', { name: 'Aanpassen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aanpassen' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The sidebar collapses, and stays so for the session.
    await sidebar.getByRole('button', { name: 'Menu verbergen' }).click();
    await expect(sidebar.getByRole('link', { name: 'Support' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Zijbalk' }).getByRole('button', { name: 'Menu tonen' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu tonen' }).click();

    // The toolbar's side panels: notifications have an honest empty state; activity leads to the whole trail.
    await page.getByRole('button', { name: 'Meldingen' }).click();
    const notifications = page.getByRole('dialog', { name: 'Meldingen' });
    await expect(notifications).toContainText('Geen meldingen');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Activiteit' }).click();
    await expect(page.getByRole('dialog', { name: 'Activiteit' }).getByRole('link', { name: 'Alle activiteit' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Taal' }).click();
    const languagePanel = page.getByRole('dialog', { name: 'Taal' });
    await expect(languagePanel.getByRole('button', { name: 'English' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.goto(`${portalUrl}/switch`);
    await expect(page.getByRole('heading', { level: 1, name: 'Organisatie wisselen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Organisatie wisselen - /);
    await expectNoAxeViolations(page);
  });

  test('/switch is public with the empty layout: a visitor signs in there and comes back to choose', async ({ page }) => {
    await page.goto(`${portalUrl}/switch`);
    await expect(page).toHaveURL(`${portalUrl}/switch`);
    await expect(page.getByRole('heading', { level: 1, name: 'Organisatie wisselen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Organisatie wisselen - /);
    // The empty layout: only the page, no header or navigation.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Inloggen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${portalUrl}/auth/login-1?redirect=%2Fswitch`);
    await page.getByLabel('E-mailadres').fill('centrum@public.example');
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(`${portalUrl}/switch`);
    const choices = page.getByRole('main').getByRole('list').getByRole('button');
    await expect(choices.first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar het dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the colour mode is kept across reloads', async ({ page }) => {
    await signInOnPortal(page, 'organisatie@public.example');
    await page.getByRole('group', { name: 'Kleurmodus' }).getByTitle('Donker').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('radio', { name: 'Donker' })).toBeChecked();
    await page.getByRole('group', { name: 'Kleurmodus' }).getByTitle('Licht').click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('an unknown route shows the 404 screen, with the way back home', async ({ page }) => {
    await signInOnPortal(page, 'admin@public.example');
    await page.goto(`${portalUrl}/bestaat-niet`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await expect(page.getByText('Pagina niet gevonden: /bestaat-niet')).toBeVisible();
    await expect(page).toHaveTitle(/^Pagina niet gevonden - /);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Terug naar home' }).click();
    await expect(page).toHaveURL(`${portalUrl}/dashboard`);
    // The last entry of the navigation that led nowhere (issue 17) now opens its page.
    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Conversaties' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conversaties' })).toBeVisible();
  });

  test('a user without an organisation gets the 403 screen', async ({ page }) => {
    await signInOnPortal(page, 'vrijwilliger@public.example', /\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang');
    await expect(page.getByText('Geen organisatie gevonden')).toBeVisible();
    // The status is the screen's backdrop, drawn by CSS.
    await expect(page.locator('[data-status="403"]')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a toast pauses while hovered and closes after the pointer leaves', async ({ page }) => {
    await signInOnPortal(page, 'centrum@public.example');
    await page.goto(`${portalUrl}/switch`);
    // Choosing an organisation confirms it with a success toast (5 s).
    await page.getByRole('list').getByRole('button').first().click();
    await expect(page).toHaveURL(`${portalUrl}/dashboard`);
    const toast = page
      .getByRole('region', { name: 'Meldingen (F8)' })
      .getByRole('listitem')
      .filter({ hasText: 'Organisatie gewisseld' });
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.waitForTimeout(6500);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(toast).toBeHidden({ timeout: 7000 });
  });

  test('leaving the profile form with unsaved changes asks first', async ({ page }) => {
    await signInOnPortal(page, 'organisatie@public.example');
    await page.goto(`${portalUrl}/profile-edit`);
    await page.getByLabel('Voornaam').fill('Carlijn');
    await page.getByRole('navigation', { name: 'Zijbalk' }).getByRole('link', { name: 'Support' }).click();
    const prompt = page.getByRole('alertdialog', {
      name: 'Je hebt niet-opgeslagen wijzigingen. Weet je zeker dat je deze pagina wilt verlaten?',
    });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Blijven' }).click();
    await expect(page).toHaveURL(`${portalUrl}/profile-edit`);

    // Once saved, the page can be left without a question.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je wijzigingen zijn opgeslagen')).toBeVisible();
    await page.getByRole('navigation', { name: 'Zijbalk' }).getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(`${portalUrl}/support`);
  });

  test('a new build is offered as a reload in a toast that stays', async ({ page }) => {
    // The poll runs every 60 s; the fake clock skips the wait, the route plays the deployment.
    await page.clock.install();
    let buildId = 'build-before';
    await page.route('**/build.json', (route) => route.fulfill({ json: { id: buildId, builtAt: '2026-01-01T00:00:00Z' } }));
    await signInOnPortal(page, 'admin@public.example');
    buildId = 'build-after';
    await page.clock.fastForward(61_000);
    const toast = page
      .getByRole('region', { name: 'Meldingen (F8)' })
      .getByRole('listitem')
      .filter({ hasText: 'Er is een nieuwe versie beschikbaar' });
    await expect(toast).toBeVisible();
    // Duration 0: it does not close by itself.
    await page.clock.fastForward(20_000);
    await expect(toast).toBeVisible();
    await expectNoAxeViolations(page);
    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: 'Vernieuwen' }).click();
    await reloaded;
    await expect(page.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
  });
});
