import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mail';
import { apiSession, port } from './support/portal';
import { createPublishedVacancy, signInOnSite, siteUrl, type CreatedVacancy } from './support/site';
import { expect, test } from './support/test';

// The public vacancy bank, vacancy pages, calendar, one-to-one support and
// organisation pages of the public tenant's Zwolle site (localhost). The
// vacancies it needs are created through the API by the demo organisation's
// manager, so the journeys do not depend on the demo seed's vacancies.

const run = Date.now().toString(36);

const garden = { title: `Vrijwilliger voor de buurtmoestuin ${run}` };
const walk = { title: `Maatje voor een wekelijkse wandeling ${run}` };
const market = { title: `Opbouwhulp bij de kerstmarkt ${run}` };
let gardenVacancy: CreatedVacancy;
let walkVacancy: CreatedVacancy;
let marketActivity: CreatedVacancy;
let natureCategoryId: string;
/** The day the activity takes place: three days from now, as yyyy-mm-dd in the browser's (local) time. */
let activityDay: string;

test.beforeAll(async ({ request }) => {
  const { headers } = await apiSession(request, 'organisatie@public.example');
  const categories = await request.get(`${siteUrl}/api/v1/vacancy_categories`);
  natureCategoryId = (await categories.json()).data.find((c: { attributes: { name: string } }) => c.attributes.name === 'Natuur').id;
  gardenVacancy = await createPublishedVacancy(request, headers, {
    title: garden.title,
    description: '<p>Samen met andere buurtbewoners houd je de moestuin bij. <strong>Groene vingers</strong> zijn handig, maar niet nodig.</p>',
    category_ids: [natureCategoryId],
    hours_per_week: 3,
    contact_phone: '038 765 43 21',
    contact_phone_visible: true,
  });
  walkVacancy = await createPublishedVacancy(request, headers, {
    title: walk.title,
    vacancy_type: 'p2p',
    description: '<p>Een oudere buurvrouw zoekt iemand om elke week mee te wandelen.</p>',
  });
  const start = new Date();
  start.setDate(start.getDate() + 3);
  start.setHours(10, 0, 0, 0);
  activityDay = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
  marketActivity = await createPublishedVacancy(request, headers, {
    title: market.title,
    vacancy_type: 'activity',
    frequency: 'once',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    description: '<p>Help een ochtend mee met het opbouwen van de kramen.</p>',
  });
});

/** The link of a result in the result list. */
const resultLink = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Resultaten' }).getByRole('listitem').getByRole('link', { name: title });

test.describe('vacancy bank', () => {
  test('a guest searches in Dutch, filters, opens a vacancy and applies', async ({ page, request }) => {
    // A long journey with five axe checks: more than the default 30 s on a slow machine.
    test.setTimeout(90_000);
    await page.goto('/vacancies/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacaturebank');
    await expect(page).toHaveTitle('Vacaturebank - Vrijwilligersplatform');
    await expect(page.getByRole('status').filter({ hasText: /vacatures? gevonden/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // Words are searched on Enter; "vrijwilligers" finds a "vrijwilliger" vacancy (Dutch stemming).
    await page.getByLabel('Wat wil je doen?').fill('vrijwilligers');
    await page.getByLabel('Wat wil je doen?').press('Enter');
    await expect(page).toHaveURL(/[?&]q=vrijwilligers/);
    await expect(resultLink(page, garden.title)).toBeVisible();
    const found = page.getByRole('status').filter({ hasText: /vacatures? gevonden/ });
    await expect(found).toHaveText(/^\d+ vacatures? gevonden$/);

    // A category filter, with its count beside it, narrows the results and lands in the URL.
    const nature = page.getByRole('group', { name: 'Categorie' }).getByRole('checkbox', { name: /^Natuur/ });
    // By keyboard, as any filter.
    await nature.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`category=${natureCategoryId}`));
    await expect(nature).toBeFocused();
    await expect(nature).toBeChecked();
    await expect(resultLink(page, garden.title)).toBeVisible();
    await expectNoAxeViolations(page);

    // Back undoes the filter, forward brings it back.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]q=vrijwilligers$/);
    await expect(nature).not.toBeChecked();
    await expect(page.getByLabel('Wat wil je doen?')).toHaveValue('vrijwilligers');
    await page.goForward();
    await expect(nature).toBeChecked();

    // The search is a link: opening it afresh gives the same search.
    await page.goto(page.url());
    await expect(page.getByLabel('Wat wil je doen?')).toHaveValue('vrijwilligers');
    await expect(nature).toBeChecked();
    await expect(resultLink(page, garden.title)).toBeVisible();

    // The vacancy page.
    await resultLink(page, garden.title).click();
    await expect(page).toHaveURL(`${siteUrl}/vacancies/${gardenVacancy.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(garden.title);
    await expect(page).toHaveTitle(`${garden.title} - Vrijwilligersplatform`);
    await expect(page.getByRole('link', { name: 'Voedselbank Zwolle' }).first()).toHaveAttribute(
      'href',
      `/organizations/${gardenVacancy.organizationId}`,
    );
    await expect(page.getByText('Groene vingers')).toBeVisible();
    await expect(page.getByRole('link', { name: '038 765 43 21' })).toHaveAttribute('href', 'tel:0387654321');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: garden.title, employmentType: 'VOLUNTEER' });
    await expectNoAxeViolations(page);

    // The first HTML response, rendered on the server, already has what crawlers read.
    const firstHtml = await request.get(`${siteUrl}/vacancies/${gardenVacancy.id}`);
    expect(firstHtml.status()).toBe(200);
    const html = await firstHtml.text();
    expect(html).toContain(`<title>${garden.title} - Vrijwilligersplatform</title>`);
    expect(html).toContain(`<meta property="og:title" content="${garden.title}"/>`);
    expect(html).toContain('Samen met andere buurtbewoners houd je de moestuin bij.');
    // A data block, which never runs: no nonce, as React drew it.
    const jobPosting = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(jobPosting?.[1] ?? '{}')).toMatchObject({
      '@type': 'JobPosting',
      title: garden.title,
      employmentType: 'VOLUNTEER',
      hiringOrganization: { name: 'Voedselbank Zwolle' },
    });

    // Apply as a guest: fields validate when left, in Dutch.
    const form = page.getByRole('form', { name: 'Reageren' });
    const email = `gast-${run}@example.nl`;
    await form.getByLabel('E-mailadres').fill('geen-adres');
    await form.getByLabel('E-mailadres').blur();
    await expect(form.getByText('E-mailadres moet een geldig e-mailadres zijn.')).toBeVisible();
    await form.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(form.getByText('Voornaam is verplicht.')).toBeVisible();
    await form.getByLabel('Voornaam').fill('Gijs');
    await form.getByLabel('Achternaam').fill('Gast');
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByLabel('Telefoonnummer').fill('06 11 22 33 44');
    await form.getByLabel('Bericht').fill('Ik tuinier graag en woon om de hoek.');
    await form.getByRole('button', { name: 'Reactie versturen' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Bedankt, je reactie is verstuurd!' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(`We hebben je een bevestiging gestuurd op ${email}.`);
    await expect(confirmation).toBeFocused();
    await expectNoAxeViolations(page);
    const mail = await waitForMail(email);
    expect(mail.text).toContain(garden.title);

    // Applying twice with the same address is refused clearly.
    await page.reload();
    await form.getByLabel('Voornaam').fill('Gijs');
    await form.getByLabel('Achternaam').fill('Gast');
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(page.getByRole('alert')).toContainText('Je hebt al op deze vacature gereageerd.');
  });

  test('a mangled search link still opens the vacancy bank, without the values that do not fit', async ({ page }) => {
    const mangled = new URLSearchParams({
      q: 'vrijwilligers',
      category: 'geen-id',
      type: 'volunteering,onbekend',
      place: 'x'.repeat(101),
      distance: '500',
      sort: 'willekeurig',
      page: '0',
      from: '2026-02-30',
    });
    await page.goto(`/vacancies/search?${mangled}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacaturebank');
    await expect(page.getByLabel('Wat wil je doen?')).toHaveValue('vrijwilligers');
    await expect(page.getByLabel('Plaats')).toHaveValue('');
    await expect(resultLink(page, garden.title)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /vacatures? gevonden/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Categorie' }).getByRole('checkbox', { name: /^Natuur/ })).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('on a small screen the filters fold behind a button; in English it is the Vacancy bank', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/vacancies/search');
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Categorie' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('group', { name: 'Categorie' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/en/vacancies/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacancy bank');
  });

  test('a signed-in volunteer applies with their account’s name and address', async ({ page }) => {
    await signInOnSite(page, 'vrijwilliger@public.example');
    // While the account loads, no guest form is offered to type into.
    let releaseAccount = () => {};
    const accountHeld = new Promise<void>((resolve) => (releaseAccount = resolve));
    await page.route('**/api/v1/current_user**', async (route) => {
      await accountHeld;
      await route.continue();
    });
    await page.goto(`/vacancies/${gardenVacancy.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Je gegevens worden geladen…' })).toBeVisible();
    await expect(page.getByLabel('Bericht')).toHaveCount(0);
    releaseAccount();
    const form = page.getByRole('form', { name: 'Reageren' });
    await expect(form.getByText(/^Je reageert als .+ \(vrijwilliger@public\.example\)\.$/)).toBeVisible();
    await expect(form.getByLabel('Voornaam')).toHaveCount(0);
    await form.getByLabel('Bericht').fill('Ik help graag mee.');
    await form.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bedankt, je reactie is verstuurd!' })).toContainText(
      'vrijwilliger@public.example',
    );
    await expectNoAxeViolations(page);
    await waitForMail('vrijwilliger@public.example');
  });

  test('an unknown vacancy is not found, in the first response too', async ({ page, request }) => {
    const unknown = '/vacancies/00000000-0000-4000-8000-000000000000';
    await page.goto(unknown);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    expect((await request.get(`${siteUrl}${unknown}`)).status()).toBe(404);
  });

  test('the sitemap lists the published vacancies and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get(`${siteUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${siteUrl}/vacancies/search</loc>`);
    expect(sitemap).toContain(`<loc>${siteUrl}/vacancies/${gardenVacancy.id}</loc>`);
    expect(sitemap).toContain(`<loc>${siteUrl}/vacancies/${marketActivity.id}</loc>`);
    const robots = await (await request.get(`${siteUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test('the vacancy bank links the search on screen as RSS and JSON Feed, which list its vacancies', async ({ page, request }) => {
    // In the server's first HTML, where feed readers look.
    const html = await (await request.get(`${siteUrl}/vacancies/search`)).text();
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="Vacatures van [^"]+ \(RSS\)" href="[^"]+\/api\/v1\/vacancy_feeds\/rss\?tenant=public&amp;center=/);
    await page.goto(`${siteUrl}/vacancies/search?category=${natureCategoryId}`);
    const rss = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(rss).toHaveCount(1);
    const rssUrl = new URL((await rss.getAttribute('href'))!);
    expect(rssUrl.searchParams.get('filter[category_id]')).toBe(natureCategoryId);
    const feed = await (await request.get(rssUrl.toString())).text();
    expect(feed).toContain(`<link>${siteUrl}/vacancies/${gardenVacancy.id}</link>`);
    expect(feed).not.toContain(`/vacancies/${walkVacancy.id}<`);
    const json = await (await request.get((await page.locator('head link[rel="alternate"][type="application/feed+json"]').getAttribute('href'))!)).json();
    expect(json.items.map((item: { id: string }) => item.id)).toContain(gardenVacancy.id);
  });
});

test.describe('activity calendar', () => {
  test('shows activities by month, week and as a list, each linking to its page', async ({ page }) => {
    await page.goto(`/activiteitenkalender?date=${activityDay}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activiteitenkalender');
    const month = page.getByRole('table');
    await expect(month.getByRole('columnheader')).toHaveCount(7);
    await expect(month.getByRole('link', { name: new RegExp(market.title) })).toHaveAttribute(
      'href',
      `/vacancies/${marketActivity.id}`,
    );
    const feed = page.getByRole('link', { name: 'Abonneren op de activiteitenkalender (iCalendar)' });
    await expect(feed).toHaveAttribute('href', /\/api\/v1\/activities\.ics\?tenant=public&center=[0-9a-f-]{36}$/);
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Weergave van de kalender' }).getByRole('link', { name: 'Week' }).click();
    await expect(page).toHaveURL(/view=week/);
    await expect(page.getByRole('link', { name: new RegExp(market.title) })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Weergave van de kalender' }).getByRole('link', { name: 'Lijst' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: new RegExp(market.title) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(market.title);
    await expect(page.getByRole('heading', { name: 'Wanneer' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('moves between periods with previous, next and today', async ({ page }) => {
    await page.goto(`/activiteitenkalender?date=${activityDay}`);
    const period = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const monthTitle = (await period.textContent()) ?? '';
    await page.getByRole('link', { name: 'Volgende maand' }).click();
    await expect(period).not.toHaveText(monthTitle);
    await page.getByRole('link', { name: 'Vorige maand' }).click();
    await expect(period).toHaveText(monthTitle);
    await page.getByRole('navigation', { name: 'Weergave van de kalender' }).getByRole('link', { name: 'Week' }).click();
    const weekTitle = (await period.textContent()) ?? '';
    await page.getByRole('link', { name: 'Volgende week' }).click();
    await expect(period).not.toHaveText(weekTitle);
    await page.getByRole('link', { name: 'Vandaag' }).click();
    await expect(page).toHaveURL(/\/activiteitenkalender\?view=week$/);
  });

  test('is not found where the tenant has no activities', async ({ page }) => {
    await page.goto(`http://oldebroek.localhost:${port}/activiteitenkalender`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  });
});

test.describe('one-to-one support', () => {
  test('lists only the one-to-one support vacancies', async ({ page }) => {
    await page.goto('/een-op-een-hulp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een-op-een hulp');
    await expect(resultLink(page, walk.title)).toHaveAttribute('href', `/vacancies/${walkVacancy.id}`);
    await expect(resultLink(page, garden.title)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Soort vrijwilligerswerk' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('is not found where the tenant has peer-to-peer off', async ({ page }) => {
    await page.goto(`http://demo.localhost:${port}/een-op-een-hulp`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  });
});

test.describe('organisation page', () => {
  test('shows the organisation with its open vacancies', async ({ page }) => {
    await page.goto(`/organizations/${gardenVacancy.organizationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voedselbank Zwolle');
    const open = page.getByRole('region', { name: 'Openstaande vacatures' });
    await expect(open.getByRole('link', { name: garden.title })).toBeVisible();
    await expect(open.getByRole('link', { name: walk.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown organisation is not found', async ({ page }) => {
    await page.goto('/organizations/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  });
});
