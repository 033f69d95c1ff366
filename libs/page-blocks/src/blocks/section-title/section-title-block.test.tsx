import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock } from '../../testing/test-services';
import { SectionTitleBlock } from './section-title-block';

describe('SectionTitleBlock', () => {
  it('is an h2 by default with its introduction', () => {
    renderWithServices(<SectionTitleBlock block={makeBlock('SectionTitle', { title: 'Our work', subtitle: 'What we do.' })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our work' })).toBeInTheDocument();
    expect(screen.getByText('What we do.')).toBeInTheDocument();
  });

  it('is an h3 at level 3', () => {
    renderWithServices(<SectionTitleBlock block={makeBlock('SectionTitle', { title: 'Details', level: 3 })} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeInTheDocument();
  });
});
