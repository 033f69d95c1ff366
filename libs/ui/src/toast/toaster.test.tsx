import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import axe from 'axe-core';
import { Toaster } from './toaster';
import { toastsSlice } from './toasts-slice';

const { toastAdded } = toastsSlice.actions;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderToaster(onAction?: Parameters<typeof Toaster>[0]['onAction']) {
  const store = configureStore({ reducer: { [toastsSlice.reducerPath]: toastsSlice.reducer } });
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <Toaster onAction={onAction} />
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe('Toaster', () => {
  it('shows a toast in a region reachable with F8 and removes it after 5000 ms', () => {
    const store = renderToaster();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    act(() => void store.dispatch(toastAdded({ title: 'Saved', color: 'success' })));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Success:')).toHaveClass('sr-only');
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('pauses while hovered and resumes with the remaining time', () => {
    const store = renderToaster();
    act(() => void store.dispatch(toastAdded({ message: 'Hello', duration: 1000 })));
    const toast = screen.getByText('Hello').closest('li') as HTMLElement;
    act(() => jest.advanceTimersByTime(600));
    fireEvent.pointerEnter(toast);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    fireEvent.pointerLeave(toast);
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(150));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    const store = renderToaster();
    act(() => void store.dispatch(toastAdded({ message: 'Focus me', duration: 1000 })));
    const toast = screen.getByText('Focus me').closest('li') as HTMLElement;
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => jest.advanceTimersByTime(500));
    fireEvent.focus(toast);
    // Moving focus to the toast's own close button keeps it paused.
    fireEvent.blur(toast, { relatedTarget: close });
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Focus me')).toBeInTheDocument();
    fireEvent.blur(toast, { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(520));
    expect(screen.queryByText('Focus me')).not.toBeInTheDocument();
  });

  it('names the colour when there is no title and closes on the close button', () => {
    const store = renderToaster();
    act(() => void store.dispatch(toastAdded({ message: 'Went wrong', color: 'danger', duration: 0 })));
    expect(screen.getByText('Error')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Went wrong')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Went wrong')).not.toBeInTheDocument();
  });

  it('announces danger toasts assertively and others politely', () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(toastAdded({ message: 'Broken', color: 'danger' }));
      store.dispatch(toastAdded({ message: 'Fine', color: 'info' }));
    });
    const live = screen.getAllByRole('status').map((element) => element.getAttribute('aria-live'));
    expect(live).toEqual(expect.arrayContaining(['assertive', 'polite']));
  });

  it('has no accessibility violations with a closable toast on screen', async () => {
    jest.useRealTimers();
    const store = renderToaster();
    // A toast that stays, so no tick updates the page while axe inspects it.
    act(() => void store.dispatch(toastAdded({ title: 'Saved', message: 'Your profile was saved.', color: 'success', duration: 0 })));
    // jsdom cannot compute colours; the rest of axe's rules run.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows an action button that reports its toast to onAction', () => {
    const onAction = jest.fn();
    const store = renderToaster(onAction);
    act(
      () =>
        void store.dispatch(
          toastAdded({ title: 'New version', duration: 0, action: { label: 'Reload', name: 'reload' } }),
        ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ action: { label: 'Reload', name: 'reload' } }));
  });
});
