import type { Activity, Vacancy } from '@platform/api-client';
import { groupActivitiesByWeek, isoWeekNumber, mondayOf, overviewRange } from './activity-weeks';

const local = (year: number, month: number, day: number, hours = 0) => new Date(year, month - 1, day, hours).toISOString();

describe('weeks', () => {
  it('finds the Monday of a week and its ISO number', () => {
    expect(mondayOf('2026-05-06')).toBe('2026-05-04');
    expect(mondayOf('2026-05-04')).toBe('2026-05-04');
    expect(mondayOf('2026-05-10')).toBe('2026-05-04');
    expect(isoWeekNumber('2026-05-04')).toBe(19);
    expect(isoWeekNumber('2027-01-01')).toBe(53);
    expect(isoWeekNumber('2024-12-30')).toBe(1);
  });

  it('covers whole weeks from the Monday', () => {
    expect(overviewRange('2026-05-06', 2)).toEqual({ from: '2026-05-04', until: '2026-05-18' });
  });
});

describe('groupActivitiesByWeek', () => {
  const base = { vacancyType: 'activity', endsAt: null } as unknown as Vacancy;
  const activity = (id: string, starts: string[]): Activity =>
    ({ ...base, id, title: id, status: 'published', meta: { occurrences: starts.map((startsAt) => ({ startsAt, endsAt: null })) } }) as Activity;
  const draft = (id: string, startsAt: string | null): Vacancy => ({ ...base, id, title: id, status: 'draft', startsAt });

  it('puts every occurrence and planned draft in its week, in time order, and lists quiet weeks too', () => {
    const range = { from: '2026-05-04', until: '2026-05-25' };
    const { weeks, draftsWithoutDate } = groupActivitiesByWeek(
      [activity('koffie', [local(2026, 5, 5, 14), local(2026, 5, 19, 14)]), activity('wandelen', [local(2026, 5, 5, 10)])],
      [draft('markt', local(2026, 5, 8, 9)), draft('later', local(2026, 7, 1)), draft('ooit', null)],
      range,
    );
    expect(weeks.map((week) => [week.monday, week.isoWeek, week.entries.map((entry) => `${entry.vacancy.id}${entry.isDraft ? '*' : ''}`)])).toEqual([
      ['2026-05-04', 19, ['wandelen', 'koffie', 'markt*']],
      ['2026-05-11', 20, []],
      ['2026-05-18', 21, ['koffie']],
    ]);
    expect(draftsWithoutDate.map((vacancy) => vacancy.id)).toEqual(['ooit']);
  });
});
