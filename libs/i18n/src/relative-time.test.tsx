import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { formatRelativeTime } from './format-relative-time';
import { RelativeTime } from './relative-time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [10, '10 seconds ago', '10 seconden geleden'],
    [5 * 60, '5 minutes ago', '5 minuten geleden'],
    [3 * 3600, '3 hours ago', '3 uur geleden'],
    [2 * 86400, '2 days ago', 'eergisteren'],
    [14 * 86400, '2 weeks ago', '2 weken geleden'],
    [90 * 86400, '3 months ago', '3 maanden geleden'],
    [2 * 365 * 86400, '2 years ago', '2 jaar geleden'],
  ])('words %i seconds ago in English and Dutch', (seconds, en, nl) => {
    expect(formatRelativeTime(ago(seconds), now, 'en')).toBe(en);
    expect(formatRelativeTime(ago(seconds), now, 'nl')).toBe(nl);
  });

  it('words the future too', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 3 * 86400_000), now, 'en')).toBe(
      'in 3 days',
    );
  });
});

describe('RelativeTime', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now });
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(() => jest.useRealTimers());

  it('updates every 30 seconds', () => {
    render(
      <I18nProvider i18n={i18n}>
        <RelativeTime date={ago(50).toISOString()} />
      </I18nProvider>,
    );
    expect(screen.getByText('50 seconds ago')).toHaveAttribute('dateTime', ago(50).toISOString());
    act(() => jest.advanceTimersByTime(29_999));
    expect(screen.getByText('50 seconds ago')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('1 minute ago')).toBeInTheDocument();
  });
});
