import { DATE_FORMATS, dateFormat, formatDate } from './format-date';

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
