import { addDays, fromDateTimeInputs, toDateInput, todayInput, toTimeInput } from './local-dates';

// Built from local parts, so the tests hold in every time zone.
const local = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) =>
  new Date(year, month - 1, day, hours, minutes, seconds).toISOString();

describe('local date inputs', () => {
  it('shows a timestamp as the local date and time the inputs hold', () => {
    const iso = local(2026, 5, 4, 9, 5);
    expect(toDateInput(iso)).toBe('2026-05-04');
    expect(toTimeInput(iso)).toBe('09:05');
  });

  it('gives empty inputs for no timestamp or a broken one', () => {
    expect(toDateInput(null)).toBe('');
    expect(toTimeInput(undefined)).toBe('');
    expect(toDateInput('not a date')).toBe('');
  });

  it('reads the inputs as local time, with a fallback time of day', () => {
    expect(fromDateTimeInputs('2026-05-04', '14:30')).toBe(local(2026, 5, 4, 14, 30));
    expect(fromDateTimeInputs('2026-05-04')).toBe(local(2026, 5, 4));
    expect(fromDateTimeInputs('2026-05-04', '', '23:59:59')).toBe(local(2026, 5, 4, 23, 59, 59));
    expect(fromDateTimeInputs('')).toBeNull();
    expect(fromDateTimeInputs('2026-13-45')).toBeNull();
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(todayInput(new Date(2026, 1, 3, 23, 30))).toBe('2026-02-03');
  });
});
