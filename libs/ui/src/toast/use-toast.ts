import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { toastsSlice, type ToastInput } from './toasts-slice';

/** What {@link useToast} returns. */
export type ToastControls = {
  /** Shows a toast and returns its id. */
  toast: (input: ToastInput) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
};

/**
 * Shows toasts from a component. Outside React (e.g. a QueryClient's
 * `onError`), dispatch `toastsSlice.actions.toastAdded(input)` on the app's store instead.
 */
export function useToast(): ToastControls {
  const dispatch = useDispatch();
  const toast = useCallback((input: ToastInput) => dispatch(toastsSlice.actions.toastAdded(input)).payload.id, [dispatch]);
  const dismiss = useCallback((id: string) => void dispatch(toastsSlice.actions.toastRemoved(id)), [dispatch]);
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
