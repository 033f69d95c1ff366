import { getPartnersQueryOptions } from '@platform/api-client';
import { screen } from '@testing-library/react';
import { organization } from '../../testing/fixtures';
import { renderWithServices } from '../../testing/test-providers';
import { createTestServices, makeBlock, UPLOAD_URL } from '../../testing/test-services';
import { LogoBarBlock } from './logo-bar-block';

function servicesWithPartners() {
  const services = createTestServices();
  services.queryClient.setQueryData(getPartnersQueryOptions(services.apiClient).queryKey, [
    organization({ id: 'a', name: 'Food Bank', website: 'https://foodbank.example' }),
    organization({ id: 'b', name: 'Sports Club', website: 'javascript:alert(1)' }),
    organization({ id: 'c', name: 'Library' }),
  ]);
  return services;
}

describe('LogoBarBlock', () => {
  it('shows the logos the editor added, up to maxLogos, each linking where it was told', () => {
    const logos = [
      { name: 'Food Bank', image: { url: UPLOAD_URL, alt: '', decorative: true }, href: 'https://foodbank.example' },
      { name: 'Town Hall', image: { url: UPLOAD_URL, alt: 'Town Hall logo', decorative: false }, href: '/partners' },
      { name: 'Library', image: { url: UPLOAD_URL, alt: 'Library logo', decorative: false }, href: '' },
    ];
    renderWithServices(<LogoBarBlock block={makeBlock('LogoBar', { title: 'Our partners', maxLogos: 2, logos })} />, { services: servicesWithPartners() });
    expect(screen.getByRole('heading', { level: 2, name: 'Our partners' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const external = screen.getByRole('link', { name: 'Food Bank' });
    expect(external).toHaveAttribute('href', 'https://foodbank.example');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Town Hall logo' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('img', { name: 'Food Bank' })).toHaveAttribute('src', UPLOAD_URL);
    expect(screen.queryByText('Sports Club')).not.toBeInTheDocument();
  });

  it("without logos of its own shows partners by name, linking to a partner's website only when it is safe", () => {
    renderWithServices(<LogoBarBlock block={makeBlock('LogoBar', { maxLogos: 2 })} />, { services: servicesWithPartners() });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Food Bank' })).toHaveAttribute('href', 'https://foodbank.example');
    expect(screen.getByText('Sports Club')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('Library')).not.toBeInTheDocument();
  });

  it('shows nothing without partners or logos', () => {
    const services = createTestServices();
    services.queryClient.setQueryData(getPartnersQueryOptions(services.apiClient).queryKey, []);
    const { container } = renderWithServices(<LogoBarBlock block={makeBlock('LogoBar', {})} />, { services });
    expect(container).toBeEmptyDOMElement();
  });
});
