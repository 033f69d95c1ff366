import { expectNoAxeViolations } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { apiSession, portalUrl, signInOnPortal } from './support/portal';
import { createPublishedVacancy, newAddress, siteUrl } from './support/site';
import { expect, test } from './support/test';

// Responsiveness (issue 29): the centre's list of applications waiting for an answer,
// an organisation's response time on its public pages, and the one-click question
// after an acceptance. The seed has an application waiting three weeks and one
// accepted 15 days ago; an admin runs the hourly job now.

async function runJobNow(request: Parameters<typeof apiSession>[0]) {
  const { headers } = await apiSession(request, 'admin@public.example');
  const response = await request.post(`${siteUrl}/api/v1/responsiveness/run`, { headers });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('responsiveness', () => {
  test('centre staff see the applications waiting for an answer, per organisation', async ({ page }) => {
    await signInOnPortal(page, 'centrum@public.example');
    await page.goto(`${portalUrl}/applications`);
    await page.getByRole('link', { name: /14 dagen of langer zonder antwoord/ }).click();
    await expect(page).toHaveURL(`${portalUrl}/applications/waiting`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wacht op antwoord' })).toBeVisible();
    const foodBank = page.getByRole('region', { name: /Voedselbank Zwolle/ });
    const row = foodBank.getByRole('row').filter({ hasText: 'Sanne de Vries' });
    await expect(row).toContainText('Chauffeur voor het ophalen van voedsel');
    await expect(row).toContainText('20 dagen');
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name: 'Sanne de Vries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aanvraag van Sanne de Vries' })).toBeVisible();
  });

  test('a visitor reads how soon an organisation usually responds on its page and its vacancy', async ({ page, request }) => {
    const { headers: asOrganization } = await apiSession(request, 'organisatie@public.example');
    const vacancy = await createPublishedVacancy(request, asOrganization, {
      title: `Snel antwoord ${Date.now()}`,
      vacancy_type: 'volunteering',
      description: '<p>Je helpt bij de uitgifte van pakketten.</p>',
    });
    // Five quick answers: with the seed's answered ones, the median is under a day.
    for (let n = 0; n < 5; n += 1) {
      const applied = await request.post(`${siteUrl}/api/v1/applications`, {
        headers: { 'content-type': 'application/vnd.api+json' },
        data: { data: { type: 'applications', attributes: { vacancy_id: vacancy.id, first_name: 'Snel', last_name: `Antwoord ${n}`, email: newAddress(`snel${n}`) } } },
      });
      expect(applied.status(), await applied.text()).toBe(201);
      const id = (await applied.json()).data.id;
      const reviewed = await request.post(`${siteUrl}/api/v1/applications/${id}/review`, { headers: (await apiSession(request, 'organisatie@public.example')).headers });
      expect(reviewed.status(), await reviewed.text()).toBe(200);
    }
    await runJobNow(request);

    await page.goto(`/organizations/${vacancy.organizationId}`);
    await expect(page.getByText(/reageert meestal binnen 1 dag$/i)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/vacancies/${vacancy.id}`);
    await expect(page.getByText(/reageert meestal binnen 1 dag$/i)).toBeVisible();
    await page.goto(`/en/organizations/${vacancy.organizationId}`);
    await expect(page.getByText('Usually responds within 1 day')).toBeVisible();
  });

  test('the question after an acceptance is answered with one click, without signing in, once', async ({ page, request }) => {
    await runJobNow(request);
    const toVolunteer = await waitForMail('lisa.jansen@example.nl', 10_000, (mail) => mail.subject === 'Gaat het goed bij Voedselbank Zwolle?');
    const toOrganisation = await waitForMail('', 10_000, (mail) => mail.subject === 'Gaat het goed met Lisa?');

    // A link scanner's visit answers nothing: the page asks first.
    await page.goto(linkIn(toVolunteer, '/vraag'));
    await expect(page.getByRole('heading', { level: 1, name: 'Een korte vraag' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Gaat je vrijwilligerswerk voor “Uitgifte-medewerker op dinsdagmiddag” bij Voedselbank Zwolle goed?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText('Bedankt voor je antwoord')).toBeVisible();
    await expectNoAxeViolations(page);

    // Used: a translated refusal.
    await page.reload();
    await expect(page.getByText('Deze link is niet geldig')).toBeVisible();

    // The organisation's question, in English and the dark colour scheme.
    const link = new URL(linkIn(toOrganisation, '/vraag'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/en${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'A short question' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Is it working out with the volunteer you accepted for “Uitgifte-medewerker op dinsdagmiddag”?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page.getByText('Thank you for your answer')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/en/vraag?token=not-a-real-link');
    await expect(page.getByText('This link is not valid')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
