import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock, UPLOAD_URL } from '../../testing/test-services';
import { ImageTextButtonsBlock } from './image-text-buttons-block';

describe('ImageTextButtonsBlock', () => {
  it('shows the image beside a title, text and buttons in their variants', () => {
    renderWithServices(
      <ImageTextButtonsBlock
        block={makeBlock('ImageTextButtons', {
          title: 'Become a volunteer',
          text: 'Find work that suits you.',
          image: { url: UPLOAD_URL, alt: 'A volunteer' },
          imagePosition: 'right',
          buttons: [
            { label: 'Search', href: '/vacancies/search' },
            { label: 'Call us', href: 'tel:+31201234567', variant: 'outline' },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Become a volunteer' })).toBeInTheDocument();
    expect(screen.getByText('Find work that suits you.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A volunteer' })).toHaveClass('md:order-last');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/vacancies/search');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveClass('bg-primary');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+31201234567');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveClass('border-primary');
  });
});
