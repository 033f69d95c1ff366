import { createMemoryCredentialStore, userKeys, type Credentials } from '@platform/api-client';
import { configureStore } from '@reduxjs/toolkit';
import { QueryClient } from '@tanstack/react-query';
import { connectSession } from './connect-session';
import { selectIsSignedIn, sessionSlice } from './session-slice';

const session: Credentials = {
  accessToken: 'token',
  client: 'client',
  uid: 'anna@public.example',
  tokenType: 'Bearer',
  expiry: null,
};

function setUp(initial: Credentials | null) {
  const credentials = createMemoryCredentialStore(initial);
  const store = configureStore({ reducer: { [sessionSlice.reducerPath]: sessionSlice.reducer } });
  const queryClient = new QueryClient();
  queryClient.setQueryData(userKeys.current(), { id: 'u1', roles: [{ name: 'admin' }] });
  const disconnect = connectSession({ credentials, dispatch: store.dispatch, queryClient });
  return { credentials, store, queryClient, disconnect };
}

describe('connectSession', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts signed in only with a complete session', () => {
    expect(selectIsSignedIn(setUp(session).store.getState())).toBe(true);
    expect(selectIsSignedIn(setUp(null).store.getState())).toBe(false);
  });

  it('clears the current user and roles 500 ms after sign-out, not before', () => {
    const { credentials, store, queryClient } = setUp(session);
    credentials.write(null);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    jest.advanceTimersByTime(499);
    expect(queryClient.getQueryData(userKeys.current())).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(queryClient.getQueryData(userKeys.current())).toBeUndefined();
  });

  it("keeps a new sign-in's user when it comes within the delay", () => {
    const { credentials, store, queryClient } = setUp(session);
    credentials.write(null);
    jest.advanceTimersByTime(200);
    credentials.write({ ...session, client: 'other' });
    jest.advanceTimersByTime(1000);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(queryClient.getQueryData(userKeys.current())).toBeDefined();
  });

  it('ignores token rotation', () => {
    const { credentials, store, queryClient } = setUp(session);
    credentials.write({ ...session, accessToken: 'rotated' });
    jest.advanceTimersByTime(1000);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(queryClient.getQueryData(userKeys.current())).toBeDefined();
  });
});
