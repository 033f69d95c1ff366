import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock, UPLOAD_URL } from '../../testing/test-services';
import { QuoteBlockBlock } from './quote-block-block';

describe('QuoteBlockBlock', () => {
  it('is a figure with a blockquote captioned by who said it', () => {
    const { container } = renderWithServices(
      <QuoteBlockBlock
        block={makeBlock('QuoteBlock', {
          quote: 'Volunteering gave me new friends.',
          author: 'Sam',
          role: 'Language buddy',
          image: { url: UPLOAD_URL, alt: 'Portrait of Sam' },
        })}
      />,
    );
    expect(screen.getByRole('figure')).toContainElement(container.querySelector('blockquote'));
    expect(container.querySelector('blockquote')).toHaveTextContent('Volunteering gave me new friends.');
    expect(container.querySelector('figcaption')).toHaveTextContent('SamLanguage buddy');
    expect(screen.getByRole('img', { name: 'Portrait of Sam' })).toBeInTheDocument();
  });
});
