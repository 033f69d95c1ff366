import { getVacancyCategoriesQueryOptions, getVacancySearchQueryOptions } from '@platform/api-client';
import type { PageBlock } from '@platform/contracts';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadPageBlocks, PageBlocks } from './page-blocks';
import { category } from './testing/fixtures';
import { renderWithServices, TestProviders } from './testing/test-providers';
import { createTestServices, makeBlock } from './testing/test-services';

describe('PageBlocks', () => {
  it('imports a block nobody loaded first on demand (the preview) and draws it', async () => {
    renderWithServices(<PageBlocks blocks={[makeBlock('SectionTitle', { title: 'Drawn later' })]} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Drawn later' })).toBeInTheDocument();
    expect(document.querySelector('[data-block-type="SectionTitle"]')).toBeInTheDocument();
  });

  it('leaves out a block that throws, keeping the rest of the page, and skips unknown types', async () => {
    const broken = { ...makeBlock('MarkdownText', { markdown: 'x' }), props: { markdown: null } } as unknown as PageBlock;
    const unknown = { id: 'future', type: 'Hologram', props: {} } as unknown as PageBlock;
    const blocks = [broken, unknown, makeBlock('CallToAction', { title: 'Still here', button: { label: 'Go', href: '/go' } })];
    const services = createTestServices();
    await loadPageBlocks(blocks, services);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithServices(<PageBlocks blocks={blocks} />, { services });
    consoleError.mockRestore();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(document.querySelector('[data-block-type="MarkdownText"]')).toBeEmptyDOMElement();
    expect(document.querySelector('[data-block-type="Hologram"]')).toBeNull();
    expect(screen.queryByText('This block could not be shown.')).not.toBeInTheDocument();
  });

  it('says which block failed in the preview', async () => {
    const broken = { ...makeBlock('MarkdownText', { markdown: 'x' }), props: { markdown: null } } as unknown as PageBlock;
    await loadPageBlocks([broken], createTestServices());
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithServices(<PageBlocks blocks={[broken]} isPreview />);
    consoleError.mockRestore();
    expect(screen.getByRole('status')).toHaveTextContent('This block could not be shown.');
  });

  it('hydrates the server HTML without mismatches or requests', async () => {
    const blocks = [
      makeBlock('PhotoSlideshow', {
        slides: [{ image: { url: '/uploads/demo/123e4567-e89b-12d3-a456-426614174000.webp', alt: 'One' } }],
        autoplay: true,
      }),
      makeBlock('VacancyCategories', { title: 'Categories' }),
      makeBlock('MarkdownText', { markdown: '# Hi\n\nSee [this](/page).' }),
    ];
    const server = createTestServices();
    server.queryClient.setQueryData(getVacancyCategoriesQueryOptions(server.apiClient).queryKey, [category('care', 'Care', 1)]);
    server.queryClient.setQueryData(getVacancySearchQueryOptions(server.apiClient, { pageSize: 1 }).queryKey, {
      vacancies: [],
      total: 2,
      facets: { vacancyType: {}, categoryId: { care: 2 }, ageGroupId: {} },
    });
    await loadPageBlocks(blocks, server);
    const html = renderToString(
      <TestProviders services={server}>
        <PageBlocks blocks={blocks} />
      </TestProviders>,
    );

    // The browser: a new cache filled from the server's, the same blocks loaded.
    const browser = createTestServices();
    hydrate(browser.queryClient, dehydrate(server.queryClient));
    await loadPageBlocks(blocks, browser);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <TestProviders services={browser}>
          <PageBlocks blocks={blocks} />
        </TestProviders>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(browser.sent).toEqual([]);
    expect(screen.getByRole('link', { name: 'Care 2 vacancies' })).toBeInTheDocument();
  });
});
