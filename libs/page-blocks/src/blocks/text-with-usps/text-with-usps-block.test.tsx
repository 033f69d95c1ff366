import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock } from '../../testing/test-services';
import { TextWithUspsBlock } from './text-with-usps-block';

describe('TextWithUspsBlock', () => {
  it('shows the text beside a list of selling points, headed below the title', () => {
    renderWithServices(
      <TextWithUspsBlock
        block={makeBlock('TextWithUsps', {
          title: 'Why volunteer?',
          text: 'It is good for you.',
          usps: [{ title: 'Close to home', text: 'In your own area.' }, { title: 'Meet people' }],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Why volunteer?' })).toBeInTheDocument();
    expect(screen.getByText('It is good for you.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Close to home' })).toBeInTheDocument();
    expect(screen.getByText('In your own area.')).toBeInTheDocument();
  });
});
