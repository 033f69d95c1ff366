import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import { expectNoAxeViolations } from './support/axe';
import {
  apiSession,
  password,
  port,
  portalUrl,
  signInOnPortal,
  switchPortalLanguage,
} from './support/portal';
import {
  createConfirmedAccount,
  createPublishedVacancy,
  newAddress,
  signInOnSite,
  siteUrl,
} from './support/site';
import { expect, test } from './support/test';

// The volunteer's own data (issue 28): on /profiel a volunteer downloads everything the
// platform keeps about them as one zip and deletes their account with their password; they
// land signed out on /profiel/verwijderd, cannot sign in again, and the organisation still
// sees the application, without the person.

const run = Date.now().toString(36);
const title = `Klusjesman in het dorpshuis ${run}`;
let vacancyId: string;

test.beforeAll(async ({ request }) => {
  const { headers } = await apiSession(request, 'organisatie@public.example');
  vacancyId = (
    await createPublishedVacancy(request, headers, {
      title,
      description: '<p>Kleine reparaties in het dorpshuis.</p>',
    })
  ).id;
});

test('a volunteer downloads their data, deletes the account, and the organisation keeps the application without them', async ({
  page,
  request,
}) => {
  const email = newAddress('ria');
  await createConfirmedAccount(request, email);
  await signInOnSite(page, email, `/vacancies/${vacancyId}`);
  const form = page.getByRole('form', { name: 'Reageren' });
  await form.getByLabel('Bericht').fill('Ik repareer graag stoelen.');
  await form.getByRole('button', { name: 'Reactie versturen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Bedankt, je reactie is verstuurd!' }),
  ).toBeVisible();

  await page.goto('/profiel');
  const section = page.getByRole('region', { name: 'Jouw gegevens' });
  await expect(section).toBeVisible();
  await expectNoAxeViolations(page);

  // A real download: a zip whose data.json holds the account and the application.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const data = JSON.parse(strFromU8(files['data.json']!));
  expect(data.account.email).toBe(email);
  expect(data.applications.map((a: { vacancy_title: string }) => a.vacancy_title)).toEqual([title]);
  expect(strFromU8(files['index.html']!)).toContain('Ik repareer graag stoelen.');

  // Deleting asks for the password, by keyboard; a wrong one is refused and changes nothing.
  await section.getByRole('button', { name: 'Mijn account verwijderen' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Je account verwijderen?' });
  await expect(dialog).toContainText('Bewaard zonder je naam:');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Wachtwoord').fill('niet-mijn-wachtwoord');
  await dialog.getByRole('button', { name: 'Mijn account definitief verwijderen' }).click();
  await expect(dialog.getByText(/klopt niet/).first()).toBeVisible();
  await dialog.getByLabel('Wachtwoord').fill(password);
  await dialog.getByRole('button', { name: 'Mijn account definitief verwijderen' }).click();

  await expect(page).toHaveURL(`${siteUrl}/profiel/verwijderd`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je profiel is verwijderd');
  await expectNoAxeViolations(page);

  // Signing in again fails.
  await page.goto('/auth/login-1');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/auth\/login-1/);
  const signIn = await request.post(`http://localhost:${port}/auth/sign_in`, {
    data: { email, password },
  });
  expect(signIn.status()).toBe(401);

  // The organisation still has the application, anonymised.
  await signInOnPortal(page, 'organisatie@public.example');
  await page.goto(`${portalUrl}/applications`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Verwijderde gebruiker');
  await expect(row).not.toContainText(email);
  await row.getByRole('link', { name: 'Verwijderde gebruiker' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Verwijderde gebruiker');
  await expect(page.getByText('De aanvrager heeft het account verwijderd.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // Stored in no language: the portal says it in the reader's.
  await switchPortalLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deleted user');
  await page.goto(`${portalUrl}/applications`);
  await expect(row).toContainText('Deleted user');
  await expectNoAxeViolations(page);
});
