import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  DEFAULT_TOAST_POSITION,
  pauseHandlers,
  swipeDirectionFor,
  TOAST_COLOR_CLASSES,
  TOAST_ICON_PATHS,
  TOAST_POSITION_CLASSES,
  type ToastPosition,
} from './toast-styles';
import { CLOSE_ICON_PATH, StrokeIcon } from '../icon/stroke-icon';
import { createToastTimer, type ToastTimer } from './toast-timer';
import { toastsSlice, type Toast, type ToastsState } from './toasts-slice';

/** Spoken before a toast's text so its meaning does not rest on colour alone (spec §9). */
const COLOR_LABELS = {
  primary: msg`Notification`,
  success: msg`Success`,
  danger: msg`Error`,
  warning: msg`Warning`,
  info: msg`Information`,
  muted: msg`Notification`,
} as const;

// Radix's default viewport hotkey; named in the label so keyboard users learn it.
const HOTKEY = 'F8';

type StateWithToasts = { [toastsSlice.reducerPath]: ToastsState };

function ToastItem({ toast, onAction }: { toast: Toast; onAction?: (toast: Toast) => void }) {
  const { t, i18n } = useLingui();
  const dispatch = useDispatch();
  const timerRef = useRef<ToastTimer | null>(null);
  const { id, duration } = toast;
  // Read once: a remount (e.g. StrictMode) continues where the toast was.
  const progressRef = useRef(toast.progress);
  progressRef.current = toast.progress;

  useEffect(() => {
    const timer = createToastTimer({
      duration,
      initialProgress: progressRef.current,
      onProgress: (progress) => dispatch(toastsSlice.actions.toastProgressed({ id, progress })),
      onExpire: () => dispatch(toastsSlice.actions.toastRemoved(id)),
    });
    timerRef.current = timer;
    timer.start();
    return () => timer.stop();
  }, [dispatch, id, duration]);

  const handlers = pauseHandlers(() => timerRef.current);
  const label = i18n._(COLOR_LABELS[toast.color]);
  const colors = TOAST_COLOR_CLASSES[toast.color];
  return (
    <RadixToast.Root
      open
      // Our timer closes the toast; Radix's own must never fire.
      duration={Infinity}
      // Radix announces foreground toasts assertively (like role="alert") and the rest politely (role="status").
      type={toast.color === 'danger' ? 'foreground' : 'background'}
      onOpenChange={(isOpen) => {
        if (!isOpen && toast.closable) dispatch(toastsSlice.actions.toastRemoved(id));
      }}
      onEscapeKeyDown={(event) => {
        if (!toast.closable) event.preventDefault();
      }}
      {...handlers}
      data-color={toast.color}
      className={`pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-theme border-l-4 bg-background p-4 pr-10 text-text shadow-lg ring-1 ring-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) dark:ring-white/15 ${colors.accent}`}
    >
      {toast.icon && (
        <StrokeIcon path={TOAST_ICON_PATHS[toast.icon]} className="mt-0.5 size-5 shrink-0" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-text">
        <RadixToast.Title className="font-semibold">
          {toast.title ? (
            <>
              <span className="sr-only">{t`${label}:`} </span>
              {toast.title}
            </>
          ) : (
            label
          )}
        </RadixToast.Title>
        {toast.message && <RadixToast.Description className="text-sm">{toast.message}</RadixToast.Description>}
        {toast.action && (
          <RadixToast.Action
            altText={toast.action.label}
            onClick={() => onAction?.(toast)}
            className="mt-2 self-start rounded-theme bg-primary px-3 py-1.5 text-sm font-semibold text-on-primary hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {toast.action.label}
          </RadixToast.Action>
        )}
      </div>
      {toast.closable && (
        <RadixToast.Close
          aria-label={t`Close`}
          className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-theme text-text hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
        >
          <StrokeIcon path={CLOSE_ICON_PATH} className="size-4" />
        </RadixToast.Close>
      )}
      {toast.duration > 0 && (
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-black/5">
          <div className={`h-full origin-left ${colors.bar}`} style={{ transform: `scaleX(${1 - toast.progress})` }} />
        </div>
      )}
    </RadixToast.Root>
  );
}

/** Props of {@link Toaster}. */
export type ToasterProps = {
  /** Corner the toasts stack in; bottom-right by default (spec §2). */
  position?: ToastPosition;
  /** Called when a toast's action button is pressed, with that toast (its `action.name` says which). */
  onAction?: (toast: Toast) => void;
};

/**
 * Renders the toasts of the `toasts` slice in a Radix viewport: a labelled
 * region reachable with F8, each toast counting down with a progress bar,
 * paused while hovered or focused. Render it once near the app's root.
 */
export function Toaster({ position = DEFAULT_TOAST_POSITION, onAction }: ToasterProps) {
  const { t } = useLingui();
  const toasts = useSelector((state: StateWithToasts) => state[toastsSlice.reducerPath].items);
  const hotkey = HOTKEY;
  return (
    <RadixToast.Provider label={t`Notification`} swipeDirection={swipeDirectionFor(position)}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onAction={onAction} />
      ))}
      <RadixToast.Viewport
        hotkey={[HOTKEY]}
        label={t`Notifications (${hotkey})`}
        // The empty corner around the toasts lets clicks through to the page below.
        className={`pointer-events-none fixed z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-3 p-4 outline-none ${TOAST_POSITION_CLASSES[position]}`}
      />
    </RadixToast.Provider>
  );
}
