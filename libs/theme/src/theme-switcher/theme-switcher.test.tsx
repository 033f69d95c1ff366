import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { colorModeSlice } from '../color-mode/color-mode-slice';
import { ThemeSwitcher } from './theme-switcher';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() }),
  });
});

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset['shape'];
});

function renderSwitcher() {
  const store = configureStore({ reducer: { colorMode: colorModeSlice.reducer } });
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemeSwitcher defaultShape="rounded" />
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe('ThemeSwitcher', () => {
  it('previews the shape on the page without saving anything', () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    renderSwitcher();
    expect(screen.getByRole('radio', { name: 'Rounded' })).toBeChecked();
    expect(document.documentElement.dataset['shape']).toBe('rounded');
    fireEvent.click(screen.getByRole('radio', { name: 'Straight' }));
    expect(document.documentElement.dataset['shape']).toBe('straight');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('switches the colour mode and has no accessibility violations', async () => {
    const store = renderSwitcher();
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(store.getState().colorMode.preference).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    // jsdom cannot compute colours, and landmarks are the page's concern, not a panel's.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
