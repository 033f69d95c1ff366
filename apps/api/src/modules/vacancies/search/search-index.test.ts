import type { VacancyType } from '@platform/contracts';
import { TenantSearchIndex, type IndexQuery } from './search-index';
import type { SearchableVacancy } from './search.repository';

// The index on its own, without a database: ties, orders, facets and the memory of recent searches.

const DAY = 86_400_000;
const NOW = Date.parse('2027-03-01T12:00:00Z');
const CENTER = 'c0000000-0000-4000-8000-000000000001';
const OTHER_CENTER = 'c0000000-0000-4000-8000-000000000002';

let serial = 0;
function vacancy(overrides: Partial<SearchableVacancy> & { daysAgo?: number }): SearchableVacancy {
  const { daysAgo = 1, ...rest } = overrides;
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    volunteerCenterId: CENTER,
    organizationId: 'o0000000-0000-4000-8000-000000000001',
    vacancyType: 'volunteering',
    categoryIds: [],
    ageGroupIds: [],
    latitude: 52.5125,
    longitude: 6.09444,
    publishedAt: NOW - daysAgo * DAY,
    startsAt: null,
    endsAt: null,
    frequency: null,
    recurrenceRule: null,
    expiresAt: NOW + 30 * DAY,
    updatedAt: NOW - DAY,
    ...rest,
  };
}

const query = (overrides: Partial<IndexQuery> = {}): IndexQuery => ({
  centerIds: 'all',
  excludedTypes: [],
  sort: '-published_at',
  page: { number: 1, size: 20 },
  ...overrides,
});

describe('TenantSearchIndex', () => {
  const sameDay = NOW - 2 * DAY;
  const rows = [
    vacancy({ daysAgo: 3, categoryIds: ['cat-a'], vacancyType: 'language' }),
    vacancy({ publishedAt: sameDay, categoryIds: ['cat-a', 'cat-b'] }),
    vacancy({ publishedAt: sameDay, categoryIds: ['cat-b'], volunteerCenterId: OTHER_CENTER }),
    vacancy({ daysAgo: 1, latitude: null, longitude: null, ageGroupIds: ['age-x'] }),
    vacancy({ daysAgo: 4, vacancyType: 'activity', startsAt: NOW + 5 * DAY, endsAt: NOW + 5 * DAY + 3_600_000, frequency: 'once' }),
    vacancy({ daysAgo: 5, expiresAt: NOW - DAY }),
    vacancy({ daysAgo: 6, vacancyType: 'p2p' }),
  ];
  const [language, tiedFirst, tiedSecond, noPlace, activity, expired, p2p] = rows.map((row) => row.id) as [string, string, string, string, string, string, string];
  const index = new TenantSearchIndex([...rows].reverse());
  const ids = (q: Partial<IndexQuery>) => index.search(query(q), NOW).hits.map((hit) => hit.id);

  it('orders the newest first, ties by id, and leaves out the expired', () => {
    expect(ids({})).toEqual([noPlace, tiedFirst, tiedSecond, language, activity, p2p]);
    expect(ids({ sort: 'published_at' })).toEqual([p2p, activity, language, tiedFirst, tiedSecond, noPlace]);
    expect(ids({ sort: 'starts_at' })).toEqual([activity, noPlace, tiedFirst, tiedSecond, language, p2p]);
    expect(ids({})).not.toContain(expired);
  });

  it('counts each facet without its own filter, and the total with all of them', () => {
    const result = index.search(query({ categoryIds: ['cat-b'], vacancyTypes: ['volunteering'] }), NOW);
    expect(result.hits.map((hit) => hit.id)).toEqual([tiedFirst, tiedSecond]);
    expect(result.total).toBe(2);
    expect(result.facets.vacancy_type).toEqual({ volunteering: 2 });
    expect(result.facets.category_id).toEqual({ 'cat-a': 1, 'cat-b': 2 });
  });

  it('applies centres, switched-off types and organisations', () => {
    expect(ids({ centerIds: [OTHER_CENTER] })).toEqual([tiedSecond]);
    expect(ids({ excludedTypes: ['p2p', 'activity'] as VacancyType[] })).toEqual([noPlace, tiedFirst, tiedSecond, language]);
    expect(ids({ organizationIds: ['nobody'] })).toEqual([]);
  });

  it('finds by distance, leaving out vacancies without coordinates', () => {
    const near = { latitude: 52.5125, longitude: 6.09444, radiusKm: 5 };
    const result = index.search(query({ near, sort: 'distance' }), NOW);
    expect(result.hits.map((hit) => hit.id)).not.toContain(noPlace);
    expect(result.hits.every((hit) => hit.distanceKm !== null && hit.distanceKm < 0.001)).toBe(true);
    expect(ids({ near: { latitude: 50.85, longitude: 5.69, radiusKm: 10 } })).toEqual([]);
  });

  it('ranks word matches, ties to the newest', async () => {
    const matches = new Map([
      [language, 0.5],
      [tiedSecond, 0.9],
      [p2p, 0.5],
      ['not-in-this-index', 1],
    ]);
    const words = await index.wordMatches('woord', async () => matches);
    expect(ids({ words, text: 'woord', sort: 'relevance' })).toEqual([tiedSecond, language, p2p]);
    expect(ids({ words, text: 'woord' })).toEqual([tiedSecond, language, p2p]);
    // Found once per index.
    expect(await index.wordMatches('woord', () => Promise.reject(new Error('asked twice')))).toBe(words);
  });

  it('finds activities with an occurrence in a range', () => {
    const range = (fromDays: number, untilDays: number) => ({ from: new Date(NOW + fromDays * DAY), until: new Date(NOW + untilDays * DAY) });
    expect(ids({ dates: range(4, 6) })).toEqual([activity]);
    expect(ids({ dates: range(6, 8) })).toEqual([]);
  });

  it('pages through a remembered search', () => {
    expect(ids({ page: { number: 2, size: 2 } })).toEqual([tiedSecond, language]);
    expect(ids({ page: { number: 4, size: 2 } })).toEqual([]);
    expect(index.search(query({ page: { number: 2, size: 4 } }), NOW).total).toBe(6);
  });
});
