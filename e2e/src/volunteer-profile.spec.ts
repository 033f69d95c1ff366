import { expectNoAxeViolations } from './support/axe';
import { apiSession, password } from './support/portal';
import { createConfirmedAccount, newAddress, signInOnSite, siteUrl } from './support/site';
import { expect, test } from './support/test';

test.describe('the volunteer profile (issue 28)', () => {
  test('a new volunteer fills the profile, joins the pool, sees the preview, declines a reply and sees "Voor jou" ranked with reasons', async ({
    page,
    request,
  }) => {
    // One journey through five pages, axe on each in both languages.
    test.setTimeout(120_000);
    const volunteer = newAddress('pool');
    await createConfirmedAccount(request, volunteer);
    await signInOnSite(page, volunteer);

    // /profiel says there is no profile yet and leads to it; the account menu has the pool's entries.
    await expect(page.getByText('Je hebt nog geen vrijwilligersprofiel')).toBeVisible();
    await page.getByRole('button', { name: /Accountmenu/ }).click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Voor jou' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Reacties op je profiel' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Vul je vrijwilligersprofiel in' }).click();
    await expect(page).toHaveURL(`${siteUrl}/profile-edit/vrijwilligersprofiel`);
    await expect(
      page.getByRole('heading', { name: 'Vrijwilligersprofiel', level: 2 }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: 'Vrijwilligersprofiel' });
    await form
      .getByLabel('Stel jezelf voor')
      .fill('Ik ben Ria, ik train graag kinderen en help bij evenementen.');
    await form
      .getByRole('group', { name: 'Interesses' })
      .getByRole('checkbox', { name: 'Sport' })
      .check();
    // Skills by keyboard: Enter adds a tag and does not send the form.
    const skill = form.getByLabel('Vaardigheden', { exact: true });
    await skill.fill('EHBO');
    await skill.press('Enter');
    await skill.fill('Koken');
    await skill.press('Enter');
    await form.getByRole('button', { name: 'Koken verwijderen' }).click();
    await expect(
      form.getByRole('list', { name: 'Je vaardigheden' }).getByRole('listitem'),
    ).toHaveText(['EHBO×']);
    await form
      .getByRole('group', { name: 'Talen die je spreekt' })
      .getByRole('checkbox', { name: 'Arabisch' })
      .check();
    const week = form.getByRole('group', { name: 'Wanneer ben je beschikbaar?' });
    await week.getByRole('checkbox', { name: 'zaterdagochtend' }).focus();
    await page.keyboard.press('Space');
    await expect(week.getByRole('checkbox', { name: 'zaterdagochtend' })).toBeChecked();
    await form.getByLabel('Uren per week').selectOption({ label: '4 uur per week' });
    await form.getByLabel('Plaats', { exact: true }).fill('Zwolle');
    await form.getByLabel('Hoe ver wil je reizen?').selectOption({ label: 'Tot 30 km' });
    await form.getByLabel('Mijn profiel tonen in de vrijwilligerspool').check();
    await form.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(
      page.getByText('Je staat in de pool: organisaties kunnen je nu vinden en reageren.'),
    ).toBeVisible();

    // The preview is the organisation's view: the first name, never the e-mail address.
    const preview = page.getByRole('region', { name: 'Voorbeeld als organisatie' });
    await expect(preview.getByRole('heading', { name: 'Ria', exact: true })).toBeVisible();
    await expect(preview).toContainText('Sport');
    await expect(preview).toContainText('Arabisch');
    await expect(preview).toContainText('zaterdag: ochtend');
    await expect(preview).not.toContainText(volunteer);
    await expectNoAxeViolations(page);

    // Everything entered is kept after a reload.
    await page.reload();
    await expect(
      form.getByRole('group', { name: 'Interesses' }).getByRole('checkbox', { name: 'Sport' }),
    ).toBeChecked();
    await expect(form.getByLabel('Mijn profiel tonen in de vrijwilligerspool')).toBeChecked();

    // An organisation finds the profile and replies; the volunteer reads the reply and declines it after confirming.
    const [{ headers: asVolunteer }, { headers: asOrganization }] = await Promise.all([
      apiSession(request, volunteer),
      apiSession(request, 'organisatie@public.example'),
    ]);
    const own = await request.get(`${siteUrl}/api/v1/volunteer_profile`, { headers: asVolunteer });
    const profileId = (await own.json()).data.id as string;
    const organizations = await request.get(`${siteUrl}/api/v1/current_organizations`, {
      headers: asOrganization,
    });
    const organization = (await organizations.json()).data[0] as {
      id: string;
      attributes: { name: string };
    };
    const sent = await request.post(`${siteUrl}/api/v1/volunteer_profile_replies`, {
      headers: { ...asOrganization, 'content-type': 'application/vnd.api+json' },
      data: {
        data: {
          type: 'volunteer_profile_replies',
          attributes: {
            volunteer_profile_id: profileId,
            organization_id: organization.id,
            body: 'Kom je ons helpen bij de training?',
          },
        },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.goto('/profile-replies');
    const reply = page
      .getByRole('article')
      .filter({ hasText: 'Kom je ons helpen bij de training?' });
    await expect(reply.getByRole('heading', { name: organization.attributes.name })).toBeVisible();
    await expect(reply.getByText('Wacht op je antwoord')).toBeVisible();
    await expectNoAxeViolations(page);
    await reply.getByRole('button', { name: 'Afwijzen' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `De reactie van ${organization.attributes.name} afwijzen?`,
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Afwijzen' }).click();
    await expect(reply.getByText('Afgewezen', { exact: true })).toBeVisible();
    await expect(reply.getByRole('button', { name: 'Accepteren' })).toHaveCount(0);

    // "Voor jou": ranked vacancies, each with why it suits.
    await page.goto('/voor-jou');
    await expect(page.getByRole('heading', { name: 'Voor jou', level: 1 })).toBeVisible();
    const suggestions = page.getByRole('list', { name: 'Waarom dit bij je past' });
    await expect(suggestions.first()).toBeVisible();
    await expect(page.getByText('past bij je interesse Sport').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // /profiel now says the profile is in the pool.
    await page.goto('/profiel');
    await expect(page.getByText('Je profiel staat in de vrijwilligerspool')).toBeVisible();

    // The same pages in English.
    await page.goto('/en/voor-jou');
    await expect(page.getByRole('heading', { name: 'For you', level: 1 })).toBeVisible();
    await expect(page.getByText('matches your interest Sport').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/en/profile-edit/vrijwilligersprofiel');
    await expect(page.getByRole('heading', { name: 'Preview as an organisation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/en/profile-replies');
    await expect(
      page.getByRole('heading', { name: 'Replies to your profile', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Declined', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('where the centre has no volunteer profiles (meedoen) the pages and menu entries do not exist', async ({
    page,
    request,
  }) => {
    const meedoen = siteUrl.replace('localhost', 'meedoen.localhost');
    const volunteer = newAddress('meedoen');
    await createConfirmedAccount(request, volunteer, password, new URL(meedoen).host);
    await page.goto(`${meedoen}/auth/login-1`);
    await page.getByLabel('E-mailadres').fill(volunteer);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(`${meedoen}/profiel`);
    await expect(page.getByRole('heading', { name: 'Mijn profiel', level: 1 })).toBeVisible();
    await expect(page.getByText('Vrijwilligersprofiel')).toHaveCount(0);
    await page.getByRole('button', { name: /Accountmenu/ }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Mijn aanmeldingen' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Voor jou' })).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Reacties op je profiel' }),
    ).toHaveCount(0);
    for (const path of ['/voor-jou', '/profile-replies', '/profile-edit/vrijwilligersprofiel']) {
      await page.goto(`${meedoen}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    }
  });
});
