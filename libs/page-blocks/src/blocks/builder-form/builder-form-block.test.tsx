import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock } from '../../testing/test-services';
import { BuilderFormBlock } from './builder-form-block';

describe('BuilderFormBlock', () => {
  it('shows nothing without a chosen form', () => {
    const { container } = renderWithServices(<BuilderFormBlock block={makeBlock('BuilderForm', { title: 'Sign up' })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says a chosen form is not available yet (forms come in a later issue)', () => {
    renderWithServices(
      <BuilderFormBlock block={makeBlock('BuilderForm', { title: 'Sign up', formId: '123e4567-e89b-12d3-a456-426614174000' })} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText('This form is not available.')).toBeInTheDocument();
  });
});
