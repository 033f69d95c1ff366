/**
 * @jest-environment node
 */
// The server's path: route loaders await loadPageBlocks, then React renders the
// page in one pass from the filled cache, with no request during rendering.
import type { PageBlock } from '@platform/contracts';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { loadPageBlocks, PageBlocks } from './page-blocks';
import { TestProviders } from './testing/test-providers';
import { createTestServices, makeBlock, type FakeAnswer } from './testing/test-services';

const VACANCY = '11111111-1111-4111-8111-111111111111';
const EXPIRED = '22222222-2222-4222-8222-222222222222';

const resource = (type: string, id: string, attributes: Record<string, unknown>) => ({ type, id, attributes });

// The API as JSON:API documents, keyed by path; anything else is a 404.
function fakeApi(url: URL): FakeAnswer | undefined {
  switch (url.pathname) {
    case '/api/v1/pages':
      return {
        status: 200,
        body: {
          data: [resource('pages', 'n1', { title: 'Open day on Saturday', path: '/nieuws/open-day', page_type: 'news', published_at: '2026-05-12T08:00:00Z' })],
          meta: { total: 1, page_count: 1 },
        },
      };
    case `/api/v1/vacancies/${VACANCY}`:
      return { status: 200, body: { data: resource('vacancies', VACANCY, { title: 'Garden helper', place: 'Utrecht' }) } };
    case '/api/v1/vacancy_categories':
      return { status: 200, body: { data: [resource('vacancy_categories', 'care', { name: 'Care', position: 1 })] } };
    case '/api/v1/vacancies/search':
      return { status: 200, body: { data: [], meta: { total: 4, facets: { category_id: { care: 4 } } } } };
    case '/api/v1/partners':
      return { status: 200, body: { data: [resource('organizations', 'p1', { name: 'Food Bank', website: 'https://foodbank.example' })] } };
    default:
      return undefined;
  }
}

const blocks: PageBlock[] = [
  makeBlock('HeroWithSearch', { title: 'Find volunteer work' }),
  makeBlock('MarkdownText', { markdown: '## Welcome\n\nWe connect **people**.' }),
  makeBlock('NewsCarousel', { title: 'News', count: 3 }),
  makeBlock('DynamicCards', { title: 'Featured', source: 'vacancies', itemIds: [VACANCY, EXPIRED] }),
  makeBlock('VacancyCategories', { title: 'Categories' }),
  makeBlock('LogoBar', { title: 'Partners' }),
  makeBlock('YouTube', { videoId: 'dQw4w9WgXcQ', title: 'Our story' }),
];

describe('PageBlocks on the server', () => {
  it('renders every loaded block completely, in order, without fetching while rendering', async () => {
    const services = createTestServices(fakeApi);
    await loadPageBlocks(blocks, services);
    const requestsWhileLoading = services.sent.length;

    const html = renderToString(
      <TestProviders services={services}>
        <PageBlocks blocks={blocks} />
      </TestProviders>,
    );

    expect(services.sent).toHaveLength(requestsWhileLoading);
    expect([...html.matchAll(/data-block-type="(\w+)"/g)].map((match) => match[1])).toEqual(blocks.map((block) => block.type));
    expect(html).toMatch(/<h1[^>]*>Find volunteer work<\/h1>/);
    expect(html).toContain('<h2>Welcome</h2>');
    expect(html).toContain('<strong>people</strong>');
    expect(html).toContain('Open day on Saturday');
    expect(html).toContain('href="/vacancies/11111111-1111-4111-8111-111111111111"');
    expect(html).toContain('Garden helper');
    expect(html).toContain('href="/vacancies/search?category=care"');
    expect(html).toContain('Food Bank');
    expect(html).toContain('Play video: Our story');
    expect(html).not.toContain('<iframe');
    // Nothing suspended: no block fell back to its (empty) loading state.
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('<!--$?-->');
  });

  it('leaves what the browser needs to hydrate without fetching in the dehydrated cache, the expired vacancy as null', async () => {
    const services = createTestServices(fakeApi);
    await loadPageBlocks(blocks, services);
    const queries = dehydrate(services.queryClient).queries;
    expect(queries.every((query) => query.state.status === 'success')).toBe(true);
    const expired = queries.find((query) => JSON.stringify(query.queryKey).includes(EXPIRED));
    expect(expired?.state.data).toBeNull();
  });

  it('never fails the route loader: a block whose data fails is left to its error boundary', async () => {
    const services = createTestServices(() => ({ status: 500, body: { errors: [{ status: '500' }] } }));
    await expect(loadPageBlocks(blocks, services)).resolves.toBeUndefined();

    // The server draws the rest; the failed blocks are left for the browser to retry.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(
      <TestProviders services={services}>
        <PageBlocks blocks={blocks} />
      </TestProviders>,
    );
    consoleError.mockRestore();
    expect(html).toMatch(/<h1[^>]*>Find volunteer work<\/h1>/);
    expect(html).toContain('<h2>Welcome</h2>');
    expect(html).not.toContain('Food Bank');
  });
});
