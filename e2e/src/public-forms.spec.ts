import { expectNoAxeViolations } from './support/axe';
import { signInOnSite, siteUrl } from './support/site';
import { expect, test } from './support/test';

// The visitor's side of the form builder (issue 16): the demo centre's seeded
// contact form at /contactformulier, its workshops at /workshops and a form
// by its own link at /forms/:token, filled in as a guest.

const CONFIRMATION = 'Bedankt voor je bericht! We nemen binnen twee werkdagen contact met je op.';

test.describe('forms on the public site', () => {
  // Each page is checked with axe, which takes seconds on a small machine.
  test.describe.configure({ timeout: 90_000 });

  test('a visitor fills in the contact form: errors on blur and on sending, then the confirmation', async ({
    page,
  }) => {
    await page.goto('/contactformulier');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Contact met /);
    await expect(page).toHaveTitle(/^Contact met .+ - /);
    const form = page.getByRole('form', { name: /^Contact met / });
    await expect(form.getByText('Vragen met een * zijn verplicht.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Leaving a required question empty says so; typing alone never does.
    const name = form.getByLabel('Naam');
    await name.focus();
    await page.keyboard.press('Tab');
    await expect(form.getByText('Naam is verplicht.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    const email = form.getByLabel('E-mailadres');
    await email.fill('anna@');
    await expect(form.getByText('E-mailadres moet een geldig e-mailadres zijn.')).toBeHidden();
    await email.blur();
    await expect(form.getByText('E-mailadres moet een geldig e-mailadres zijn.')).toBeVisible();

    await form.getByRole('button', { name: 'Verstuur' }).click();
    await expect(form.getByRole('alert')).toHaveText('Het formulier bevat fouten');
    await expect(form.getByText('Waar gaat je vraag over? is verplicht.')).toBeVisible();
    await expect(form.getByText('Je vraag of bericht is verplicht.')).toBeVisible();
    // The first invalid answer takes the focus.
    await expect(name).toBeFocused();
    await expectNoAxeViolations(page);

    // The honeypot is there for bots only.
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();

    await name.fill('Anna de Vries');
    await email.fill('anna@example.nl');
    // Leaving the fixed field takes its error away (and moves what is under it).
    await email.blur();
    await expect(form.getByText('E-mailadres moet een geldig e-mailadres zijn.')).toBeHidden();
    await form.getByRole('radio', { name: 'Ik zoek vrijwilligerswerk' }).check();
    const message = form.getByLabel('Je vraag of bericht');
    await message.fill('Ik help graag in het weekend.');
    await message.blur();
    // With every answer valid, the summary goes too.
    await expect(form.getByRole('alert')).toBeHidden();
    await form.getByRole('button', { name: 'Verstuur' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Bedankt!' });
    await expect(confirmation).toContainText(CONFIRMATION);
    await expect(confirmation).toBeFocused();
    await expect(page.getByRole('form', { name: /^Contact met / })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the workshops page lists the open workshops, each with its sign-up form', async ({
    page,
  }) => {
    await page.goto('/workshops');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workshops en trainingen');
    const training = page.getByRole('article').filter({
      has: page.getByRole('heading', { level: 2, name: 'Training: omgaan met dementie' }),
    });
    await expect(training).toContainText(
      'Een avond over hoe je als vrijwilliger contact maakt met mensen met dementie',
    );
    await expect(training.getByText(/^Aanmelden kan tot /)).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'Workshop: vrijwilligers werven via sociale media',
      }),
    ).toBeVisible();

    // The sign-up form opens under its workshop.
    const form = training.getByRole('form', { name: 'Training: omgaan met dementie' });
    await expect(form).toBeHidden();
    await training.getByText('Aanmelden voor Training: omgaan met dementie').click();
    await expect(form).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Dinsdag 19.30–21.30 uur' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a form opens by its own link on the empty layout, and an unknown link is not found', async ({
    page,
    request,
  }) => {
    const listed = await request.get(`${siteUrl}/api/v1/public_forms?filter[purpose]=contact`);
    expect(listed.status()).toBe(200);
    const token = (await listed.json()).data[0].id as string;

    // The first HTML holds the form itself.
    const html = await (await request.get(`${siteUrl}/forms/${token}`)).text();
    expect(html).toContain('Waar gaat je vraag over?');
    expect(html).toContain('name="robots" content="noindex"');

    await page.goto(`/forms/${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Contact met /);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(
      page.getByRole('form', { name: /^Contact met / }).getByLabel('Naam'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    expect((await request.get(`${siteUrl}/forms/onbekend-formulier-123456`)).status()).toBe(404);
    await page.goto('/forms/onbekend-formulier-123456');
    await expect(page.getByText('Pagina niet gevonden').first()).toBeVisible();
  });

  test('a signed-in volunteer finds their name and e-mail address filled in', async ({ page }) => {
    await signInOnSite(page, 'vrijwilliger@public.example', '/contactformulier');
    const form = page.getByRole('form', { name: /^Contact met / });
    await expect(form.getByLabel('E-mailadres')).toHaveValue('vrijwilliger@public.example');
    await expect(form.getByLabel('Naam')).not.toHaveValue('');
    await expect(form.getByLabel('Je vraag of bericht')).toHaveValue('');
    // Loaded afresh, the server draws the form for a guest; the details follow in the browser.
    await page.reload();
    await expect(form.getByLabel('E-mailadres')).toHaveValue('vrijwilliger@public.example');
  });
});
