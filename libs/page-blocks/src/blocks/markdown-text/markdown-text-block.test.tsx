import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock, UPLOAD_URL } from '../../testing/test-services';
import { MarkdownTextBlock } from './markdown-text-block';
import { renderMarkdown } from './render-markdown';

function renderMarkdownBlock(markdown: string) {
  return renderWithServices(<MarkdownTextBlock block={makeBlock('MarkdownText', { markdown })} />);
}

describe('MarkdownTextBlock', () => {
  it('renders headings from h2, lists, emphasis and safe links', () => {
    renderMarkdownBlock(
      '# About us\n\nWe help **volunteers**.\n\n## Contact\n\n- [Vacancies](/vacancies)\n- [Site](https://example.nl)\n- [Mail](mailto:info@example.nl)',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText('volunteers').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/vacancies');
    const external = screen.getByRole('link', { name: 'Site' });
    expect(external).toHaveAttribute('href', 'https://example.nl');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:info@example.nl');
  });

  it('does not make a javascript: link (plain or encoded) a link, keeping its text', () => {
    renderMarkdownBlock('Click [here](javascript:alert(1)) or [there](jav&#x61;script:alert(1)) or [data](data:text/html,x).');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/Click here or there or data\./)).toBeInTheDocument();
  });

  it('shows raw HTML as text instead of running it', () => {
    const { container } = renderMarkdownBlock('<script>alert(1)</script>\n\nHello <img src="x" onerror="alert(1)"> world');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('Hello <img src="x" onerror="alert(1)"> world')).toBeInTheDocument();
  });

  it("keeps only the centre's uploaded images", () => {
    renderMarkdownBlock(`![Our team](${UPLOAD_URL}) ![Tracker](https://tracker.example/pixel.png)`);
    expect(screen.getByRole('img', { name: 'Our team' })).toHaveAttribute('src', UPLOAD_URL);
    expect(screen.queryByRole('img', { name: 'Tracker' })).not.toBeInTheDocument();
  });

  it('gives the same HTML every time (server and browser agree)', () => {
    const source = '# A\n\nText with a [link](/a) and www.example.nl';
    expect(renderMarkdown(source)).toBe(renderMarkdown(source));
  });
});
