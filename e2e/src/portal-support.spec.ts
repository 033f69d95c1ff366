import { expectNoAxeViolations, inDarkMode } from './support/axe';
import { port, portalUrl, signInOnPortal, switchPortalLanguage } from './support/portal';
import { expect, test } from './support/test';

test.describe('portal: support', () => {
  test('an organisation member reads the help texts and sends a question through the centre’s form; staff read it in the form builder', async ({ page }) => {
    test.setTimeout(90_000);
    const question = `Hoe verleng ik een vacature? (${Date.now()})`;
    await signInOnPortal(page, 'organisatie@public.example');
    await page.goto(`${portalUrl}/support`);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

    // The help texts are the centre's content pages on its public site.
    const help = page.getByRole('region', { name: 'Hulp' });
    const helpLink = help.getByRole('link', { name: 'Hulp: vacatures plaatsen' });
    await expect(helpLink).toHaveAttribute('href', `//localhost:${port}/hulp-vacatures-plaatsen`);
    await expect(help.getByRole('link', { name: /^Hulp: / })).toHaveCount(3);
    await expectNoAxeViolations(page);
    await inDarkMode(page);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // The question form, with the member's address filled in.
    const form = page.getByRole('form', { name: 'Vraag aan het centrum' });
    await expect(form.getByLabel('E-mailadres voor ons antwoord')).toHaveValue('organisatie@public.example');
    await form.getByRole('radio', { name: 'Vacatures' }).check();
    await form.getByLabel('Je vraag').fill(question);
    await form.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bedankt voor je vraag!' })).toBeFocused();

    await switchPortalLanguage(page, 'English');
    const englishHelp = page.getByRole('region', { name: 'Help' });
    await expect(englishHelp).toBeVisible();
    await expectNoAxeViolations(page);

    await englishHelp.getByRole('link', { name: 'Hulp: vacatures plaatsen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hulp: vacatures plaatsen' })).toBeVisible();

    // The centre's staff find the question where form answers are shown.
    await page.context().clearCookies();
    await page.goto(portalUrl);
    await page.evaluate(() => window.localStorage.clear());
    await signInOnPortal(page, 'centrum@public.example');
    await page.goto(`${portalUrl}/support`);
    await page.getByRole('link', { name: 'Bekijk de gestelde vragen (formulierbouwer)' }).click();
    await expect(page).toHaveURL(new RegExp(`${portalUrl}/form_builder/[0-9a-f-]{36}$`));
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: question })).toBeVisible();
  });
});
