import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock, UPLOAD_URL } from '../../testing/test-services';
import { FourCardsBlock } from './four-cards-block';

describe('FourCardsBlock', () => {
  it('is a grid of cards with images, titles linking where they go, and text', () => {
    renderWithServices(
      <FourCardsBlock
        block={makeBlock('FourCards', {
          cards: [
            { title: 'Volunteers', text: 'Find work.', image: { url: UPLOAD_URL, decorative: true }, href: '/vacancies/search' },
            { title: 'Organisations', text: 'Post vacancies.' },
          ],
        })}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // Without a block title, the cards' titles are the section headings.
    expect(screen.getByRole('heading', { level: 2, name: 'Volunteers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volunteers' })).toHaveAttribute('href', '/vacancies/search');
    expect(screen.getByRole('heading', { level: 2, name: 'Organisations' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Post vacancies.')).toBeInTheDocument();
  });
});
