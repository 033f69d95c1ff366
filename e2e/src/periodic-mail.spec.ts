import { expectNoAxeViolations } from './support/axe';
import { linkIn, mailsTo, waitForMail, type SentMail } from './support/mail';
import { apiSession } from './support/portal';
import { createConfirmedAccount, createPublishedVacancy, newAddress, signInOnSite, siteUrl } from './support/site';
import { expect, test } from './support/test';

test.describe('the periodic mail', () => {
  test('a volunteer chooses Monday, a place, a distance and a kind of work, and an unknown place is refused', async ({ page }) => {
    await signInOnSite(page, 'vrijwilliger@public.example', '/profile-edit/periodieke-mail');
    await expect(page).toHaveURL(`${siteUrl}/profile-edit/periodieke-mail`);

    await page.getByRole('checkbox', { name: 'maandag' }).check();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('Je wijzigingen zijn opgeslagen').first()).toBeVisible();

    const kinds = page.getByRole('group', { name: 'Soorten werk (niets aangevinkt: alle)' });
    await kinds.getByRole('checkbox', { name: 'Vrijwilligerswerk' }).check();
    await page.getByLabel('Plaats (leeg: overal)').fill('Atlantis aan Zee');
    await page.getByRole('button', { name: 'Keuzes opslaan' }).click();
    await expect(page.getByText('Deze plaats kennen we niet. Controleer de spelling of kies een plaats in de buurt.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Plaats (leeg: overal)').fill('Zwolle');
    await page.getByLabel('Afstand tot die plaats').selectOption({ label: '25 km' });
    await page.getByRole('button', { name: 'Keuzes opslaan' }).click();
    await expect(page.getByText('Deze plaats kennen we niet.')).toBeHidden();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'maandag' })).toBeChecked();
    await expect(kinds.getByRole('checkbox', { name: 'Vrijwilligerswerk' })).toBeChecked();
    await expect(page.getByLabel('Plaats (leeg: overal)')).toHaveValue('Zwolle');
    await expect(page.getByLabel('Afstand tot die plaats')).toHaveValue('25');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  });

  test('a run for Monday mails the new matching vacancy once, and the mail’s unsubscribe link stops it without signing in', async ({ page, request }) => {
    // A new volunteer: the demo accounts get their Monday mail from the hourly job whenever a run passes a whole hour.
    const volunteer = newAddress('maandagmail');
    await createConfirmedAccount(request, volunteer);
    const [{ headers: asVolunteer }, { headers: asOrganization }, { headers: asAdmin }] = await Promise.all([
      apiSession(request, volunteer),
      apiSession(request, 'organisatie@public.example'),
      apiSession(request, 'admin@public.example'),
    ]);
    const json = { 'content-type': 'application/vnd.api+json' };
    const chose = await request.patch(`${siteUrl}/api/v1/current_user`, {
      headers: { ...asVolunteer, ...json },
      data: { data: { type: 'users', attributes: { digest_days: [1] } } },
    });
    expect(chose.status()).toBe(200);
    const interests = await request.patch(`${siteUrl}/api/v1/current_user/digest_preferences`, {
      headers: { ...asVolunteer, ...json },
      data: { data: { type: 'digest_preferences', attributes: { vacancy_types: ['volunteering'], place: 'Zwolle', distance_km: 25 } } },
    });
    expect(interests.status()).toBe(200);
    const { title } = await createPublishedVacancy(request, asOrganization, {
      title: `Maandagmail ${Date.now()}: fietsmaatje in Zwolle`,
      vacancy_type: 'volunteering',
      description: '<p>Je fietst samen met een nieuwe Zwollenaar door de stad.</p>',
    });
    const about = (mail: SentMail) => mail.text.includes(title);

    // The hourly job's own run, started now by an admin: it sends this Monday's mail (or the last Monday's, once).
    const first = await request.post(`${siteUrl}/api/v1/digests/run`, { headers: asAdmin });
    expect(first.status()).toBe(200);
    const outcome = (await first.json()).meta;
    expect(outcome.sent, JSON.stringify(outcome)).toBeGreaterThanOrEqual(1);
    const mail = await waitForMail(volunteer, 10_000, about);
    expect(mail.subject).toBe('Nieuw voor jou bij Vrijwilligerscentrale Zwolle');
    expect(mail.html).toContain(title);

    // Sessions are signed in again where time has passed: a used token lives on only 5 s after it rotates.
    const second = await request.post(`${siteUrl}/api/v1/digests/run`, { headers: (await apiSession(request, 'admin@public.example')).headers });
    expect(second.status(), await second.text()).toBe(200);
    expect((await second.json()).meta).toMatchObject({ sent: 0 });
    expect(await mailsTo(volunteer, about)).toHaveLength(1);

    // A link scanner's visit changes nothing: the page asks first.
    await page.goto(linkIn(mail, '/periodieke-mail/afmelden'));
    await expect(page.getByRole('heading', { level: 1, name: 'Afmelden voor de periodieke mail' })).toBeVisible();
    await expectNoAxeViolations(page);
    const before = await request.get(`${siteUrl}/api/v1/current_user/digest_preferences`, {
      headers: (await apiSession(request, volunteer)).headers,
    });
    expect(before.status(), await before.text()).toBe(200);
    expect((await before.json()).data.attributes.digest_days).toEqual([1]);

    await page.getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByText('Je bent afgemeld')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    const after = await request.get(`${siteUrl}/api/v1/current_user/digest_preferences`, {
      headers: (await apiSession(request, volunteer)).headers,
    });
    expect(after.status(), await after.text()).toBe(200);
    expect((await after.json()).data.attributes.digest_days).toEqual([]);

    await page.goto('/periodieke-mail/afmelden?token=onzin');
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByText('Deze link is niet geldig')).toBeVisible();
  });
});
