import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  apiSession,
  password,
  port,
  portalUrl,
  signInOnPortal,
  switchPortalLanguage,
  toast,
} from './support/portal';
import {
  createConfirmedAccount,
  createPublishedVacancy,
  newAddress,
  signInOnSite,
  siteUrl,
} from './support/site';
import { expect, test } from './support/test';

// Issue 28, the organisations' side of the volunteer pool: a volunteer joins
// the pool; the demo organisation finds them on /vrijwilligerspool by interest
// and distance and replies naming one of its vacancies; the volunteer accepts
// on the public site, which starts a conversation and an application; a
// second reply within the month is refused with the day it may come; and the
// meedoen variant has no pool anywhere.

const run = Date.now().toString(36);
const ORGANISATION = 'Voedselbank Zwolle';
const JSON_API = 'application/vnd.api+json';

/** Signs in against the API on the public site's host and returns the session headers. */
async function siteSession(
  request: APIRequestContext,
  email: string,
): Promise<Record<string, string>> {
  const response = await request.post(`${siteUrl}/auth/sign_in`, { data: { email, password } });
  expect(response.ok()).toBe(true);
  const received = response.headers();
  return Object.fromEntries(
    ['access-token', 'client', 'uid', 'token-type', 'expiry'].flatMap((name) =>
      received[name] ? [[name, received[name]]] : [],
    ),
  );
}

test.describe('volunteer pool', () => {
  test('an organisation finds a volunteer by interest and distance, replies with a vacancy, and the volunteer accepts', async ({
    page,
    request,
  }) => {
    // Two apps, two accounts and four pages: longer than one page's budget.
    test.setTimeout(90_000);
    // A new volunteer joins the pool from Zwolle, interested in the centre's first category.
    const email = newAddress('pool');
    await createConfirmedAccount(request, email);
    const volunteer = await siteSession(request, email);
    const categories = await (await request.get(`${siteUrl}/api/v1/vacancy_categories`)).json();
    const category = {
      id: categories.data[0].id as string,
      name: categories.data[0].attributes.name as string,
    };
    const introduction = `Ik kook graag voor grote groepen (${run}).`;
    const saved = await request.put(`${siteUrl}/api/v1/volunteer_profile`, {
      headers: { ...volunteer, 'content-type': JSON_API },
      data: {
        data: {
          type: 'volunteer_profiles',
          attributes: {
            introduction,
            category_ids: [category.id],
            skills: ['koken'],
            languages: ['nl'],
            availability: ['sat_morning'],
            place: 'Zwolle',
            travel_distance_km: 15,
            in_pool: true,
          },
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const profileId = (await saved.json()).data.id as string;

    // The organisation has a vacancy to name in its reply.
    const { headers } = await apiSession(request, 'organisatie@public.example');
    const vacancy = await createPublishedVacancy(request, headers, {
      title: `Koken in de buurtkeuken ${run}`,
      description: '<p>Je kookt op zaterdag voor de buurt.</p>',
    });

    // The organisation finds them on /vrijwilligerspool by interest and distance.
    await signInOnPortal(page, 'organisatie@public.example');
    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Vrijwilligerspool' })
      .click();
    await expect(page).toHaveURL(`${portalUrl}/vrijwilligerspool`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerspool' })).toBeVisible();
    const search = page.getByRole('search', { name: 'De pool doorzoeken' });
    await search
      .getByRole('group', { name: 'Interesses' })
      .getByRole('checkbox', { name: new RegExp(category.name) })
      .check();
    // The week's day parts are boxes in a table of their own; the volunteer is free on Saturday morning.
    await search
      .getByRole('group', { name: 'Beschikbaar' })
      .getByRole('checkbox', { name: 'zaterdagochtend' })
      .check();
    await search.getByLabel('Plaats').fill('Zwolle');
    await search.getByLabel('Afstand').selectOption({ label: 'binnen 25 km' });
    await search.getByRole('button', { name: 'Zoeken' }).first().click();
    await expect(page).toHaveURL(/category=.*place=Zwolle|place=Zwolle.*category=/);
    await expect(page).toHaveURL(/availability=sat_morning/);
    await expect(
      search
        .getByRole('group', { name: 'Beschikbaar' })
        .getByRole('checkbox', { name: 'zaterdagochtend' }),
    ).toBeChecked();
    const card = page.getByRole('listitem').filter({ hasText: introduction });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Ria' })).toBeVisible();
    // Organisations see no contact details before the volunteer accepts.
    await expect(card).not.toContainText(email);
    await expectNoAxeViolations(page);

    // They reply, naming the vacancy.
    await card.getByRole('button', { name: 'Reageren Ria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reageren op Ria' });
    await dialog
      .getByLabel('Je bericht')
      .fill('Hallo Ria, we zouden je graag vragen voor onze buurtkeuken op zaterdag.');
    await dialog.getByLabel('Vacature (niet verplicht)').selectOption({ label: vacancy.title });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(toast(page, 'Reactie verstuurd')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A second reply within the month: the card says from when, and the API refuses with the date.
    await expect(card.getByRole('button', { name: 'Reageren Ria' })).toBeDisabled();
    await expect(card).toContainText('Je hebt onlangs gereageerd; je kunt weer reageren vanaf');
    // A fresh session: the one above has rotated its token since.
    const organisation = await apiSession(request, 'organisatie@public.example');
    const again = await request.post(`http://localhost:${port}/api/v1/volunteer_profile_replies`, {
      headers: { ...organisation.headers, 'content-type': JSON_API },
      data: {
        data: {
          type: 'volunteer_profile_replies',
          attributes: {
            volunteer_profile_id: profileId,
            organization_id: vacancy.organizationId,
            body: 'Nog een keer?',
          },
        },
      },
    });
    expect(again.status()).toBe(422);
    const refusal = (await again.json()).errors[0];
    expect(refusal.meta.reason).toBe('reply_too_soon');
    expect(refusal.detail).toMatch(/\d{4}/);

    // The sent replies tab lists it as waiting for an answer.
    await page.getByRole('link', { name: 'Verstuurde reacties' }).click();
    const sent = page.getByRole('row').filter({ hasText: 'buurtkeuken op zaterdag' });
    await expect(sent).toContainText('Wacht op antwoord');
    await expect(sent).toContainText(vacancy.title);
    await expectNoAxeViolations(page);

    // The volunteer accepts on the public site: a conversation and an application exist.
    await signInOnSite(page, email, '/profile-replies');
    const reply = page.getByRole('article').filter({ hasText: 'buurtkeuken op zaterdag' });
    await expect(reply).toContainText(ORGANISATION);
    await reply.getByRole('button', { name: 'Accepteren' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accepteren' }).click();
    await expect(
      page.getByRole('link', { name: `Naar het gesprek met ${ORGANISATION}` }),
    ).toBeVisible();
    const asVolunteer = async (path: string) =>
      request.get(`${siteUrl}/api/v1/${path}`, { headers: await siteSession(request, email) });
    const answered = (await (await asVolunteer('volunteer_profile_replies')).json()).data[0];
    expect(answered.attributes).toMatchObject({ status: 'accepted', vacancy_title: vacancy.title });
    expect(
      (await asVolunteer(`conversations/${answered.attributes.conversation_id}`)).status(),
    ).toBe(200);
    const application = await asVolunteer(`applications/${answered.attributes.application_id}`);
    expect(application.status()).toBe(200);
    expect((await application.json()).data.attributes.vacancy_id).toBe(vacancy.id);
  });

  test("staff see the centre's replies, stop one with a reason, and stop and allow an organisation's replies", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // A volunteer in the pool and a reply of the demo organisation, through the API.
    const email = newAddress('pool-staff');
    await createConfirmedAccount(request, email);
    const saved = await request.put(`${siteUrl}/api/v1/volunteer_profile`, {
      headers: { ...(await siteSession(request, email)), 'content-type': JSON_API },
      data: {
        data: {
          type: 'volunteer_profiles',
          attributes: { introduction: `Tuinieren (${run})`, place: 'Zwolle', in_pool: true },
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const organisation = await apiSession(request, 'organisatie@public.example');
    const organizationId = (
      await (
        await request.get(`http://localhost:${port}/api/v1/current_organizations`, {
          headers: organisation.headers,
        })
      ).json()
    ).data[0].id;
    const body = `Wil je onze tuin helpen onderhouden? (${run})`;
    const sent = await request.post(`http://localhost:${port}/api/v1/volunteer_profile_replies`, {
      headers: {
        ...(await apiSession(request, 'organisatie@public.example')).headers,
        'content-type': JSON_API,
      },
      data: {
        data: {
          type: 'volunteer_profile_replies',
          attributes: {
            volunteer_profile_id: (await saved.json()).data.id,
            organization_id: organizationId,
            body,
          },
        },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    // Staff filter the centre's replies by organisation and stop this one.
    await signInOnPortal(page, 'centrum@public.example');
    await page.goto(`${portalUrl}/vrijwilligerspool/reacties`);
    // The page's own fields: the header has an organisation selector too.
    const filters = page.getByRole('search', { name: 'Reacties filteren' });
    await filters.getByLabel('Organisatie').selectOption({ label: ORGANISATION });
    await filters.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/organization=/);
    const row = page.getByRole('row').filter({ hasText: body });
    await expect(row).toContainText('Wacht op antwoord');
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: /^Deze reactie stopzetten/ }).click();
    const stop = page.getByRole('alertdialog', {
      name: `De reactie van ${ORGANISATION} aan Ria stopzetten?`,
    });
    await expect(stop.getByRole('button', { name: 'Deze reactie stopzetten' })).toBeDisabled();
    await stop.getByLabel('Reden').fill('Dit is reclame.');
    await stop.getByRole('button', { name: 'Deze reactie stopzetten' }).click();
    await expect(toast(page, 'Reactie stopgezet')).toBeVisible();
    await expect(row).toContainText('Stopgezet door het centrum');
    await expect(row).toContainText('Dit is reclame.');

    // They stop the organisation's replies on the blocks tab, and allow them again.
    await page.getByRole('link', { name: 'Stopgezette organisaties' }).click();
    const stopForm = page.getByRole('form', { name: 'De reacties van een organisatie stopzetten' });
    await stopForm.getByLabel('Organisatie').selectOption({ label: ORGANISATION });
    await stopForm.getByRole('button', { name: 'Reacties stopzetten' }).click();
    const block = page.getByRole('alertdialog', {
      name: `Alle reacties van ${ORGANISATION} stopzetten?`,
    });
    await block.getByLabel('Reden').fill('Te veel reacties in korte tijd.');
    await block.getByRole('button', { name: 'Reacties stopzetten' }).click();
    await expect(toast(page, 'Reacties stopgezet')).toBeVisible();
    const blocked = page.getByRole('row').filter({ hasText: ORGANISATION });
    await expect(blocked).toContainText('Te veel reacties in korte tijd.');
    await expectNoAxeViolations(page);
    await blocked.getByRole('button', { name: `Reacties weer toestaan ${ORGANISATION}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reacties toestaan' }).click();
    await expect(toast(page, 'Reacties weer toegestaan')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Geen organisatie is stopgezet' }),
    ).toBeVisible();
  });

  test('the pool, its replies and the stopped organisations pass axe in English too', async ({
    page,
  }) => {
    await signInOnPortal(page, 'centrum@public.example');
    await switchPortalLanguage(page, 'English');
    await page.goto(`${portalUrl}/vrijwilligerspool?place=Zwolle&distance=25`);
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteer pool' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search the pool' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Volunteers' }).getByRole('listitem').first(),
    ).toContainText('km away');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Replies', exact: true }).click();
    await expect(page).toHaveURL(`${portalUrl}/vrijwilligerspool/reacties`);
    await expect(page.getByRole('search', { name: 'Filter replies' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Stopped organisations' }).click();
    await expect(page).toHaveURL(`${portalUrl}/vrijwilligerspool/blokkades`);
    await expect(
      page.getByRole('form', { name: "Stop an organisation's replies" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on the meedoen variant the pool does not exist', async ({ page, request }) => {
    const meedoenPortal = `http://portal.meedoen.localhost:${port}`;
    const api = await request.get(`http://localhost:${port}/api/v1/volunteer_profiles`, {
      headers: { Host: `meedoen.localhost:${port}` },
    });
    expect(api.status()).toBe(404);

    await page.goto(`${meedoenPortal}/auth/login-1`);
    await page.getByLabel('E-mailadres').fill('centrum@meedoen.example');
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(`${meedoenPortal}/dashboard`);
    const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await expect(navigation.getByRole('link', { name: 'Conversaties' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Vrijwilligerspool' })).toHaveCount(0);

    await page.goto(`${meedoenPortal}/vrijwilligerspool`);
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  });
});
