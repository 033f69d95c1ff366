import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock } from '../../testing/test-services';
import { CallToActionBlock } from './call-to-action-block';

describe('CallToActionBlock', () => {
  it('asks one thing with a title, text and a button; internal links go through the host', () => {
    renderWithServices(
      <CallToActionBlock
        block={makeBlock('CallToAction', {
          title: 'Ready to help?',
          text: 'Sign up today.',
          button: { label: 'Sign up', href: '/signup', variant: 'secondary' },
        })}
      />,
      { context: { renderLink: ({ href, className, children }) => <a href={href} className={className} data-router="yes">{children}</a> } },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to help?' })).toBeInTheDocument();
    expect(screen.getByText('Sign up today.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveClass('bg-secondary');
  });
});
