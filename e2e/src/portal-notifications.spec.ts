import { expectNoAxeViolations } from './support/axe';
import { apiSession, portalUrl, signInOnPortal } from './support/portal';
import { createPublishedVacancy, siteUrl } from './support/site';
import { expect, test } from './support/test';

test.describe('portal: notifications', () => {
  test('an organisation manager sees a new application at the bell, opens it, and reads everything', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { headers } = await apiSession(request, 'organisatie@public.example');
    const title = `Gastvrouw notificaties ${Date.now()}`;
    const vacancy = await createPublishedVacancy(request, headers, {
      title,
      description: '<p>Je ontvangt bezoekers met koffie.</p>',
    });
    const applied = await request.post(`${siteUrl}/api/v1/applications`, {
      headers: { 'content-type': 'application/vnd.api+json' },
      data: {
        data: {
          type: 'applications',
          attributes: { vacancy_id: vacancy.id, first_name: 'Joris', last_name: 'Mulder', email: `joris-${Date.now()}@example.org` },
        },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const applicationId = (await applied.json()).data.id as string;

    await signInOnPortal(page, 'organisatie@public.example');
    const bell = page.getByRole('button', { name: /^Meldingen, \d+ ongelezen$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Meldingen' });
    const item = panel.getByRole('link', { name: `Joris Mulder heeft zich aangemeld voor ${title}.` });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(page);
    await item.click();
    await expect(page).toHaveURL(`${portalUrl}/applications/${applicationId}`);
    await expect(panel).toBeHidden();

    // The list: opened ones are read; the rest are marked read at once.
    await page.goto(`${portalUrl}/notificaties`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Meldingen - /);
    await expect(page.getByRole('link', { name: `Joris Mulder heeft zich aangemeld voor ${title}.` })).toBeVisible();
    await expectNoAxeViolations(page);
    const markAll = page.getByRole('button', { name: 'Alles als gelezen markeren' });
    if (await markAll.isEnabled()) await markAll.click();
    await expect(page.getByRole('status').filter({ hasText: 'Alles is gelezen.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Meldingen', exact: true })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  });

  test('a user chooses which notifications also come by e-mail', async ({ page }) => {
    await signInOnPortal(page, 'centrum@public.example');
    await page.goto(`${portalUrl}/profile-edit/settings`);
    const choice = page.getByRole('checkbox', { name: 'Een organisatie heeft zich aangemeld' });
    await expect(choice).toBeChecked();
    await choice.uncheck();
    await page.getByRole('button', { name: 'Meldingsinstellingen opslaan' }).click();
    await expect(page.getByText('Je wijzigingen zijn opgeslagen')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Een organisatie heeft zich aangemeld' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Een organisatie heeft zich aangemeld' }).check();
    await page.getByRole('button', { name: 'Meldingsinstellingen opslaan' }).click();
    await expect(page.getByText('Je wijzigingen zijn opgeslagen')).toBeVisible();
  });
});
