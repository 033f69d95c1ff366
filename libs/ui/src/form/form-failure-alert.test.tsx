import { render, screen } from '@testing-library/react';
import { FormFailureAlert } from './form-failure-alert';

describe('FormFailureAlert', () => {
  it('shows nothing without a failure, and takes the focus for each new one so it is read out', () => {
    const { rerender } = render(<FormFailureAlert failure={null} title="Not saved" />);
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <FormFailureAlert failure={{ n: 1 }} title="Not saved">
        <p>The name is taken.</p>
      </FormFailureAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not savedThe name is taken.');
    expect(document.activeElement).toBe(alert);

    rerender(
      <FormFailureAlert
        failure={{ n: 1 }}
        title="Not saved"
        description="Check the marked fields."
        issues={['Title is required.', 'Place is too long.']}
      />,
    );
    expect(screen.getByText('Check the marked fields.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Title is required.', 'Place is too long.']);

    alert.blur();
    rerender(<FormFailureAlert failure={{ n: 2 }} title="Not saved" />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
