import { getPublishedPagesQueryOptions, type PublicVacancy } from '@platform/api-client';
import { screen } from '@testing-library/react';
import { organization, pageSummary, publicVacancy } from '../../testing/fixtures';
import { renderWithServices } from '../../testing/test-providers';
import { createTestServices, makeBlock } from '../../testing/test-services';
import { DynamicCardsBlock } from './dynamic-cards-block';
import { vacancyCardQueryOptions } from './vacancy-card-query';

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';

describe('DynamicCardsBlock', () => {
  it('shows the chosen pages in the chosen order, leaving out unpublished ones', () => {
    const services = createTestServices();
    const itemIds = [SECOND, GONE, FIRST];
    services.queryClient.setQueryData(getPublishedPagesQueryOptions(services.apiClient, { ids: itemIds }).queryKey, {
      pages: [
        pageSummary({ id: FIRST, title: 'About us', path: '/about-us' }),
        pageSummary({ id: SECOND, title: 'Contact', path: '/contact', summary: 'Where to find us.' }),
      ],
      total: 2,
      pageCount: 1,
    });
    renderWithServices(<DynamicCardsBlock block={makeBlock('DynamicCards', { title: 'Read more', source: 'pages', itemIds })} />, {
      services,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Read more' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Contact', 'About us']);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Where to find us.')).toBeInTheDocument();
  });

  it('shows the chosen vacancies, skipping one that has expired (404)', () => {
    const services = createTestServices();
    const set = (id: string, value: PublicVacancy | null) =>
      services.queryClient.setQueryData(vacancyCardQueryOptions(services.apiClient, id).queryKey, value);
    set(FIRST, publicVacancy({ id: FIRST, title: 'Garden helper', place: 'Utrecht', organization: organization({ id: 'o1', name: 'Green Club' }) }));
    set(GONE, null);
    set(SECOND, publicVacancy({ id: SECOND, title: 'Language buddy' }));
    renderWithServices(
      <DynamicCardsBlock block={makeBlock('DynamicCards', { source: 'vacancies', itemIds: [FIRST, GONE, SECOND] })} />,
      { services },
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Garden helper',
      'Language buddy',
    ]);
    expect(screen.getByRole('link', { name: 'Garden helper' })).toHaveAttribute('href', `/vacancies/${FIRST}`);
    expect(screen.getByText('Green Club · Utrecht')).toBeInTheDocument();
    expect(services.sent).toEqual([]);
  });

  it('shows nothing when every chosen item is gone', () => {
    const services = createTestServices();
    services.queryClient.setQueryData(vacancyCardQueryOptions(services.apiClient, GONE).queryKey, null);
    const { container } = renderWithServices(
      <DynamicCardsBlock block={makeBlock('DynamicCards', { title: 'Vacancies', source: 'vacancies', itemIds: [GONE] })} />,
      { services },
    );
    expect(container).toBeEmptyDOMElement();
  });
});
