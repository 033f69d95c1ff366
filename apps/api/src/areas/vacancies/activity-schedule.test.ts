import { rrulestr } from 'rrule';
import {
  dutchLocalDateTime,
  feedRecurrenceRule,
  fromWallClock,
  occurrencesBetween,
  parseRecurrenceRule,
  recurrenceRuleMatches,
  startOfDutchDay,
  toWallClock,
  type ActivitySchedule,
} from './activity-schedule';

const at = (iso: string) => new Date(iso);
const schedule = (overrides: Partial<ActivitySchedule>): ActivitySchedule => ({
  startsAt: null,
  endsAt: null,
  frequency: 'once',
  recurrenceRule: null,
  expiresAt: null,
  ...overrides,
});
const iso = (occurrences: { startsAt: Date; endsAt: Date | null }[]) =>
  occurrences.map((o) => [o.startsAt.toISOString(), o.endsAt?.toISOString() ?? null]);

describe('Amsterdam wall-clock time', () => {
  it('reads summer and winter time', () => {
    expect(toWallClock(at('2026-07-01T17:00:00Z')).toISOString()).toBe('2026-07-01T19:00:00.000Z');
    expect(toWallClock(at('2026-12-01T18:00:00Z')).toISOString()).toBe('2026-12-01T19:00:00.000Z');
    expect(dutchLocalDateTime(at('2026-12-01T18:00:00Z'))).toBe('2026-12-01T19:00:00');
  });

  it('turns wall-clock times back into instants, also around the changes', () => {
    expect(fromWallClock(at('2026-07-01T19:00:00Z')).toISOString()).toBe('2026-07-01T17:00:00.000Z');
    expect(fromWallClock(at('2026-12-01T19:00:00Z')).toISOString()).toBe('2026-12-01T18:00:00.000Z');
    // 02:30 does not exist on 29 March 2026: it moves on to 03:30 summer time.
    expect(fromWallClock(at('2026-03-29T02:30:00Z')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October 2026: winter time is taken.
    expect(fromWallClock(at('2026-10-25T02:30:00Z')).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(startOfDutchDay('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(startOfDutchDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('parseRecurrenceRule', () => {
  it.each(['FREQ=WEEKLY;BYDAY=TU', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', 'FREQ=MONTHLY;BYDAY=1SA', 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=6',
    'FREQ=DAILY;UNTIL=20270101T000000Z', 'FREQ=MONTHLY;BYMONTHDAY=15', 'FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=21', 'FREQ=WEEKLY;BYDAY=SA;WKST=MO'])(
    'accepts %s',
    (rule) => expect(parseRecurrenceRule(rule)).not.toBeNull(),
  );

  it.each([
    ['garbage', 'FOO'],
    ['no frequency', 'BYDAY=TU'],
    ['hourly', 'FREQ=HOURLY'],
    ['minutely', 'FREQ=MINUTELY'],
    ['an unknown weekday', 'FREQ=WEEKLY;BYDAY=XX'],
    ['a zero interval', 'FREQ=WEEKLY;INTERVAL=0'],
    ['a negative interval', 'FREQ=WEEKLY;INTERVAL=-1'],
    ['a word as interval', 'FREQ=WEEKLY;INTERVAL=abc'],
    ['COUNT and UNTIL', 'FREQ=WEEKLY;COUNT=3;UNTIL=20270101T000000Z'],
    ['a part twice', 'FREQ=WEEKLY;FREQ=DAILY'],
    ['BYHOUR', 'FREQ=DAILY;BYHOUR=1,2,3'],
    ['a DTSTART line', 'DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY'],
    ['an ordinal weekday in a weekly rule', 'FREQ=WEEKLY;BYDAY=1TU'],
    ['a 40th day', 'FREQ=MONTHLY;BYMONTHDAY=40'],
    ['a 13th month', 'FREQ=YEARLY;BYMONTH=13'],
    ['an empty part', 'FREQ=WEEKLY;'],
  ])('refuses %s', (_name, rule) => expect(parseRecurrenceRule(rule)).toBeNull());

  it('refuses, within a moment, a rule that can never match', () => {
    const started = Date.now();
    expect(recurrenceRuleMatches('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31', at('2026-12-01T18:00:00Z'))).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(recurrenceRuleMatches('FREQ=WEEKLY;BYDAY=TU', at('2026-12-01T18:00:00Z'))).toBe(true);
  });
});

describe('occurrencesBetween', () => {
  const december = [startOfDutchDay('2026-12-01'), startOfDutchDay('2027-01-01')] as const;

  it('gives a one-off activity when it falls in the range', () => {
    const once = schedule({ startsAt: at('2026-12-12T09:00:00Z'), endsAt: at('2026-12-12T15:00:00Z') });
    expect(iso(occurrencesBetween(once, ...december))).toEqual([['2026-12-12T09:00:00.000Z', '2026-12-12T15:00:00.000Z']]);
    expect(occurrencesBetween(once, startOfDutchDay('2027-01-01'), startOfDutchDay('2027-02-01'))).toEqual([]);
    expect(occurrencesBetween(schedule({}), ...december)).toEqual([]);
  });

  it('gives a multi-day activity that overlaps the range as one span', () => {
    const camp = schedule({ frequency: 'multi_day', startsAt: at('2026-11-28T08:00:00Z'), endsAt: at('2026-12-02T16:00:00Z') });
    expect(iso(occurrencesBetween(camp, ...december))).toEqual([['2026-11-28T08:00:00.000Z', '2026-12-02T16:00:00.000Z']]);
  });

  it('repeats a regular activity at the same Dutch time across the change to winter time', () => {
    // Tuesdays 19:00–21:00 from 13 October 2026 (summer time) into November (winter time).
    const clubNight = schedule({
      frequency: 'regularly',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
      startsAt: at('2026-10-13T17:00:00Z'),
      endsAt: at('2026-10-13T19:00:00Z'),
    });
    const occurrences = occurrencesBetween(clubNight, startOfDutchDay('2026-10-19'), startOfDutchDay('2026-11-04'));
    expect(iso(occurrences)).toEqual([
      ['2026-10-20T17:00:00.000Z', '2026-10-20T19:00:00.000Z'],
      ['2026-10-27T18:00:00.000Z', '2026-10-27T20:00:00.000Z'],
      ['2026-11-03T18:00:00.000Z', '2026-11-03T20:00:00.000Z'],
    ]);
    expect(occurrences.map((o) => dutchLocalDateTime(o.startsAt).slice(11))).toEqual(['19:00:00', '19:00:00', '19:00:00']);
  });

  it('stops at the rule’s count and at the vacancy’s expiry', () => {
    const base = { frequency: 'regularly' as const, startsAt: at('2026-12-01T18:00:00Z'), endsAt: at('2026-12-01T20:00:00Z') };
    expect(occurrencesBetween(schedule({ ...base, recurrenceRule: 'FREQ=WEEKLY;COUNT=2' }), ...december)).toHaveLength(2);
    const expiring = schedule({ ...base, recurrenceRule: 'FREQ=WEEKLY', expiresAt: at('2026-12-16T00:00:00Z') });
    expect(iso(occurrencesBetween(expiring, ...december)).map(([start]) => start)).toEqual([
      '2026-12-01T18:00:00.000Z',
      '2026-12-08T18:00:00.000Z',
      '2026-12-15T18:00:00.000Z',
    ]);
  });

  it('includes an occurrence that began before the range and is still running', () => {
    const overnight = schedule({
      frequency: 'regularly',
      recurrenceRule: 'FREQ=DAILY',
      startsAt: at('2026-11-20T21:00:00Z'),
      endsAt: at('2026-11-21T05:00:00Z'),
    });
    const [first] = occurrencesBetween(overnight, ...december);
    expect(first?.startsAt.toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });

  it('treats a regularly held activity without a rule as one occurrence', () => {
    const unruled = schedule({ frequency: 'regularly', startsAt: at('2026-12-05T10:00:00Z') });
    expect(iso(occurrencesBetween(unruled, ...december))).toEqual([['2026-12-05T10:00:00.000Z', null]]);
  });
});

describe('feedRecurrenceRule', () => {
  const base = { frequency: 'regularly' as const, startsAt: at('2026-12-01T18:00:00Z'), endsAt: at('2026-12-01T20:00:00Z') };

  it('ends the series at the expiry, in UTC', () => {
    const rule = feedRecurrenceRule(schedule({ ...base, recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU', expiresAt: at('2027-03-01T00:00:00Z') }));
    expect(rule).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270301T000000Z');
    const parsed = rrulestr(`RRULE:${rule!}`);
    expect(parsed.options.until?.toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });

  it('keeps a count that ends before the expiry and replaces one that does not', () => {
    expect(feedRecurrenceRule(schedule({ ...base, recurrenceRule: 'FREQ=WEEKLY;COUNT=3', expiresAt: at('2027-03-01T00:00:00Z') }))).toBe(
      'FREQ=WEEKLY;COUNT=3',
    );
    expect(feedRecurrenceRule(schedule({ ...base, recurrenceRule: 'FREQ=WEEKLY;COUNT=30', expiresAt: at('2026-12-20T00:00:00Z') }))).toBe(
      'FREQ=WEEKLY;UNTIL=20261220T000000Z',
    );
  });

  it('is null for activities that do not repeat', () => {
    expect(feedRecurrenceRule(schedule({ ...base, frequency: 'once' }))).toBeNull();
  });
});
