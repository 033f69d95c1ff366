/** The page loading indicator's constants (spec §9). */
export const LOADING_BAR = {
  /** Milliseconds over which the estimated progress climbs (to about 70 %, never to 100 % before the end). */
  durationMs: 2000,
  /** Loads that finish sooner than this never show the bar, so quick navigations do not flicker. */
  throttleMs: 200,
  /** How long the full bar stays after the load ends. */
  hideDelayMs: 500,
  /** How long after hiding the bar goes back to 0, after its fade-out. */
  resetDelayMs: 400,
  /** Height of the bar in pixels. */
  heightPx: 3,
  /** How often the estimated progress is updated. */
  tickMs: 100,
} as const;

/** What the bar shows. */
export type LoadingBarState = { isVisible: boolean; progress: number };

/** Options of {@link createLoadingBarController}; the timings default to {@link LOADING_BAR}. */
export type LoadingBarOptions = {
  onChange: (state: LoadingBarState) => void;
  durationMs?: number;
  throttleMs?: number;
  hideDelayMs?: number;
  resetDelayMs?: number;
  tickMs?: number;
};

/** Drives the bar: call `start()` when a load begins and `finish()` when it ends. */
export type LoadingBarController = {
  start: () => void;
  finish: () => void;
  /** Clears every timer (unmount). */
  dispose: () => void;
};

/**
 * An estimate that rises quickly, then slows, and never reaches 1, because the
 * real length of a load is unknown: 2/π · atan(2 · elapsed / duration).
 */
export function estimateProgress(elapsedMs: number, durationMs: number): number {
  return (2 / Math.PI) * Math.atan((2 * elapsedMs) / durationMs);
}

/**
 * The timing of the page loading bar, apart from React so it can be tested
 * with fake timers: shown only when a load lasts longer than the throttle,
 * filled on finish, hidden after the hide delay and reset after the reset delay.
 */
export function createLoadingBarController({
  onChange,
  durationMs = LOADING_BAR.durationMs,
  throttleMs = LOADING_BAR.throttleMs,
  hideDelayMs = LOADING_BAR.hideDelayMs,
  resetDelayMs = LOADING_BAR.resetDelayMs,
  tickMs = LOADING_BAR.tickMs,
}: LoadingBarOptions): LoadingBarController {
  let state: LoadingBarState = { isVisible: false, progress: 0 };
  let timeouts: ReturnType<typeof setTimeout>[] = [];
  let interval: ReturnType<typeof setInterval> | null = null;

  const set = (next: Partial<LoadingBarState>) => {
    state = { ...state, ...next };
    onChange(state);
  };
  const later = (action: () => void, delay: number) => {
    timeouts.push(setTimeout(action, delay));
  };
  const clearAll = () => {
    for (const timeout of timeouts) clearTimeout(timeout);
    timeouts = [];
    if (interval !== null) clearInterval(interval);
    interval = null;
  };

  const show = () => {
    const shownAt = Date.now();
    set({ isVisible: true, progress: 0 });
    interval = setInterval(() => set({ progress: estimateProgress(Date.now() - shownAt, durationMs) }), tickMs);
  };

  return {
    start() {
      clearAll();
      // A load that starts while the previous one fades keeps the visible bar going.
      if (state.isVisible) show();
      else later(show, throttleMs);
    },
    finish() {
      const wasVisible = state.isVisible;
      clearAll();
      if (!wasVisible) {
        if (state.progress !== 0) set({ progress: 0 });
        return;
      }
      set({ progress: 1 });
      later(() => {
        set({ isVisible: false });
        later(() => set({ progress: 0 }), resetDelayMs);
      }, hideDelayMs);
    },
    dispose: clearAll,
  };
}
