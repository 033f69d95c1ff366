import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { parseApiError } from '@platform/api-client';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { toastsSlice } from './toasts-slice';
import { useFailureToast } from './use-failure-toast';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function renderFailureToast() {
  const store = configureStore({ reducer: { [toastsSlice.reducerPath]: toastsSlice.reducer } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </Provider>
  );
  const { result } = renderHook(() => useFailureToast(), { wrapper });
  return { showFailure: result.current, toasts: () => store.getState().toasts.items };
}

describe('useFailureToast', () => {
  it('words an API error in the error catalogue and anything else generically', () => {
    const { showFailure, toasts } = renderFailureToast();
    act(() => showFailure('Not saved', parseApiError(403, { errors: [{ status: '403', detail: 'server text' }] })));
    act(() => showFailure('Not sent', new TypeError('Failed to fetch')));
    expect(toasts().map(({ color, title, message }) => ({ color, title, message }))).toEqual([
      { color: 'danger', title: 'Not saved', message: 'You do not have access rights to this page.' },
      {
        color: 'danger',
        title: 'Not sent',
        message: 'An error has occurred. If the problem persists, please contact a system administrator or try again later.',
      },
    ]);
  });

  it('takes the page’s own words and a longer duration where given', () => {
    const { showFailure, toasts } = renderFailureToast();
    act(() => showFailure('Not moved', parseApiError(409, {}), { message: 'It moved meanwhile.', duration: 10_000 }));
    expect(toasts()[0]).toMatchObject({ title: 'Not moved', message: 'It moved meanwhile.', duration: 10_000 });
  });
});
