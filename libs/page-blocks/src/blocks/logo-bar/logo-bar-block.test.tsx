import { getPartnersQueryOptions } from '@platform/api-client';
import { screen } from '@testing-library/react';
import { organization } from '../../testing/fixtures';
import { renderWithServices } from '../../testing/test-providers';
import { createTestServices, makeBlock, UPLOAD_URL } from '../../testing/test-services';
import { LogoBarBlock } from './logo-bar-block';

describe('LogoBarBlock', () => {
  it("shows up to maxLogos partners, linking to a partner's website only when it is safe", () => {
    const services = createTestServices();
    // A logo as the partners list will carry it once organisations have one.
    const withLogo = Object.assign(organization({ id: 'a', name: 'Food Bank', website: 'https://foodbank.example' }), { logoUrl: UPLOAD_URL });
    services.queryClient.setQueryData(getPartnersQueryOptions(services.apiClient).queryKey, [
      withLogo,
      organization({ id: 'b', name: 'Sports Club', website: 'javascript:alert(1)' }),
      organization({ id: 'c', name: 'Library' }),
    ]);
    renderWithServices(<LogoBarBlock block={makeBlock('LogoBar', { title: 'Our partners', maxLogos: 2 })} />, { services });
    expect(screen.getByRole('heading', { level: 2, name: 'Our partners' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Food Bank' });
    expect(link).toHaveAttribute('href', 'https://foodbank.example');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Food Bank' })).toHaveAttribute('src', UPLOAD_URL);
    expect(screen.getByText('Sports Club')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('Library')).not.toBeInTheDocument();
  });

  it('shows nothing without partners', () => {
    const services = createTestServices();
    services.queryClient.setQueryData(getPartnersQueryOptions(services.apiClient).queryKey, []);
    const { container } = renderWithServices(<LogoBarBlock block={makeBlock('LogoBar', {})} />, { services });
    expect(container).toBeEmptyDOMElement();
  });
});
