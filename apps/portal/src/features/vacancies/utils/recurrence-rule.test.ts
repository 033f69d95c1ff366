import { buildRecurrenceRule, parseRecurrenceRule, weekdayOfMonth } from './recurrence-rule';

describe('buildRecurrenceRule', () => {
  it('writes weekly repetitions on the chosen days, in week order', () => {
    expect(buildRecurrenceRule({ pattern: 'weekly', weekdays: ['TH', 'TU'] })).toBe('FREQ=WEEKLY;BYDAY=TU,TH');
  });

  it('writes every two weeks as an interval of 2', () => {
    expect(buildRecurrenceRule({ pattern: 'biweekly', weekdays: ['MO'] })).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO');
  });

  it('writes monthly on the weekday of the month the activity starts', () => {
    // 2026-06-06 is the first Saturday of June, 2026-06-27 the last.
    expect(buildRecurrenceRule({ pattern: 'monthly', weekdays: ['MO'] }, '2026-06-06')).toBe('FREQ=MONTHLY;BYDAY=1SA');
    expect(buildRecurrenceRule({ pattern: 'monthly', weekdays: [] }, '2026-06-17')).toBe('FREQ=MONTHLY;BYDAY=3WE');
    expect(buildRecurrenceRule({ pattern: 'monthly', weekdays: [] }, '2026-06-29')).toBe('FREQ=MONTHLY;BYDAY=-1MO');
  });

  it('writes monthly on the start’s date when the start is not known', () => {
    expect(buildRecurrenceRule({ pattern: 'monthly', weekdays: [] })).toBe('FREQ=MONTHLY');
  });

  it('leaves the days out when none are chosen (the start’s weekday then)', () => {
    expect(buildRecurrenceRule({ pattern: 'weekly', weekdays: [] })).toBe('FREQ=WEEKLY');
  });
});

describe('parseRecurrenceRule', () => {
  it('reads back every rule it writes', () => {
    for (const recurrence of [
      { pattern: 'weekly', weekdays: ['MO', 'WE', 'FR'] },
      { pattern: 'biweekly', weekdays: ['SA'] },
    ] as const) {
      expect(parseRecurrenceRule(buildRecurrenceRule({ ...recurrence, weekdays: [...recurrence.weekdays] }))).toEqual(recurrence);
    }
    expect(parseRecurrenceRule(buildRecurrenceRule({ pattern: 'monthly', weekdays: [] }, '2026-06-06'))).toEqual({
      pattern: 'monthly',
      weekdays: [],
      monthDay: { week: 1, weekday: 'SA' },
    });
    expect(parseRecurrenceRule('FREQ=MONTHLY')).toEqual({ pattern: 'monthly', weekdays: [] });
    expect(parseRecurrenceRule('FREQ=MONTHLY;BYDAY=-1FR')).toEqual({ pattern: 'monthly', weekdays: [], monthDay: { week: -1, weekday: 'FR' } });
  });

  it('knows which weekday of the month a date is', () => {
    expect(weekdayOfMonth('2026-06-06')).toEqual({ week: 1, weekday: 'SA' });
    expect(weekdayOfMonth('2026-06-28')).toEqual({ week: 4, weekday: 'SU' });
    expect(weekdayOfMonth('2026-06-29')).toEqual({ week: -1, weekday: 'MO' });
  });

  it('accepts the RRULE: prefix and lower case', () => {
    expect(parseRecurrenceRule('RRULE:FREQ=WEEKLY;BYDAY=TU')).toEqual({ pattern: 'weekly', weekdays: ['TU'] });
    expect(parseRecurrenceRule('freq=weekly;byday=tu')).toEqual({ pattern: 'weekly', weekdays: ['TU'] });
  });

  it('gives null for no rule, nonsense, and rules the form cannot show', () => {
    for (const rule of [
      null,
      undefined,
      '',
      'hello',
      'FREQ=DAILY',
      'FREQ=WEEKLY;INTERVAL=3;BYDAY=MO',
      'FREQ=WEEKLY;COUNT=4',
      'FREQ=WEEKLY;UNTIL=20270101T000000Z',
      'FREQ=MONTHLY;BYDAY=MO,TU',
      'FREQ=MONTHLY;BYDAY=5MO',
      'FREQ=MONTHLY;BYMONTHDAY=15',
      'FREQ=MONTHLY;INTERVAL=2',
    ]) {
      expect(parseRecurrenceRule(rule)).toBeNull();
    }
  });
});
