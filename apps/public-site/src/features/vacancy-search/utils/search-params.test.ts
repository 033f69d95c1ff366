import * as v from 'valibot';
import { offeredVacancyTypes } from '@platform/tenancy';
import {
  activeFilterCount,
  availableSorts,
  hasFilters,
  pageCount,
  pagerPages,
  toVacancySearchQuery,
} from './search-params';
import { vacancySearchParamsSchema, type VacancySearchParams } from './search-url';

const parse = (input: Record<string, unknown>) => v.parse(vacancySearchParamsSchema, input);
const allTypes = offeredVacancyTypes({ peerToPeer: true, activities: true });
const [a, b, x, o] = [
  '7a0c8d80-5406-4650-874b-1e0cd8e0ec59',
  'c6a1f9d2-3b4e-4f5a-8b6c-7d8e9f0a1b2c',
  '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  '11111111-2222-4333-8444-555555555555',
];

describe('vacancySearchParamsSchema', () => {
  it('keeps a full search as the URL carries it', () => {
    expect(
      parse({
        q: ' vrijwilligers ',
        type: 'volunteering,activity',
        category: `${a},${b}`,
        age: x,
        organization: o,
        place: 'Zwolle',
        distance: 25,
        from: '2026-12-01',
        until: '2026-12-31',
        sort: 'distance',
        page: 2,
      }),
    ).toEqual({
      q: 'vrijwilligers',
      type: 'volunteering,activity',
      category: `${a},${b}`,
      age: x,
      organization: o,
      place: 'Zwolle',
      distance: 25,
      from: '2026-12-01',
      until: '2026-12-31',
      sort: 'distance',
      page: 2,
    });
  });

  it('takes words the router parsed as JSON back as text', () => {
    expect(parse({ q: 2026 }).q).toBe('2026');
    expect(parse({ q: true }).q).toBe('true');
  });

  it('drops malformed values instead of failing, so a mangled link still opens', () => {
    expect(
      parse({
        q: { nested: true },
        type: ['p2p'],
        distance: 500,
        from: '2026-13-45',
        until: 'morgen',
        sort: 'random',
        page: 0,
      }),
    ).toEqual({
      q: undefined,
      type: undefined,
      category: undefined,
      age: undefined,
      organization: undefined,
      place: undefined,
      distance: undefined,
      from: undefined,
      until: undefined,
      sort: undefined,
      page: undefined,
    });
    expect(parse({ q: 'x'.repeat(201) }).q).toBeUndefined();
    expect(parse({ page: 1.5 }).page).toBeUndefined();
  });

  it('tidies lists: trims, drops empty and repeated items', () => {
    expect(parse({ category: ` ${a}, ,${b},${a},` }).category).toBe(`${a},${b}`);
    expect(parse({ category: ',' }).category).toBeUndefined();
    expect(parse({ q: '   ' }).q).toBeUndefined();
  });

  it('checks each value as the API does, dropping what it would refuse', () => {
    expect(parse({ distance: 200 }).distance).toBe(200);
    expect(parse({ distance: 2.5 }).distance).toBe(2.5);
    expect(parse({ distance: 201 }).distance).toBeUndefined();
    expect(parse({ distance: 0 }).distance).toBeUndefined();
    expect(parse({ from: '2026-02-30' }).from).toBeUndefined();
    expect(parse({ q: 'x'.repeat(200) }).q).toHaveLength(200);
    expect(parse({ place: 'x'.repeat(101) }).place).toBeUndefined();
    expect(parse({ category: `${a},nope` }).category).toBeUndefined();
    expect(parse({ type: 'p2p,bogus' }).type).toBeUndefined();
    const ids = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(parse({ category: ids.slice(0, 50).join(',') }).category).toBe(ids.slice(0, 50).join(','));
    expect(parse({ category: ids.join(',') }).category).toBeUndefined();
  });
});

describe('toVacancySearchQuery', () => {
  const scope = { allowedTypes: allTypes, hasActivities: true };

  it('turns URL lists into the API search with the page size', () => {
    const params = parse({ q: 'sport', type: 'volunteering', category: `${a},${b}`, place: 'Zwolle', page: 3 });
    expect(toVacancySearchQuery(params, scope)).toEqual({
      q: 'sport',
      vacancyTypes: ['volunteering'],
      categoryIds: [a, b],
      ageGroupIds: [],
      organizationIds: [],
      place: 'Zwolle',
      distance: 10,
      startsFrom: undefined,
      startsUntil: undefined,
      sort: undefined,
      page: 3,
      pageSize: 20,
    });
  });

  it('leaves out types the tenant switched off', () => {
    const params = parse({ type: 'p2p,activity,volunteering' });
    const noExtras = { allowedTypes: offeredVacancyTypes({ peerToPeer: false, activities: false }), hasActivities: false };
    expect(toVacancySearchQuery(params, noExtras).vacancyTypes).toEqual(['volunteering']);
  });

  it('restricts the one-to-one support page to p2p whatever the URL says', () => {
    const params = parse({ type: 'volunteering' });
    expect(toVacancySearchQuery(params, { ...scope, fixedType: 'p2p' }).vacancyTypes).toEqual(['p2p']);
  });

  it('falls back to the default order when the chosen one does not fit', () => {
    expect(toVacancySearchQuery(parse({ sort: 'distance' }), scope).sort).toBeUndefined();
    expect(toVacancySearchQuery(parse({ sort: 'relevance' }), scope).sort).toBeUndefined();
    expect(toVacancySearchQuery(parse({ sort: 'relevance', q: 'x' }), scope).sort).toBe('relevance');
    expect(toVacancySearchQuery(parse({ sort: 'distance', place: 'Zwolle' }), scope).sort).toBe('distance');
  });

  it('uses the date range only where activities exist, and a distance only with a place', () => {
    const params = parse({ from: '2026-12-01', until: '2026-12-31', distance: 50 });
    expect(toVacancySearchQuery(params, { ...scope, hasActivities: false })).toMatchObject({
      startsFrom: undefined,
      startsUntil: undefined,
      distance: undefined,
    });
    expect(toVacancySearchQuery(params, scope)).toMatchObject({ startsFrom: '2026-12-01', startsUntil: '2026-12-31' });
  });
});

describe('availableSorts', () => {
  it('offers relevance with words, distance with a place, start date with activities', () => {
    const none = {} as VacancySearchParams;
    expect(availableSorts(none, { hasActivities: false })).toEqual(['-published_at', 'published_at']);
    expect(availableSorts({ q: 'x', place: 'Ede' } as VacancySearchParams, { hasActivities: true })).toEqual([
      'relevance',
      '-published_at',
      'published_at',
      'distance',
      'starts_at',
    ]);
  });
});

describe('hasFilters', () => {
  it('counts filters but not the words, sort or page', () => {
    expect(hasFilters(parse({ q: 'x', sort: '-published_at', page: 2 }))).toBe(false);
    expect(hasFilters(parse({ age: a }))).toBe(true);
  });
});

describe('activeFilterCount', () => {
  it('counts every ticked option, the place and each date', () => {
    expect(activeFilterCount(parse({ q: 'x', sort: 'published_at' }))).toBe(0);
    expect(activeFilterCount(parse({ type: 'p2p,activity', category: a, place: 'Ede', from: '2026-12-01' }))).toBe(5);
  });
});

describe('pager', () => {
  it('has at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });

  it('shows the ends and the neighbourhood of the current page, with gaps', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pagerPages(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pagerPages(12, 12)).toEqual([1, null, 10, 11, 12]);
    expect(pagerPages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
