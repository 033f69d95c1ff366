import { getVacancyCategoriesQueryOptions, getVacancySearchQueryOptions } from '@platform/api-client';
import { screen } from '@testing-library/react';
import { category } from '../../testing/fixtures';
import { renderWithServices } from '../../testing/test-providers';
import { createTestServices, makeBlock } from '../../testing/test-services';
import { VacancyCategoriesBlock } from './vacancy-categories-block';

function servicesWithCategories() {
  const services = createTestServices();
  services.queryClient.setQueryData(getVacancyCategoriesQueryOptions(services.apiClient).queryKey, [
    category('care', 'Care', 2),
    category('sport', 'Sport', 1),
    category('art', 'Art', 3),
  ]);
  services.queryClient.setQueryData(getVacancySearchQueryOptions(services.apiClient, { pageSize: 1 }).queryKey, {
    vacancies: [],
    total: 13,
    facets: { vacancyType: {}, categoryId: { care: 12, sport: 1 }, ageGroupId: {} },
  });
  return services;
}

describe('VacancyCategoriesBlock', () => {
  it('links each category with open vacancies to its search, with the count', () => {
    const services = servicesWithCategories();
    renderWithServices(<VacancyCategoriesBlock block={makeBlock('VacancyCategories', { title: 'Categories' })} />, { services });
    expect(screen.getByRole('heading', { level: 2, name: 'Categories' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Sport1 vacancy', 'Care12 vacancies']);
    expect(links[1]).toHaveAttribute('href', '/vacancies/search?category=care');
    expect(services.sent).toEqual([]);
  });

  it('keeps empty categories when hideEmpty is off', () => {
    const services = servicesWithCategories();
    renderWithServices(<VacancyCategoriesBlock block={makeBlock('VacancyCategories', { hideEmpty: false })} />, { services });
    expect(screen.getByRole('link', { name: 'Art 0 vacancies' })).toHaveAttribute('href', '/vacancies/search?category=art');
  });
});
