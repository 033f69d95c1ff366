import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  applyColorMode,
  PREFERS_DARK_QUERY,
  resolveColorMode,
  saveColorModePreference,
  type ColorMode,
  type ColorModePreference,
} from './color-mode';
import { colorModeSlice, type ColorModeState } from './color-mode-slice';

type StateWithColorMode = { [colorModeSlice.reducerPath]: ColorModeState };

function subscribeToSystemMode(onChange: () => void): () => void {
  const query = window.matchMedia?.(PREFERS_DARK_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const subscribeToNothing = () => () => undefined;

function prefersDark(): boolean {
  return window.matchMedia?.(PREFERS_DARK_QUERY).matches ?? false;
}

/** What {@link useColorMode} returns. */
export type ColorModeControls = {
  /** The visitor's saved choice. */
  preference: ColorModePreference;
  /** The mode the page is drawn in now (after route forcing and the OS setting). */
  mode: ColorMode;
  /** Whether a route currently forces the mode, so a toggle can say its choice applies elsewhere. */
  isForced: boolean;
  /** Changes and saves the preference. */
  setPreference: (preference: ColorModePreference) => void;
};

/**
 * The colour mode of the page. Every caller also applies the resolved mode to
 * `<html>` (idempotent), so the root, a toggle and a logo agree without extra
 * wiring. Needs the `colorMode` slice in the app's store.
 */
export function useColorMode(): ColorModeControls {
  const dispatch = useDispatch();
  const { preference: savedPreference, forced } = useSelector(
    (state: StateWithColorMode) => state[colorModeSlice.reducerPath],
  );
  // The server knows neither the saved choice nor the OS setting: it renders
  // "system" in light, and hydration must draw the same before correcting.
  const isHydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const preference = isHydrated ? savedPreference : 'system';
  const isSystemDark = useSyncExternalStore(subscribeToSystemMode, prefersDark, () => false);
  const mode = resolveColorMode(preference, isSystemDark, forced);

  useLayoutEffect(() => applyColorMode(mode), [mode]);

  const setPreference = useCallback(
    (next: ColorModePreference) => {
      saveColorModePreference(next);
      dispatch(colorModeSlice.actions.colorModePreferenceChanged(next));
    },
    [dispatch],
  );
  return { preference, mode, isForced: forced !== null, setPreference };
}
