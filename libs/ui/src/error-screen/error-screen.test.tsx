import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorScreen } from './error-screen';

function renderScreen(error: unknown, showDetails = false) {
  return render(
    <I18nProvider i18n={i18n}>
      <ErrorScreen error={error} showDetails={showDetails} />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('ErrorScreen', () => {
  it('titles an error by its status and shows the code in the background', () => {
    renderScreen(Object.assign(new Error('Not Found'), { status: 404 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    // The code is a backdrop drawn by CSS, hidden from assistive technology.
    const backdrop = document.querySelector('[data-status="404"]');
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    expect(backdrop).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('recognises the wrong-centre message whatever the status', () => {
    renderScreen(Object.assign(new Error('user of the wrong center'), { status: 401 }));
    expect(
      screen.getByRole('heading', { name: 'Logged in to the wrong website' }),
    ).toBeInTheDocument();
  });

  it('offers the stack trace only when details are enabled', () => {
    const { unmount } = renderScreen(new Error('boom'));
    expect(screen.queryByRole('button', { name: 'Show stacktrace' })).not.toBeInTheDocument();
    unmount();
    renderScreen(new Error('boom'), true);
    fireEvent.click(screen.getByRole('button', { name: 'Show stacktrace' }));
    expect(screen.getByRole('button', { name: 'Hide stacktrace' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/boom/)).toBeInTheDocument();
  });
});

describe('ErrorScreen for crawlers', () => {
  it('shows nothing to a search-engine crawler', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <ErrorScreen
          error={Object.assign(new Error('Not Found'), { status: 404 })}
          userAgent="Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
        />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ErrorScreen statuses', () => {
  it('reads statusCode and ignores statuses outside 100 … 999', () => {
    const { unmount } = renderScreen({ statusCode: 403, message: 'Forbidden' });
    expect(screen.getByRole('heading', { name: 'Access forbidden' })).toBeInTheDocument();
    unmount();
    renderScreen({ status: 1234 });
    expect(screen.getByRole('heading', { name: 'Oops... something went wrong!' })).toBeInTheDocument();
  });

  it('reads an API error code, and takes its own text and an embedded form', () => {
    const { container, unmount } = renderScreen(
      Object.assign(new Error('Forbidden'), { status: 403, code: 'NO_ORGANIZATION' }),
    );
    expect(screen.getByText('No organisation found')).toBeInTheDocument();
    expect(container.querySelector('main')).not.toBeNull();
    unmount();

    const embedded = render(
      <I18nProvider i18n={i18n}>
        <ErrorScreen error={{ status: 404 }} description="Page not found: /nope" isEmbedded />
      </I18nProvider>,
    );
    expect(screen.getByText('Page not found: /nope')).toBeInTheDocument();
    expect(embedded.container.querySelector('main')).toBeNull();
  });
});
