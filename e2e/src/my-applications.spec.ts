import { expectNoAxeViolations } from './support/axe';
import { apiSession } from './support/portal';
import { createPublishedVacancy, signInOnSite, siteUrl } from './support/site';
import { expect, test } from './support/test';

// "Mijn aanmeldingen" on the public site: a volunteer follows their own
// applications and withdraws one. The vacancy is created through the API by
// the demo organisation's manager, so the journey does not depend on the seed.

const run = Date.now().toString(36);
const title = `Gastvrouw bij het buurthuis ${run}`;
let vacancyId: string;

test.beforeAll(async ({ request }) => {
  const { headers } = await apiSession(request, 'organisatie@public.example');
  vacancyId = (
    await createPublishedVacancy(request, headers, {
      title,
      description: '<p>Je ontvangt bezoekers van het buurthuis met koffie en een praatje.</p>',
    })
  ).id;
});

test.describe('my applications', () => {
  test('a volunteer applies, finds the application under "Mijn aanmeldingen" and withdraws it', async ({ page }) => {
    await signInOnSite(page, 'vrijwilliger@public.example', `/vacancies/${vacancyId}`);
    const form = page.getByRole('form', { name: 'Reageren' });
    await form.getByLabel('Bericht').fill('Ik zet graag koffie voor de buurt.');
    await form.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bedankt, je reactie is verstuurd!' })).toBeVisible();

    // The account menu, by keyboard: the first arrow opens it on its first link.
    const account = page.getByRole('banner').getByRole('button', { name: /^Accountmenu van/ });
    await account.focus();
    await page.keyboard.press('ArrowDown');
    const accountMenu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    await expect(accountMenu.getByRole('link', { name: 'Mijn profiel' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(accountMenu.getByRole('link', { name: 'Mijn aanmeldingen' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`${siteUrl}/profiel/aanmeldingen`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn aanmeldingen');
    await expect(page).toHaveTitle('Mijn aanmeldingen - Vrijwilligersplatform');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item.getByText('Verstuurd', { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', `/vacancies/${vacancyId}`);
    await expect(item.getByRole('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expectNoAxeViolations(page);

    // Withdrawing asks first; cancelling keeps it.
    const withdraw = item.getByRole('button', { name: `Intrekken aanmelding voor ${title}` });
    await withdraw.click();
    const dialog = page.getByRole('alertdialog', { name: 'Aanmelding intrekken?' });
    await expect(dialog).toContainText(`Je aanmelding voor “${title}” wordt ingetrokken`);
    await expect(dialog.getByRole('button', { name: 'Aanmelding houden' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(withdraw).toBeFocused();
    await expect(item.getByText('Verstuurd', { exact: true })).toBeVisible();

    await withdraw.click();
    await dialog.getByRole('button', { name: 'Intrekken', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(item.getByText('Ingetrokken', { exact: true })).toBeVisible();
    await expect(item.getByRole('button')).toHaveCount(0);
    const toasts = page.getByRole('region', { name: /F8/ });
    await expect(toasts.getByText('Aanmelding ingetrokken')).toBeVisible();
    await expect(toasts.getByText(`Je aanmelding voor “${title}” is ingetrokken.`)).toBeVisible();
    // The button went with the status; focus moved to the application it belonged to.
    await expect(item.getByRole('heading', { name: title })).toBeFocused();
    await expectNoAxeViolations(page);

    // The profile page leads here too.
    await page.goto('/profiel');
    await page.getByRole('main').getByRole('link', { name: 'Mijn aanmeldingen' }).click();
    await expect(page).toHaveURL(`${siteUrl}/profiel/aanmeldingen`);
    await expect(item.getByText('Ingetrokken', { exact: true })).toBeVisible();
  });

  test('the page is in English under /en', async ({ page }) => {
    await signInOnSite(page, 'vrijwilliger@public.example');
    await page.goto('/en/profiel/aanmeldingen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My applications');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(item.getByText('Sent on', { exact: true })).toBeVisible();
  });

  test('a failure offers a retry, and without applications the page points to the vacancy bank', async ({ page }) => {
    await signInOnSite(page, 'vrijwilliger@public.example');

    // The list's answers are replaced here: the volunteer has applications, and the API does not fail on request.
    let answer: 'failure' | 'none' = 'failure';
    await page.route('**/api/v1/applications?*', (route) =>
      answer === 'failure'
        ? route.fulfill({ status: 503, contentType: 'application/vnd.api+json', body: JSON.stringify({ errors: [{ status: '503' }] }) })
        : route.fulfill({ status: 200, contentType: 'application/vnd.api+json', body: JSON.stringify({ data: [], meta: { total: 0 } }) }),
    );
    await page.goto('/profiel/aanmeldingen');
    const failure = page.getByRole('alert').filter({ hasText: 'Je aanmeldingen konden niet worden geladen.' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);

    answer = 'none';
    await failure.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByText('Je hebt nog niet op een vacature gereageerd.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zoek een vacature in de vacaturebank' }).click();
    await expect(page).toHaveURL(`${siteUrl}/vacancies/search`);
  });

  test('a visitor who is not signed in is sent to sign in first', async ({ page }) => {
    await page.goto('/profiel/aanmeldingen');
    await expect(page).toHaveURL(/\/auth\/login-1\?redirect=%2Fprofiel%2Faanmeldingen$/);
  });
});
