import { configureStore } from '@reduxjs/toolkit';
import {
  applyColorMode,
  COLOR_MODE_STORAGE_KEY,
  readColorModePreference,
  resolveColorMode,
  saveColorModePreference,
} from './color-mode';
import { colorModeSlice } from './color-mode-slice';

const { colorModeForced, colorModeForceReleased, colorModePreferenceChanged } = colorModeSlice.actions;

describe('resolveColorMode', () => {
  it('follows the operating system for the system preference', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });

  it('keeps an explicit preference whatever the operating system says', () => {
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('lets a forced mode win over every preference', () => {
    expect(resolveColorMode('dark', true, 'light')).toBe('light');
    expect(resolveColorMode('system', false, 'dark')).toBe('dark');
    expect(resolveColorMode('dark', false, null)).toBe('dark');
  });
});

describe('colour mode persistence', () => {
  beforeEach(() => localStorage.clear());

  it('saves light and dark and reads them back', () => {
    saveColorModePreference('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(readColorModePreference()).toBe('dark');
    saveColorModePreference('light');
    expect(readColorModePreference()).toBe('light');
  });

  it('forgets the entry for system and ignores invalid values', () => {
    saveColorModePreference('dark');
    saveColorModePreference('system');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
    expect(readColorModePreference()).toBe('system');
  });

  it('falls back to system when storage throws', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readColorModePreference(failing)).toBe('system');
  });
});

describe('colorMode slice', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the saved preference when the store is created', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    const store = configureStore({ reducer: { colorMode: colorModeSlice.reducer } });
    expect(store.getState().colorMode).toEqual({ preference: 'dark', forced: null });
  });

  it('forces a mode without touching the preference, and releases it', () => {
    const store = configureStore({ reducer: { colorMode: colorModeSlice.reducer } });
    store.dispatch(colorModePreferenceChanged('dark'));
    store.dispatch(colorModeForced('light'));
    expect(store.getState().colorMode).toEqual({ preference: 'dark', forced: 'light' });
    store.dispatch(colorModeForceReleased());
    expect(store.getState().colorMode).toEqual({ preference: 'dark', forced: null });
  });
});

describe('applyColorMode', () => {
  it('sets the dark class, the data attribute and the color scheme', () => {
    const element = document.createElement('html');
    applyColorMode('dark', element);
    expect(element).toHaveClass('dark');
    expect(element.dataset['colorMode']).toBe('dark');
    expect(element.style.colorScheme).toBe('dark');
    applyColorMode('light', element);
    expect(element).not.toHaveClass('dark');
    expect(element.dataset['colorMode']).toBe('light');
  });
});
