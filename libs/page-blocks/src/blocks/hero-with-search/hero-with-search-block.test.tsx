import { fireEvent, screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock } from '../../testing/test-services';
import { HeroWithSearchBlock } from './hero-with-search-block';

const hero = makeBlock('HeroWithSearch', { title: 'Find volunteer work', text: 'Close to home.' });

describe('HeroWithSearchBlock', () => {
  it('has a GET search form into the vacancy bank that works without JavaScript', () => {
    renderWithServices(<HeroWithSearchBlock block={hero} isFirst />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find volunteer work' })).toBeInTheDocument();
    expect(screen.getByText('Close to home.')).toBeInTheDocument();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/vacancies/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search vacancies' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it("is an h2 when it does not open the page, and searches through the host's onSearch", () => {
    const onSearch = jest.fn();
    renderWithServices(<HeroWithSearchBlock block={hero} />, { context: { onSearch } });
    expect(screen.getByRole('heading', { level: 2, name: 'Find volunteer work' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search vacancies' }), { target: { value: '  gardening ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('gardening');
  });
});
