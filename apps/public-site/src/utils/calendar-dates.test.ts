import { setTimeZone } from '@platform/i18n';
import { addDays, addMonths, dayOf, parseIsoDate, startOfMonth, startOfWeek, toIsoDate } from './calendar-dates';

const day = (iso: string) => parseIsoDate(iso) as Date;

describe('calendar dates', () => {
  afterEach(() => setTimeZone('Europe/Amsterdam'));

  it('reads and writes ISO dates', () => {
    expect(toIsoDate(day('2026-12-03'))).toBe('2026-12-03');
  });

  it('refuses dates that do not exist', () => {
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(parseIsoDate('2026-13-01')).toBeUndefined();
    expect(parseIsoDate('3 december')).toBeUndefined();
  });

  it('adds days across month ends and daylight-saving changes', () => {
    expect(toIsoDate(addDays(day('2026-01-31'), 1))).toBe('2026-02-01');
    // The Netherlands moves to summer time on 29 March 2026.
    expect(toIsoDate(addDays(day('2026-03-28'), 2))).toBe('2026-03-30');
    expect(toIsoDate(addDays(day('2026-03-02'), -7))).toBe('2026-02-23');
  });

  it('moves by months, keeping the day where the month has it', () => {
    expect(toIsoDate(addMonths(day('2026-01-31'), 1))).toBe('2026-02-28');
    expect(toIsoDate(addMonths(day('2028-01-31'), 1))).toBe('2028-02-29');
    expect(toIsoDate(addMonths(day('2026-01-15'), -1))).toBe('2025-12-15');
    expect(toIsoDate(addMonths(day('2026-03-31'), 11))).toBe('2027-02-28');
    expect(toIsoDate(startOfMonth(day('2026-05-20')))).toBe('2026-05-01');
  });

  it('starts weeks on Monday', () => {
    expect(toIsoDate(startOfWeek(day('2026-12-03')))).toBe('2026-11-30'); // a Thursday
    expect(toIsoDate(startOfWeek(day('2026-11-30')))).toBe('2026-11-30'); // a Monday
    expect(toIsoDate(startOfWeek(day('2026-12-06')))).toBe('2026-11-30'); // a Sunday
  });

  it("puts a moment on its day in the centre's zone, wherever the machine is", () => {
    // 00:30 on 4 December in Zwolle is still the 3rd in UTC and in New York.
    expect(toIsoDate(dayOf(new Date('2026-12-03T23:30:00Z')))).toBe('2026-12-04');
    setTimeZone('America/New_York');
    expect(toIsoDate(dayOf(new Date('2026-12-03T23:30:00Z')))).toBe('2026-12-03');
  });
});
