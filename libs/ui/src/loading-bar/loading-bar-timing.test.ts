import { createLoadingBarController, estimateProgress, LOADING_BAR, type LoadingBarState } from './loading-bar-timing';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function controller() {
  const states: LoadingBarState[] = [];
  const bar = createLoadingBarController({ onChange: (state) => states.push(state) });
  return { bar, states, current: () => states.at(-1) ?? { isVisible: false, progress: 0 } };
}

describe('page loading bar timing', () => {
  it('uses the constants of spec §9', () => {
    expect(LOADING_BAR).toMatchObject({ durationMs: 2000, throttleMs: 200, hideDelayMs: 500, resetDelayMs: 400, heightPx: 3 });
  });

  it('never shows for loads shorter than the 200 ms throttle', () => {
    const { bar, states } = controller();
    bar.start();
    jest.advanceTimersByTime(199);
    bar.finish();
    jest.advanceTimersByTime(5000);
    expect(states.every((state) => !state.isVisible)).toBe(true);
  });

  it('shows after the throttle and climbs without reaching the end', () => {
    const { bar, current } = controller();
    bar.start();
    jest.advanceTimersByTime(200);
    expect(current()).toEqual({ isVisible: true, progress: 0 });
    jest.advanceTimersByTime(2000);
    expect(current().progress).toBeCloseTo(estimateProgress(2000, 2000), 2);
    expect(current().progress).toBeGreaterThan(0.6);
    jest.advanceTimersByTime(60_000);
    expect(current().progress).toBeLessThan(1);
  });

  it('fills on finish, hides after 500 ms and resets 400 ms later', () => {
    const { bar, current } = controller();
    bar.start();
    jest.advanceTimersByTime(1000);
    bar.finish();
    expect(current()).toEqual({ isVisible: true, progress: 1 });
    jest.advanceTimersByTime(499);
    expect(current().isVisible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(current()).toEqual({ isVisible: false, progress: 1 });
    jest.advanceTimersByTime(399);
    expect(current().progress).toBe(1);
    jest.advanceTimersByTime(1);
    expect(current()).toEqual({ isVisible: false, progress: 0 });
  });

  it('keeps the bar on screen when a new load starts before it hides', () => {
    const { bar, current } = controller();
    bar.start();
    jest.advanceTimersByTime(300);
    bar.finish();
    jest.advanceTimersByTime(100);
    bar.start();
    expect(current()).toEqual({ isVisible: true, progress: 0 });
    jest.advanceTimersByTime(1000);
    expect(current().isVisible).toBe(true);
  });
});
