import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { Layout } from './layouts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function renderLayout(name: 'default' | 'empty' | 'wide' | undefined, isWhite = false) {
  return render(
    <I18nProvider i18n={i18n}>
      <Layout name={name} isWhite={isWhite} header={<header>Header</header>} footer={<footer>Footer</footer>}>
        <h1>Page</h1>
      </Layout>
    </I18nProvider>,
  );
}

describe('Layout', () => {
  it('draws header, main and footer with a skip link by default', () => {
    renderLayout(undefined);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveClass('max-w-6xl');
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });

  it('leaves out header and footer in the empty layout', () => {
    renderLayout('empty');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByText('Header')).not.toBeInTheDocument();
    expect(screen.queryByText('Footer')).not.toBeInTheDocument();
  });

  it('spans the full width in the wide layout, on white when asked', () => {
    const { container } = renderLayout('wide', true);
    expect(screen.getByRole('main')).not.toHaveClass('max-w-6xl');
    expect(container.firstElementChild).toHaveAttribute('data-background', 'white');
    expect(container.firstElementChild).toHaveClass('bg-white');
  });
});

test('a page keeps its place when the layout changes, so what it holds is not drawn again', () => {
  const page = (name: 'default' | 'empty' | 'wide') => (
    <I18nProvider i18n={i18n}>
      <Layout name={name} header={<header>Header</header>} footer={<footer>Footer</footer>}>
        <input aria-label="E-mail" />
      </Layout>
    </I18nProvider>
  );
  const { rerender } = render(page('default'));
  const input = screen.getByRole('textbox', { name: 'E-mail' });
  rerender(page('empty'));
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toBe(input);
  rerender(page('wide'));
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toBe(input);
});
