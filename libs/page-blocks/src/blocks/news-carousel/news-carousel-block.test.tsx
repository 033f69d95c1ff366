import { getPublishedPagesQueryOptions } from '@platform/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import { pageSummary } from '../../testing/fixtures';
import { renderWithServices } from '../../testing/test-providers';
import { createTestServices, makeBlock, UPLOAD_URL } from '../../testing/test-services';
import { NewsCarouselBlock } from './news-carousel-block';

function servicesWithNews(count: number, pages: ReturnType<typeof pageSummary>[]) {
  const services = createTestServices();
  const { queryKey } = getPublishedPagesQueryOptions(services.apiClient, { pageType: 'news', pageSize: count });
  services.queryClient.setQueryData(queryKey, { pages, total: pages.length, pageCount: 1 });
  return services;
}

describe('NewsCarouselBlock', () => {
  it('shows the latest news as a scrolling list of cards with previous/next buttons and a link to all news', () => {
    const services = servicesWithNews(3, [
      pageSummary({
        id: 'open-day',
        title: 'Open day',
        path: '/nieuws/open-day',
        pageType: 'news',
        summary: 'Come and meet us.',
        coverImage: { url: UPLOAD_URL, alt: 'Balloons', decorative: false },
      }),
      pageSummary({ id: 'new-website', title: 'New website', path: '/nieuws/new-website', pageType: 'news' }),
    ]);
    const { container } = renderWithServices(<NewsCarouselBlock block={makeBlock('NewsCarousel', { title: 'Latest', count: 3 })} />, {
      services,
    });

    const region = screen.getByRole('region', { name: 'Latest' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Open day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open day' })).toHaveAttribute('href', '/nieuws/open-day');
    expect(screen.getByText('Come and meet us.')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-05-12T08:00:00Z');
    expect(container.querySelector('time')).toHaveTextContent('May 12, 2026');
    // The card's title names it; its cover does not repeat that.
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/nieuws');
    const previous = screen.getByRole('button', { name: 'Previous news' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(previous);
    expect(screen.getByRole('button', { name: 'Next news' })).toHaveAttribute('aria-controls', within(region).getByRole('list').id);
    expect(services.sent).toEqual([]);
  });

  it('shows nothing without news', () => {
    const services = servicesWithNews(6, []);
    const { container } = renderWithServices(<NewsCarouselBlock block={makeBlock('NewsCarousel', {})} />, { services });
    expect(container).toBeEmptyDOMElement();
  });
});
