import { configureStore } from '@reduxjs/toolkit';
import { createToastTimer } from './toast-timer';
import { DEFAULT_TOAST_DURATION_MS, toastsSlice } from './toasts-slice';

const { toastAdded, toastProgressed, toastRemoved } = toastsSlice.actions;
const { selectToasts } = toastsSlice.selectors;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function timerFor(duration: number) {
  const progress: number[] = [];
  const onExpire = jest.fn();
  const timer = createToastTimer({ duration, onProgress: (value) => progress.push(value), onExpire });
  return { timer, progress, onExpire, last: () => progress.at(-1) };
}

describe('createToastTimer', () => {
  it('runs progress from 0 to 1 in about 16 ms ticks and then expires once', () => {
    const { timer, progress, onExpire, last } = timerFor(1000);
    timer.start();
    jest.advanceTimersByTime(16);
    expect(progress).toHaveLength(1);
    expect(last()).toBeCloseTo(0.016, 3);
    jest.advanceTimersByTime(484);
    expect(last()).toBeCloseTo(0.5, 1);
    expect(onExpire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(520);
    expect(last()).toBe(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    const ticks = progress.length;
    jest.advanceTimersByTime(1000);
    expect(progress).toHaveLength(ticks);
  });

  it('pauses on hover and resumes with the remaining time', () => {
    const { timer, onExpire, last } = timerFor(5000);
    timer.start();
    jest.advanceTimersByTime(2000);
    timer.pause('hover');
    const paused = last();
    expect(timer.remaining()).toBe(3000);
    jest.advanceTimersByTime(10_000);
    expect(last()).toBe(paused);
    expect(onExpire).not.toHaveBeenCalled();

    timer.resume('hover');
    jest.advanceTimersByTime(2900);
    expect(onExpire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(120);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stays paused until both hover and focus have ended', () => {
    const { timer, onExpire } = timerFor(1000);
    timer.start();
    timer.pause('hover');
    timer.pause('focus');
    timer.resume('hover');
    jest.advanceTimersByTime(5000);
    expect(onExpire).not.toHaveBeenCalled();
    timer.resume('focus');
    jest.advanceTimersByTime(1020);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('never closes with a duration of 0 or less', () => {
    for (const duration of [0, -1]) {
      const { timer, progress, onExpire } = timerFor(duration);
      timer.start();
      jest.advanceTimersByTime(60_000);
      expect(progress).toEqual([]);
      expect(onExpire).not.toHaveBeenCalled();
      expect(timer.remaining()).toBe(Infinity);
    }
  });

  it('continues from an initial progress and stops for good on stop()', () => {
    const progress: number[] = [];
    const onExpire = jest.fn();
    const timer = createToastTimer({ duration: 1000, initialProgress: 0.5, onProgress: (value) => progress.push(value), onExpire });
    timer.start();
    expect(timer.remaining()).toBe(500);
    timer.stop();
    timer.resume('hover');
    jest.advanceTimersByTime(2000);
    expect(progress).toEqual([]);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('toasts slice', () => {
  function createStore() {
    return configureStore({ reducer: { [toastsSlice.reducerPath]: toastsSlice.reducer } });
  }

  it('adds a toast with the defaults of spec §3 and §9', () => {
    jest.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const store = createStore();
    store.dispatch(toastAdded({ message: 'Saved' }));
    const [toast] = selectToasts(store.getState());
    expect(toast).toEqual({
      id: expect.any(String),
      title: null,
      message: 'Saved',
      action: null,
      color: 'primary',
      icon: 'bell',
      closable: true,
      duration: DEFAULT_TOAST_DURATION_MS,
      progress: 0,
      createdAt: Date.parse('2026-01-01T12:00:00Z'),
    });
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
  });

  it('tracks progress within 0 … 1 and removes a toast by id', () => {
    const store = createStore();
    store.dispatch(toastAdded({ id: 'a', message: 'A', color: 'danger' }));
    store.dispatch(toastAdded({ id: 'b', message: 'B', icon: null, closable: false, duration: 0 }));
    store.dispatch(toastProgressed({ id: 'a', progress: 1.2 }));
    expect(selectToasts(store.getState())[0]).toMatchObject({ progress: 1, icon: 'alert' });
    expect(selectToasts(store.getState())[1]).toMatchObject({ icon: null, closable: false, duration: 0 });
    store.dispatch(toastRemoved('a'));
    expect(selectToasts(store.getState()).map((toast) => toast.id)).toEqual(['b']);
  });
});
