import { addDays, addMonths, isSameDay, parseIsoDate, startOfMonth, startOfWeek, toIsoDate } from './calendar-dates';

describe('calendar dates', () => {
  it('reads and writes ISO dates as local dates', () => {
    const date = parseIsoDate('2026-12-03');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(11);
    expect(date?.getDate()).toBe(3);
    expect(toIsoDate(date as Date)).toBe('2026-12-03');
  });

  it('refuses dates that do not exist', () => {
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(parseIsoDate('2026-13-01')).toBeUndefined();
    expect(parseIsoDate('3 december')).toBeUndefined();
  });

  it('adds days across month ends and daylight-saving changes', () => {
    expect(toIsoDate(addDays(new Date(2026, 0, 31), 1))).toBe('2026-02-01');
    // The Netherlands moves to summer time on 29 March 2026.
    expect(toIsoDate(addDays(new Date(2026, 2, 28), 2))).toBe('2026-03-30');
    expect(toIsoDate(addDays(new Date(2026, 2, 2), -7))).toBe('2026-02-23');
  });

  it('moves by months, keeping the day where the month has it', () => {
    expect(toIsoDate(addMonths(new Date(2026, 0, 31), 1))).toBe('2026-02-28');
    expect(toIsoDate(addMonths(new Date(2028, 0, 31), 1))).toBe('2028-02-29');
    expect(toIsoDate(addMonths(new Date(2026, 0, 15), -1))).toBe('2025-12-15');
    expect(toIsoDate(addMonths(new Date(2026, 2, 31), 11))).toBe('2027-02-28');
    expect(toIsoDate(startOfMonth(new Date(2026, 4, 20)))).toBe('2026-05-01');
  });

  it('starts weeks on Monday', () => {
    expect(toIsoDate(startOfWeek(new Date(2026, 11, 3)))).toBe('2026-11-30'); // a Thursday
    expect(toIsoDate(startOfWeek(new Date(2026, 10, 30)))).toBe('2026-11-30'); // a Monday
    expect(toIsoDate(startOfWeek(new Date(2026, 11, 6)))).toBe('2026-11-30'); // a Sunday
  });

  it('compares days, not times', () => {
    expect(isSameDay(new Date(2026, 0, 1, 1), new Date(2026, 0, 1, 23))).toBe(true);
    expect(isSameDay(new Date(2026, 0, 1), new Date(2026, 0, 2))).toBe(false);
  });
});
