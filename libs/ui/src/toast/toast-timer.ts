/** How often a running toast updates its progress (spec §9: about 16 ms, one frame). */
export const TOAST_TICK_MS = 16;

/** Why a toast is paused; it runs again only when no reason is left. */
export type ToastPauseReason = 'hover' | 'focus';

/** Options of {@link createToastTimer}. */
export type ToastTimerOptions = {
  /** Milliseconds to run; 0 or less never expires. */
  duration: number;
  /** Progress to start from (0 … 1), e.g. after a remount. */
  initialProgress?: number;
  /** Milliseconds between progress updates. */
  tickMs?: number;
  /** Receives the progress (0 … 1) on every tick. */
  onProgress: (progress: number) => void;
  /** Called once, when the progress reaches 1. */
  onExpire: () => void;
};

/** The countdown of one toast. */
export type ToastTimer = {
  /** Starts counting; does nothing for a duration of 0 or less. */
  start: () => void;
  /** Stops counting for a reason, keeping the time already spent. */
  pause: (reason: ToastPauseReason) => void;
  /** Drops a reason; with none left, counting continues for the remaining time. */
  resume: (reason: ToastPauseReason) => void;
  /** Stops for good (unmount). */
  stop: () => void;
  /** Milliseconds left; `Infinity` when it never expires. */
  remaining: () => number;
};

/**
 * The pure timing of a toast, apart from React so it can be tested with fake
 * timers: progress from 0 to 1 over the duration, ticking about every 16 ms,
 * paused while hovered or focused and resumed with the remaining time (the
 * time spent is measured with the clock, not by counting ticks, so slow ticks
 * do not stretch the duration).
 */
export function createToastTimer({
  duration,
  initialProgress = 0,
  tickMs = TOAST_TICK_MS,
  onProgress,
  onExpire,
}: ToastTimerOptions): ToastTimer {
  const neverExpires = duration <= 0;
  const pauseReasons = new Set<ToastPauseReason>();
  let spentBefore = neverExpires ? 0 : initialProgress * duration;
  let runningSince: number | null = null;
  let interval: ReturnType<typeof setInterval> | null = null;
  let isStopped = false;

  const spent = () => spentBefore + (runningSince === null ? 0 : Date.now() - runningSince);

  const halt = () => {
    if (interval !== null) clearInterval(interval);
    interval = null;
    if (runningSince !== null) spentBefore += Date.now() - runningSince;
    runningSince = null;
  };

  const tick = () => {
    const progress = Math.min(1, spent() / duration);
    onProgress(progress);
    if (progress >= 1) {
      halt();
      isStopped = true;
      onExpire();
    }
  };

  const run = () => {
    if (neverExpires || isStopped || interval !== null || pauseReasons.size > 0) return;
    runningSince = Date.now();
    interval = setInterval(tick, tickMs);
  };

  return {
    start: run,
    pause(reason) {
      pauseReasons.add(reason);
      halt();
    },
    resume(reason) {
      pauseReasons.delete(reason);
      run();
    },
    stop() {
      halt();
      isStopped = true;
    },
    remaining: () => (neverExpires ? Infinity : Math.max(0, duration - spent())),
  };
}
