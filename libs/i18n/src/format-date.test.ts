import {
  calendarDayFormat,
  DATE_FORMATS,
  dateFormat,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDayRange,
  getTimeZone,
  setTimeZone,
  timeZoneCity,
  zonedParts,
} from './format-date';

// Midday UTC is the same day in every time zone a test machine may be in.
const MAY_12 = '2026-05-12T12:00:00Z';

describe('formatDate', () => {
  it('writes a date out in the locale', () => {
    expect(formatDate(MAY_12, 'nl')).toBe('12 mei 2026');
    expect(formatDate(MAY_12, 'en')).toBe('May 12, 2026');
    expect(formatDate(new Date(MAY_12), 'nl')).toBe('12 mei 2026');
  });

  it('adds the time on request', () => {
    expect(formatDate(MAY_12, 'nl', true)).toMatch(/^12 mei 2026,? \d{2}:\d{2}$/);
  });

  it('gives nothing for no date', () => {
    expect(formatDate(null, 'nl')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('', 'en')).toBe('');
  });
});

describe('dateFormat', () => {
  it('builds each format once per locale', () => {
    expect(dateFormat('nl', DATE_FORMATS.time)).toBe(dateFormat('nl', { ...DATE_FORMATS.time }));
    expect(dateFormat('en', DATE_FORMATS.time)).not.toBe(dateFormat('nl', DATE_FORMATS.time));
  });
});

describe('the centre time zone', () => {
  // 23:30 in Zwolle on 12 May: 21:30 UTC, 17:30 in New York.
  const LATE = '2026-05-12T21:30:00Z';
  afterEach(() => setTimeZone(DEFAULT_TIME_ZONE));

  it('shows every moment in the centre zone, whatever zone the machine is in (UTC in CI)', () => {
    expect(dateFormat('nl', DATE_FORMATS.time).format(new Date(LATE))).toBe('23:30');
    expect(zonedParts(new Date(LATE))).toEqual({ date: '2026-05-12', time: '23:30' });
    // Half an hour later it is the next day in Zwolle, still the 12th in UTC.
    expect(zonedParts(new Date('2026-05-12T22:30:00Z'))).toEqual({ date: '2026-05-13', time: '00:30' });
  });

  it('follows the zone the centre names', () => {
    setTimeZone('America/New_York');
    expect(getTimeZone()).toBe('America/New_York');
    expect(formatDate(LATE, 'en', true)).toBe('May 12, 2026, 5:30 PM');
    expect(timeZoneCity()).toBe('New York');
  });

  it('writes a period of days with one dash and the year once when both days share it', () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(formatDayRange(day('2026-11-30'), day('2026-12-06'), 'nl')).toBe('30 november – 6 december 2026');
    expect(formatDayRange(day('2026-12-28'), day('2027-01-03'), 'en')).toBe('December 28, 2026 – January 3, 2027');
  });

  it('formats calendar days, held as UTC midnights, as the day they name', () => {
    setTimeZone('America/New_York');
    expect(calendarDayFormat('nl', DATE_FORMATS.day).format(new Date('2026-05-12T00:00:00Z'))).toBe('dinsdag 12 mei');
  });
});
