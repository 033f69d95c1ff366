import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** The toast colours of spec §3. */
export type ToastColor = 'primary' | 'success' | 'danger' | 'warning' | 'info' | 'muted';

/** The icons a toast can show; `null` shows none. By default the colour picks one. */
export type ToastIcon = 'check' | 'alert' | 'warning' | 'info' | 'bell';

/** A toast as the store holds it (spec §3). Texts are already translated by the caller. */
export type Toast = {
  id: string;
  title: string | null;
  message: string | null;
  color: ToastColor;
  icon: ToastIcon | null;
  /** Whether the user may close it (close button, Escape, swipe). */
  closable: boolean;
  /** Milliseconds until it closes by itself; 0 or less keeps it until closed. */
  duration: number;
  /** A button in the toast, or `null`. */
  action: ToastAction | null;
  /** How much of the duration has passed, 0 … 1. */
  progress: number;
  /** Epoch milliseconds. */
  createdAt: number;
};

/** What a caller gives to show a toast; everything but a text has a default. */
export type ToastInput = {
  /** Bold first line; without one the colour's label is shown (Success, Error, …). */
  title?: string;
  message?: string;
  /** Defaults to `primary`. */
  color?: ToastColor;
  /** Defaults to the colour's icon; `null` for none. */
  icon?: ToastIcon | null;
  /** Defaults to `true`. */
  closable?: boolean;
  /** Defaults to {@link DEFAULT_TOAST_DURATION_MS}. */
  duration?: number;
  /** A button in the toast; pressing it calls the Toaster's `onAction` with `name` (toasts stay serialisable). */
  action?: ToastAction | null;
};

/** A toast's button: its translated label and the name the app's `Toaster onAction` handles. */
export type ToastAction = { label: string; name: string };

/** How long a toast stays by default (spec §9). */
export const DEFAULT_TOAST_DURATION_MS = 5000;

const DEFAULT_ICONS: Record<ToastColor, ToastIcon> = {
  primary: 'bell',
  success: 'check',
  danger: 'alert',
  warning: 'warning',
  info: 'info',
  muted: 'bell',
};

export type ToastsState = { items: Toast[] };

const initialState: ToastsState = { items: [] };

/**
 * The `toasts` slice; add `toastsSlice.reducer` to the app's store under
 * `toasts`. Show a toast outside React with
 * `store.dispatch(toastsSlice.actions.toastAdded({ … }))`. Actions and
 * selectors are read from the slice, not re-exported as constants: a
 * module-level read would keep Redux Toolkit in bundles that never use toasts.
 */
export const toastsSlice = /* @__PURE__ */ createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
      },
      // Id and time are made here, in the action, so the reducer stays pure.
      prepare(input: ToastInput & { id?: string }) {
        const color = input.color ?? 'primary';
        return {
          payload: {
            id: input.id ?? nanoid(),
            title: input.title ?? null,
            message: input.message ?? null,
            color,
            icon: input.icon === undefined ? DEFAULT_ICONS[color] : input.icon,
            closable: input.closable ?? true,
            duration: input.duration ?? DEFAULT_TOAST_DURATION_MS,
            action: input.action ?? null,
            progress: 0,
            createdAt: Date.now(),
          } satisfies Toast,
        };
      },
    },
    toastProgressed(state, action: PayloadAction<{ id: string; progress: number }>) {
      const toast = state.items.find((item) => item.id === action.payload.id);
      if (toast) toast.progress = Math.min(1, Math.max(0, action.payload.progress));
    },
    toastRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    toastsCleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});
