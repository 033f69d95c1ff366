import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readColorModePreference, type ColorMode, type ColorModePreference } from './color-mode';

/** What the `colorMode` slice holds: the saved preference and the mode a route forces, if any. */
export type ColorModeState = {
  preference: ColorModePreference;
  /** Set while a route forces a mode; never saved, so the preference survives. */
  forced: ColorMode | null;
};

/**
 * The `colorMode` slice; add `colorModeSlice.reducer` to the app's store under
 * `colorMode`. Its actions and selectors are read from the slice
 * (`colorModeSlice.actions.colorModePreferenceChanged`), not re-exported as
 * constants: a module-level read would keep Redux Toolkit in bundles that never
 * use the slice.
 */
export const colorModeSlice = /* @__PURE__ */ createSlice({
  name: 'colorMode',
  // A lazy initial state reads storage when the app creates its store, not when this module is imported.
  initialState: (): ColorModeState => ({ preference: readColorModePreference(), forced: null }),
  reducers: {
    colorModePreferenceChanged(state, action: PayloadAction<ColorModePreference>) {
      state.preference = action.payload;
    },
    colorModeForced(state, action: PayloadAction<ColorMode>) {
      state.forced = action.payload;
    },
    colorModeForceReleased(state) {
      state.forced = null;
    },
  },
  selectors: {
    selectColorModePreference: (state) => state.preference,
    selectForcedColorMode: (state) => state.forced,
  },
});
