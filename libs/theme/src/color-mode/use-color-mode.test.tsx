import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { COLOR_MODE_STORAGE_KEY } from './color-mode';
import { colorModeSlice } from './color-mode-slice';
import { ColorModeToggle } from './color-mode-toggle';
import { ForceColorMode } from './force-color-mode';

let isSystemDark = false;

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: isSystemDark,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }),
  });
});

beforeEach(() => {
  localStorage.clear();
  isSystemDark = false;
});

function renderToggle(forcedMode?: 'light' | 'dark') {
  const store = configureStore({ reducer: { colorMode: colorModeSlice.reducer } });
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ColorModeToggle />
        {forcedMode && <ForceColorMode mode={forcedMode} />}
      </I18nProvider>
    </Provider>,
  );
  return { store, ...view };
}

describe('ColorModeToggle with useColorMode', () => {
  it('follows the system by default and saves an explicit choice', () => {
    isSystemDark = true;
    renderToggle();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');

    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement.dataset['colorMode']).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('draws a forced mode without overwriting the saved preference', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    const { store, rerender } = renderToggle('light');
    expect(document.documentElement.dataset['colorMode']).toBe('light');
    expect(store.getState().colorMode.preference).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    rerender(
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <ColorModeToggle />
        </I18nProvider>
      </Provider>,
    );
    expect(document.documentElement.dataset['colorMode']).toBe('dark');
  });
});
