import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock } from '../../testing/test-services';
import { HotlinksBlock } from './hotlinks-block';

describe('HotlinksBlock', () => {
  it('is a list of quick links with their descriptions', () => {
    renderWithServices(
      <HotlinksBlock
        block={makeBlock('Hotlinks', {
          title: 'Quick links',
          links: [
            { label: 'Vacancies', href: '/vacancies/search', description: 'All open vacancies' },
            { label: 'E-mail us', href: 'mailto:info@example.nl' },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Quick links' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/vacancies/search');
    expect(screen.getByText('All open vacancies')).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: 'E-mail us' });
    expect(mail).toHaveAttribute('href', 'mailto:info@example.nl');
    expect(mail).not.toHaveAttribute('rel');
  });

  it('shows a link stored before the link rule, but unsafe, as text only', () => {
    const block = makeBlock('Hotlinks', { links: [{ label: 'Old', href: '/old' }] });
    const stored = { ...block, props: { ...block.props, links: [{ label: 'Old', href: 'javascript:alert(1)', description: '' }] } };
    renderWithServices(<HotlinksBlock block={stored} />);
    expect(screen.getByText('Old')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
