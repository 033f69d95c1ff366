import { createSlice } from '@reduxjs/toolkit';

/** The global session state: only whether a complete session exists; tokens stay in cookies. */
export type SessionState = { isSignedIn: boolean };

const initialState: SessionState = { isSignedIn: false };

/**
 * The `session` slice. Its actions are events: `session/signedIn` when a
 * complete session (access-token, client and uid) appears, `session/signedOut`
 * when it goes. Other slices listen to these (organisation selection clears on
 * sign-out).
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state) {
      state.isSignedIn = true;
    },
    signedOut(state) {
      state.isSignedIn = false;
    },
  },
  selectors: {
    selectIsSignedIn: (state) => state.isSignedIn,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectIsSignedIn } = sessionSlice.selectors;
