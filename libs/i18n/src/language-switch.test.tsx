import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LanguageSwitch } from './language-switch';
import { LocaleProvider } from './locale-provider';

const loadEmptyCatalog = async () => ({});

describe('LanguageSwitch', () => {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'nl', messages: {} });
    document.cookie = 'locale=; Max-Age=0; Path=/';
  });

  it('marks the active language and switches, remembering the choice', async () => {
    const changes: string[] = [];
    render(
      <LocaleProvider
        loadCatalog={loadEmptyCatalog}
        onLocaleChange={(locale) => changes.push(locale)}
      >
        <LanguageSwitch />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Nederlands' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
    });

    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('locale=en');
    expect(changes).toEqual(['en']);
  });
});
