import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock } from '../../testing/test-services';
import { DualCtaBlock } from './dual-cta-block';

describe('DualCtaBlock', () => {
  it('shows two calls to action side by side', () => {
    renderWithServices(
      <DualCtaBlock
        block={makeBlock('DualCta', {
          first: { title: 'For volunteers', text: 'Find work.', button: { label: 'Search vacancies', href: '/vacancies/search' } },
          second: { title: 'For organisations', button: { label: 'Register', href: 'https://portal.example.nl/register' } },
        })}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'For volunteers',
      'For organisations',
    ]);
    expect(screen.getByRole('link', { name: 'Search vacancies' })).toHaveAttribute('href', '/vacancies/search');
    const register = screen.getByRole('link', { name: 'Register' });
    expect(register).toHaveAttribute('href', 'https://portal.example.nl/register');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    expect(register).not.toHaveAttribute('target');
  });
});
