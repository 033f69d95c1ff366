import type { ToastPauseReason, ToastTimer } from './toast-timer';
import type { ToastColor, ToastIcon } from './toasts-slice';

/** Where the toasts stack; spec §2 puts them bottom-right. */
export type ToastPosition = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';

/** Spec §2: toasts sit bottom-right unless an app chooses otherwise. */
export const DEFAULT_TOAST_POSITION: ToastPosition = 'bottom-right';

export const TOAST_COLOR_CLASSES: Record<ToastColor, { accent: string; bar: string }> = {
  primary: { accent: 'text-primary border-primary', bar: 'bg-primary' },
  success: { accent: 'text-green-700 border-green-700 dark:text-green-400 dark:border-green-400', bar: 'bg-green-700' },
  danger: { accent: 'text-red-700 border-red-700 dark:text-red-400 dark:border-red-400', bar: 'bg-red-700' },
  warning: { accent: 'text-amber-700 border-amber-500 dark:text-amber-400', bar: 'bg-amber-500' },
  info: { accent: 'text-sky-700 border-sky-700 dark:text-sky-400 dark:border-sky-400', bar: 'bg-sky-700' },
  muted: { accent: 'text-muted border-muted', bar: 'bg-muted' },
};

export const TOAST_ICON_PATHS: Record<ToastIcon, string> = {
  check: 'M20 6L9 17l-5-5',
  alert: 'M12 8v5M12 16h.01M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
  warning: 'M12 9v4M12 17h.01M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 16v-4M12 8h.01M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
  bell: 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0',
};

export const TOAST_POSITION_CLASSES: Record<ToastPosition, string> = {
  'bottom-right': 'right-0 bottom-0',
  'bottom-left': 'bottom-0 left-0',
  'top-right': 'top-0 right-0',
  'top-left': 'top-0 left-0',
};

/** Toasts are swiped away towards the edge they sit on. */
export function swipeDirectionFor(position: ToastPosition): 'left' | 'right' {
  return position.endsWith('left') ? 'left' : 'right';
}

/**
 * Event handlers that pause a toast's timer while the pointer is over it or
 * focus is inside it, and resume it with the remaining time afterwards.
 */
export function pauseHandlers(getTimer: () => ToastTimer | null) {
  const pause = (reason: ToastPauseReason) => getTimer()?.pause(reason);
  const resume = (reason: ToastPauseReason) => getTimer()?.resume(reason);
  return {
    onPointerEnter: () => pause('hover'),
    onPointerLeave: () => resume('hover'),
    onFocus: () => pause('focus'),
    onBlur: (event: { currentTarget: Element; relatedTarget: EventTarget | null }) => {
      // Moving focus between the toast's own buttons is not leaving it.
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) resume('focus');
    },
  };
}
