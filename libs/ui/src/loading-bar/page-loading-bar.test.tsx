import { act, render } from '@testing-library/react';
import { PageLoadingBar } from './page-loading-bar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PageLoadingBar', () => {
  it('is a hidden 3 px bar that appears for slow loads and fills when they end', () => {
    const { container, rerender } = render(<PageLoadingBar isLoading={false} />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar).toHaveStyle({ height: '3px' });
    expect(bar).toHaveAttribute('data-visible', 'false');

    rerender(<PageLoadingBar isLoading />);
    act(() => jest.advanceTimersByTime(200));
    expect(bar).toHaveAttribute('data-visible', 'true');

    rerender(<PageLoadingBar isLoading={false} />);
    expect(bar.style.transform).toBe('scaleX(1)');
    act(() => jest.advanceTimersByTime(500));
    expect(bar).toHaveAttribute('data-visible', 'false');
    act(() => jest.advanceTimersByTime(400));
    expect(bar.style.transform).toBe('scaleX(0)');
  });
});
