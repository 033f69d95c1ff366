import * as v from 'valibot';
import { commaListItems } from './comma-list';
import { isCalendarDay, VACANCY_SEARCH_RULE_REASONS, vacancySearchSchema } from './vacancy-search';

const uuid = '7A0C8D80-5406-4650-874B-1E0CD8E0EC59';

/** The field and message of the first issue, or `null` for a search that passes. */
function firstIssue(input: Record<string, unknown>) {
  const result = v.safeParse(vacancySearchSchema, input);
  if (result.success) return null;
  const [issue] = result.issues;
  return { field: issue.path?.[0]?.key, type: issue.type, message: issue.message };
}

describe('vacancySearchSchema', () => {
  it('takes a full search, trimming words and place and lowering ids', () => {
    expect(
      v.parse(vacancySearchSchema, {
        q: '  sport ',
        vacancyTypes: ['volunteering', 'p2p'],
        categoryIds: [uuid],
        place: ' Zwolle ',
        distance: 2.5,
        startsFrom: '2027-01-31',
        startsUntil: '2027-01-31',
        sort: 'distance',
        page: 2,
      }),
    ).toEqual({
      q: 'sport',
      vacancyTypes: ['volunteering', 'p2p'],
      categoryIds: [uuid.toLowerCase()],
      place: 'Zwolle',
      distance: 2.5,
      startsFrom: '2027-01-31',
      startsUntil: '2027-01-31',
      sort: 'distance',
      page: 2,
    });
    expect(v.parse(vacancySearchSchema, { q: '   ' })).toEqual({ q: undefined });
  });

  it('refuses each field beyond its limits', () => {
    expect(firstIssue({ q: 'a'.repeat(201) })).toMatchObject({ field: 'q', type: 'max_length' });
    expect(firstIssue({ place: 'x'.repeat(101) })).toMatchObject({ field: 'place', type: 'max_length' });
    expect(firstIssue({ place: '  ' })).toMatchObject({ field: 'place' });
    expect(firstIssue({ place: 'Ede', distance: 0 })).toMatchObject({ field: 'distance', type: 'min_value' });
    expect(firstIssue({ place: 'Ede', distance: 201 })).toMatchObject({ field: 'distance', type: 'max_value' });
    expect(firstIssue({ latitude: Number.NaN, longitude: 6 })).toMatchObject({ field: 'latitude', type: 'number' });
    expect(firstIssue({ vacancyTypes: [] })).toMatchObject({ field: 'vacancyTypes', type: 'min_length' });
    expect(firstIssue({ vacancyTypes: ['volunteer'] })).toMatchObject({ field: 'vacancyTypes', type: 'picklist' });
    expect(firstIssue({ categoryIds: Array.from({ length: 51 }, () => uuid) })).toMatchObject({ field: 'categoryIds' });
    expect(firstIssue({ organizationIds: ['abc'] })).toMatchObject({ field: 'organizationIds', type: 'uuid' });
    expect(firstIssue({ startsFrom: '2026-02-30' })).toMatchObject({ field: 'startsFrom', type: 'check' });
    expect(firstIssue({ sort: '-relevance' })).toMatchObject({ field: 'sort', type: 'picklist' });
    expect(firstIssue({ page: 0 })).toMatchObject({ field: 'page' });
  });

  it('refuses the rules between fields on the field they are about, with their reason', () => {
    const { dateOrder, needsLocation, oneOrigin } = VACANCY_SEARCH_RULE_REASONS;
    expect(firstIssue({ startsFrom: '2027-02-01', startsUntil: '2027-01-31' })).toMatchObject({ field: 'startsUntil', message: dateOrder });
    expect(firstIssue({ place: 'Ede', latitude: 52, longitude: 6 })).toMatchObject({ field: 'latitude', message: oneOrigin });
    expect(firstIssue({ latitude: 52 })).toMatchObject({ field: 'latitude', message: needsLocation });
    expect(firstIssue({ longitude: 6, distance: 5 })).toMatchObject({ field: 'longitude', message: needsLocation });
    expect(firstIssue({ distance: 10 })).toMatchObject({ field: 'distance', message: needsLocation });
    expect(firstIssue({ sort: 'distance' })).toMatchObject({ field: 'sort', message: needsLocation });
    expect(firstIssue({ latitude: -90, longitude: 180, distance: 200, sort: 'distance' })).toBeNull();
  });
});

describe('isCalendarDay', () => {
  it('takes only days that exist, written yyyy-mm-dd', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of ['2027-02-29', '2026-13-01', '2026-1-01', 'tomorrow', '0026-01-01', '2026-12-01T00:00']) {
      expect([value, isCalendarDay(value)]).toEqual([value, false]);
    }
  });
});

describe('commaListItems', () => {
  it('trims and drops empty and repeated items', () => {
    expect(commaListItems(' a, ,b,a,')).toEqual(['a', 'b']);
    expect(commaListItems(',')).toEqual([]);
  });
});
