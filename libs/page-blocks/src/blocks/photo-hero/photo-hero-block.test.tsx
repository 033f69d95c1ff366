import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock, UPLOAD_URL } from '../../testing/test-services';
import { PhotoHeroBlock } from './photo-hero-block';

const hero = makeBlock('PhotoHero', {
  title: 'Make a difference',
  text: 'Volunteer in your town.',
  image: { url: UPLOAD_URL, alt: 'Volunteers at work' },
  buttons: [
    { label: 'Find vacancies', href: '/vacancies/search' },
    { label: 'About us', href: '/about', variant: 'outline' },
  ],
});

describe('PhotoHeroBlock', () => {
  it("carries the page's h1 when it opens the page, with its photo loaded at once", () => {
    renderWithServices(<PhotoHeroBlock block={hero} isFirst />);
    expect(screen.getByRole('heading', { level: 1, name: 'Make a difference' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Volunteers at work' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: 'Find vacancies' })).toHaveAttribute('href', '/vacancies/search');
    // An outline button would be unreadable over the dark veil: it is drawn white.
    expect(screen.getByRole('link', { name: 'About us' })).toHaveClass('bg-white');
  });

  it('is an h2 further down the page', () => {
    renderWithServices(<PhotoHeroBlock block={hero} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Make a difference' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
  });
});
