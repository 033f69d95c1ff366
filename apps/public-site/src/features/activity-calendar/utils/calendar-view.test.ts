import type { Activity } from '@platform/api-client';
import * as v from 'valibot';
import { parseIsoDate, toIsoDate } from '@site/utils/calendar-dates';
import {
  activitiesQueryOf,
  calendarPeriod,
  entriesByDay,
  shiftDate,
  viewRange,
  weeksOf,
} from './calendar-view';
import { calendarSearchSchema } from './calendar-search';

const iso = ({ from, until }: { from: Date; until: Date }) => [toIsoDate(from), toIsoDate(until)];
const day = (iso: string) => parseIsoDate(iso) as Date;
/** A moment in the centre's zone (Europe/Amsterdam, winter time in these tests), whatever the machine's zone. */
const local = (year: number, month: number, date: number, hour = 0, minute = 0) =>
  new Date(Date.UTC(year, month - 1, date, hour - 1, minute)).toISOString();

function activity(title: string, occurrences: { startsAt: string; endsAt: string | null }[]): Activity {
  return { id: title, title, meta: { occurrences } } as Activity;
}

describe('calendarSearchSchema', () => {
  it('keeps a view and a real date and drops anything else', () => {
    expect(v.parse(calendarSearchSchema, { view: 'week', date: '2026-12-03' })).toEqual({ view: 'week', date: '2026-12-03' });
    expect(v.parse(calendarSearchSchema, { view: 'year', date: '2026-02-30' })).toEqual({ view: undefined, date: undefined });
  });
});

describe('viewRange', () => {
  // 3 December 2026 is a Thursday; December starts on a Tuesday and ends on a Thursday.
  const date = day('2026-12-03');

  it('covers the month in whole weeks, Monday to Sunday', () => {
    expect(iso(viewRange('month', date))).toEqual(['2026-11-30', '2027-01-04']);
    expect(weeksOf(viewRange('month', date))).toHaveLength(5);
  });

  it('gives six weeks when a month needs them', () => {
    // August 2026 starts on a Saturday and ends on a Monday.
    expect(iso(viewRange('month', day('2026-08-15')))).toEqual(['2026-07-27', '2026-09-07']);
    expect(weeksOf(viewRange('month', day('2026-08-15')))).toHaveLength(6);
  });

  it('covers Monday to Sunday in the week view and the calendar month in the list', () => {
    expect(iso(viewRange('week', date))).toEqual(['2026-11-30', '2026-12-07']);
    expect(iso(viewRange('list', date))).toEqual(['2026-12-01', '2027-01-01']);
  });
});

describe('calendarPeriod', () => {
  const today = day('2026-11-24');

  it('shows the month around today when the URL names neither view nor day', () => {
    const period = calendarPeriod({ view: undefined, date: undefined }, today);
    expect(period.view).toBe('month');
    expect(toIsoDate(period.date)).toBe('2026-11-24');
    expect(activitiesQueryOf(period.range)).toEqual({ from: '2026-10-26', until: '2026-12-07' });
  });

  it('shows the view and day the URL names', () => {
    const period = calendarPeriod({ view: 'week', date: '2026-12-03' }, today);
    expect(toIsoDate(period.date)).toBe('2026-12-03');
    expect(activitiesQueryOf(period.range)).toEqual({ from: '2026-11-30', until: '2026-12-07' });
  });
});

describe('shiftDate', () => {
  it('moves a month in the month and list views and a week in the week view, keeping the day', () => {
    const date = day('2026-01-31');
    expect(toIsoDate(shiftDate('month', date, 1))).toBe('2026-02-28');
    expect(toIsoDate(shiftDate('list', date, -1))).toBe('2025-12-31');
    expect(toIsoDate(shiftDate('week', date, 1))).toBe('2026-02-07');
    expect(toIsoDate(shiftDate('week', date, -1))).toBe('2026-01-24');
  });
});

describe('weeksOf', () => {
  it('splits a range into rows of seven days', () => {
    const [first] = weeksOf(viewRange('week', day('2026-12-03')));
    expect(first?.map(toIsoDate)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });
});

describe('entriesByDay', () => {
  const range = viewRange('week', day('2026-12-03'));

  it('puts each occurrence on its day, sorted by start time', () => {
    const days = entriesByDay(
      [
        activity('Koffie', [{ startsAt: local(2026, 12, 1, 14), endsAt: local(2026, 12, 1, 16) }]),
        activity('Wandelen', [
          { startsAt: local(2026, 12, 1, 10), endsAt: null },
          { startsAt: local(2026, 12, 8, 10), endsAt: null },
        ]),
      ],
      range,
    );
    expect([...days.keys()]).toEqual(['2026-12-01']);
    expect(days.get('2026-12-01')?.map((entry) => entry.activity.title)).toEqual(['Wandelen', 'Koffie']);
  });

  it('shows an occurrence over several days on each of them, within the range', () => {
    const days = entriesByDay(
      [activity('Kamp', [{ startsAt: local(2026, 12, 5, 9), endsAt: local(2026, 12, 8, 0) }])],
      range,
    );
    // Saturday and Sunday are in this week; Monday the 7th is not, and the end at midnight adds no day.
    expect([...days.keys()]).toEqual(['2026-12-05', '2026-12-06']);
  });
});
