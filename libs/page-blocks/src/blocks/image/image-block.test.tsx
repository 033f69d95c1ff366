import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock, UPLOAD_URL } from '../../testing/test-services';
import { ImageBlock } from './image-block';

describe('ImageBlock', () => {
  it('is a figure with a lazily loaded image, its alt text and caption', () => {
    renderWithServices(
      <ImageBlock block={makeBlock('Image', { image: { url: UPLOAD_URL, alt: 'Volunteers planting trees' }, caption: 'Spring 2026', width: 'wide' })} />,
    );
    const image = screen.getByRole('img', { name: 'Volunteers planting trees' });
    expect(image).toHaveAttribute('src', UPLOAD_URL);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    const figure = screen.getByRole('figure');
    expect(figure).toContainElement(image);
    expect(figure).toHaveClass('max-w-6xl');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Spring 2026');
  });

  it('gives a decorative image an empty alt, hiding it from assistive technology', () => {
    const { container } = renderWithServices(
      <ImageBlock block={makeBlock('Image', { image: { url: UPLOAD_URL, decorative: true }, width: 'full' })} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
