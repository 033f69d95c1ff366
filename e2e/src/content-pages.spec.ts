import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { apiSession } from './support/portal';
import { siteUrl } from './support/site';
import { expect, test } from './support/test';

// Content pages as visitors read them. The portal's page builder arrives
// later (issue 15); until then a page is built through the API, as an editor's
// save would send it.

const jsonApi = 'application/vnd.api+json';

async function uploadImage(request: APIRequestContext, headers: Record<string, string>, colour: string): Promise<string> {
  const buffer = await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } }).png().toBuffer();
  const response = await request.post(`${siteUrl}/api/v1/uploads`, {
    headers,
    multipart: { purpose: 'image', file: { name: 'foto.png', mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.attributes.url as string;
}

async function createPage(request: APIRequestContext, headers: Record<string, string>, attributes: Record<string, unknown>) {
  const response = await request.post(`${siteUrl}/api/v1/pages`, {
    headers: { ...headers, 'content-type': jsonApi },
    data: { data: { type: 'pages', attributes } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: string; attributes: { slug: string; path: string } };
}

/** One block of every type of spec §2, with what a centre would put in it. */
function everyBlock(images: string[], newsId: string) {
  const [first, second, third] = images as [string, string, string];
  const image = (url: string, alt: string) => ({ url, alt });
  const button = (label: string, href: string, variant = 'primary') => ({ label, href, variant });
  return [
    { id: 'hero', type: 'PhotoHero', props: { title: 'Samen sterk in de wijk', text: 'Doe mee!', image: image(first, 'Vrijwilligers in het park'), buttons: [button('Bekijk vacatures', '/vacancies/search', 'white')] } },
    { id: 'titel', type: 'SectionTitle', props: { title: 'Wat wij doen', subtitle: 'Een korte kennismaking', level: 2 } },
    { id: 'tekst', type: 'MarkdownText', props: { markdown: 'Wij helpen **iedereen** mee te doen.\n\n- buurthuis\n- taalcafé\n\n[Klik](javascript:alert(1)) <script>alert(1)</script>' } },
    { id: 'beeld', type: 'Image', props: { image: image(second, 'Het buurthuis'), caption: 'Ons buurthuis', width: 'wide' } },
    { id: 'callout', type: 'ImageTextButtons', props: { title: 'Word taalmaatje', text: 'Een uur per week.', image: image(third, 'Twee mensen in gesprek'), imagePosition: 'right', buttons: [button('Meer weten', '/over-ons', 'outline')] } },
    { id: 'kaarten', type: 'FourCards', props: { title: 'Vier manieren', cards: [{ title: 'Helpen', text: 'In de buurt' }, { title: 'Leren', text: 'Trainingen', href: '/nieuws' }] } },
    { id: 'dynamisch', type: 'DynamicCards', props: { title: 'Uitgelicht nieuws', source: 'news', itemIds: [newsId] } },
    { id: 'video', type: 'YouTube', props: { videoId: 'dQw4w9WgXcQ', title: 'Kennismaking met het buurthuis' } },
    { id: 'usps', type: 'TextWithUsps', props: { title: 'Waarom meedoen?', text: 'Omdat het kan.', usps: [{ title: 'Gezellig', text: 'Nieuwe mensen' }, { title: 'Dichtbij', text: 'In je wijk' }] } },
    { id: 'citaat', type: 'QuoteBlock', props: { quote: 'Het mooiste werk dat er is.', author: 'Fatima', role: 'taalmaatje' } },
    { id: 'fotos', type: 'PhotoSlideshow', props: { title: 'Foto’s van de open dag', slides: [{ image: image(first, 'Open dag, de ingang'), caption: 'De ingang' }, { image: image(second, 'Open dag, de zaal'), caption: 'De zaal' }], autoplay: true } },
    { id: 'links', type: 'Hotlinks', props: { title: 'Snel naar', links: [{ label: 'Sociale kaart', href: '/sociale-kaart' }, { label: 'Mail ons', href: 'mailto:info@example.org' }] } },
    { id: 'cta', type: 'CallToAction', props: { title: 'Klaar om te beginnen?', button: button('Account aanmaken', '/signup', 'secondary') } },
    { id: 'duo', type: 'DualCta', props: { first: { title: 'Voor vrijwilligers', button: button('Zoeken', '/vacancies/search', 'tertiary') }, second: { title: 'Voor organisaties', button: button('Aanmelden', '/organizations/signup', 'outlineSecondary') } } },
    { id: 'nieuws', type: 'NewsCarousel', props: { title: 'Laatste nieuws', count: 3 } },
    { id: 'formulier', type: 'BuilderForm', props: { title: '', formId: null } },
    { id: 'logos', type: 'LogoBar', props: { title: 'Partners', maxLogos: 6 } },
    { id: 'categorieen', type: 'VacancyCategories', props: { title: 'Per thema', hideEmpty: true } },
    { id: 'zoeken', type: 'HeroWithSearch', props: { title: 'Vind vrijwilligerswerk', text: 'Zoek op wat je leuk vindt.' } },
  ];
}

test.describe('content pages on the public site', () => {
  test('the home page is the centre’s page from the CMS: its search, categories and news work', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welkom bij /);
    const search = page.getByRole('search');
    await search.getByRole('searchbox').fill('voedselbank');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/vacancies\/search\?q=voedselbank/);

    await page.goto('/');
    const categories = page.locator('[data-block-type="VacancyCategories"]');
    const firstCategory = categories.getByRole('link').first();
    await expect(firstCategory).toHaveText(/\d+ vacatures?/);
    await firstCategory.click();
    await expect(page).toHaveURL(/\/vacancies\/search\?category=[0-9a-f-]{36}/);

    await page.goto('/');
    const news = page.locator('[data-block-type="NewsCarousel"]');
    await news.getByRole('link', { name: 'Vrijwilligersprijs uitgereikt' }).click();
    await expect(page).toHaveURL(/\/nieuws\/vrijwilligersprijs-uitgereikt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vrijwilligersprijs uitgereikt');
    await expectNoAxeViolations(page);
  });

  test('/nieuws lists the news, featured first, and each item has its own page', async ({ page }) => {
    await page.goto('/nieuws');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText('Vrijwilligersprijs uitgereikt');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Training: omgaan met dementie' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training: omgaan met dementie');
    await expect(page).toHaveTitle(/^Training: omgaan met dementie - /);
  });

  test('a page with every block: published it reads in Dutch and English, light and dark, with nothing for axe; a draft is a 404', async ({
    page,
    request,
  }) => {
    const { headers } = await apiSession(request, 'admin@public.example');
    const images = await Promise.all(['#1e3a8a', '#065f46', '#9a3412'].map((colour) => uploadImage(request, headers, colour)));
    const news = await (await request.get(`${siteUrl}/api/v1/pages/by_slug/vrijwilligersprijs-uitgereikt`)).json();
    const draft = await createPage(request, headers, { title: 'Alle blokken (concept)', blocks: everyBlock(images, news.data.id) });
    expect((await page.goto(draft.attributes.path))?.status()).toBe(404);
    await expect(page.getByText(`Pagina niet gevonden: ${draft.attributes.path}`)).toBeVisible();

    const published = await createPage(request, headers, {
      title: 'Alle blokken',
      show_title_on_page: false,
      is_published: true,
      blocks: everyBlock(images, news.data.id),
    });
    await page.goto(published.attributes.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samen sterk in de wijk');
    for (const type of ['PhotoHero', 'SectionTitle', 'MarkdownText', 'Image', 'ImageTextButtons', 'FourCards', 'DynamicCards', 'YouTube', 'TextWithUsps', 'QuoteBlock', 'PhotoSlideshow', 'Hotlinks', 'CallToAction', 'DualCta', 'NewsCarousel', 'LogoBar', 'VacancyCategories', 'HeroWithSearch']) {
      await expect(page.locator(`[data-block-type="${type}"]`), type).toBeVisible();
    }
    // Markdown that could run is text, not a link or a script.
    const markdown = page.locator('[data-block-type="MarkdownText"]');
    await expect(markdown.getByRole('link', { name: 'Klik' })).toHaveCount(0);
    await expect(markdown).toContainText('<script>alert(1)</script>');
    // Nothing comes from YouTube until the visitor asks for the video.
    const video = page.locator('[data-block-type="YouTube"]');
    await expect(video.locator('iframe')).toHaveCount(0);
    await video.getByRole('button', { name: 'Video afspelen: Kennismaking met het buurthuis' }).click();
    await expect(video.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
    // The slideshow can be paused and moved by keyboard.
    const slideshow = page.locator('[data-block-type="PhotoSlideshow"]');
    await slideshow.getByRole('button', { name: 'Pauzeren' }).click();
    await expect(slideshow.getByRole('button', { name: 'Afspelen' })).toBeVisible();
    await slideshow.getByRole('button', { name: 'Volgende foto' }).click();
    await expect(slideshow.getByText('2 van 2')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samen sterk in de wijk');
    await expectNoAxeViolations(page);

    await page.goto(`/en${published.attributes.path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-block-type="YouTube"]').getByRole('button', { name: 'Play video: Kennismaking met het buurthuis' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the sitemap lists published pages and news, never a draft', async ({ request }) => {
    const sitemap = await (await request.get(`${siteUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${siteUrl}/over-ons</loc>`);
    expect(sitemap).toContain(`${siteUrl}/nieuws/vrijwilligersprijs-uitgereikt</loc>`);
    expect(sitemap).not.toContain('alle-blokken-concept');
  });
});
