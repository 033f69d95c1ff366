import type { VacancyType } from '@platform/contracts';
import { TenantSearchIndex, type IndexQuery, type WordFinder } from './search-index';
import { segmentOf } from './segment-builder';
import type { SearchableVacancy, TextMatch } from './search.repository';

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
    vacancy({
      daysAgo: 4,
      vacancyType: 'activity',
      startsAt: NOW + 5 * DAY,
      endsAt: NOW + 5 * DAY + 3_600_000,
      frequency: 'once',
    }),
    vacancy({ daysAgo: 5, expiresAt: NOW - DAY }),
    vacancy({ daysAgo: 6, vacancyType: 'p2p' }),
  ];
  const [language, tiedFirst, tiedSecond, noPlace, activity, expired, p2p] = rows.map(
    (row) => row.id,
  ) as [string, string, string, string, string, string, string];
  let wordMatches: TextMatch[] = [];
  let wordSearches = 0;
  const findWords: WordFinder = async (_text, _among, batch) => {
    wordSearches += 1;
    await batch(wordMatches);
  };
  const index = new TenantSearchIndex(segmentOf([...rows].reverse()), 0, findWords);
  const ids = async (q: Partial<IndexQuery>) =>
    (await index.search(query(q), NOW)).hits.map((hit) => hit.id);

  it('orders the newest first, ties by id, and leaves out the expired', async () => {
    expect(await ids({})).toEqual([noPlace, tiedFirst, tiedSecond, language, activity, p2p]);
    // The oldest first is the newest first backwards, ties too.
    expect(await ids({ sort: 'published_at' })).toEqual([
      p2p,
      activity,
      language,
      tiedSecond,
      tiedFirst,
      noPlace,
    ]);
    expect(await ids({ sort: 'starts_at' })).toEqual([
      activity,
      noPlace,
      tiedFirst,
      tiedSecond,
      language,
      p2p,
    ]);
    expect(await ids({})).not.toContain(expired);
  });

  it('counts each facet without its own filter, and the total with all of them', async () => {
    const result = await index.search(
      query({ categoryIds: ['cat-b'], vacancyTypes: ['volunteering'] }),
      NOW,
    );
    expect(result.hits.map((hit) => hit.id)).toEqual([tiedFirst, tiedSecond]);
    expect(result.total).toBe(2);
    expect(result.facets.vacancy_type).toEqual({ volunteering: 2 });
    expect(result.facets.category_id).toEqual({ 'cat-a': 1, 'cat-b': 2 });
  });

  it('applies centres, switched-off types and organisations', async () => {
    expect(await ids({ centerIds: [OTHER_CENTER] })).toEqual([tiedSecond]);
    expect(await ids({ excludedTypes: ['p2p', 'activity'] as VacancyType[] })).toEqual([
      noPlace,
      tiedFirst,
      tiedSecond,
      language,
    ]);
    expect(await ids({ organizationIds: ['nobody'] })).toEqual([]);
  });

  it('finds by distance, leaving out vacancies without coordinates', async () => {
    const near = { latitude: 52.5125, longitude: 6.09444, radiusKm: 5 };
    const result = await index.search(query({ near, sort: 'distance' }), NOW);
    expect(result.hits.map((hit) => hit.id)).not.toContain(noPlace);
    // Coordinates are kept as 32-bit floats: within a metre.
    expect(result.hits.every((hit) => hit.distanceKm !== null && hit.distanceKm < 0.001)).toBe(
      true,
    );
    expect(await ids({ near: { latitude: 50.85, longitude: 5.69, radiusKm: 10 } })).toEqual([]);
  });

  it('ranks word matches, ties to the newest, and asks the database once per words', async () => {
    wordMatches = [
      { id: language, rank: 0.5 },
      { id: tiedSecond, rank: 0.9 },
      { id: p2p, rank: 0.5 },
      { id: '99999999-0000-4000-8000-000000000000', rank: 1 },
    ];
    expect(await ids({ text: 'woord', sort: 'relevance' })).toEqual([tiedSecond, language, p2p]);
    expect(await ids({ text: 'woord', sort: '-published_at' })).toEqual([
      tiedSecond,
      language,
      p2p,
    ]);
    expect(wordSearches).toBe(1);
  });

  it('finds activities with an occurrence in a range', async () => {
    const range = (fromDays: number, untilDays: number) => ({
      from: new Date(NOW + fromDays * DAY),
      until: new Date(NOW + untilDays * DAY),
    });
    expect(await ids({ dates: range(4, 6) })).toEqual([activity]);
    expect(await ids({ dates: range(6, 8) })).toEqual([]);
  });

  it('pages through a remembered search', async () => {
    expect(await ids({ page: { number: 2, size: 2 } })).toEqual([tiedSecond, language]);
    expect(await ids({ page: { number: 4, size: 2 } })).toEqual([]);
    expect((await index.search(query({ page: { number: 2, size: 4 } }), NOW)).total).toBe(6);
  });
});

describe('TenantSearchIndex with changes taken in', () => {
  // A small random world: after each batch of changes, an index that took them
  // in must answer every search exactly as one read anew from the same rows.
  let seed = 11;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const categories = ['cat-a', 'cat-b', 'cat-c'];
  const types: VacancyType[] = ['volunteering', 'language', 'activity', 'p2p'];
  const randomVacancy = (id: string): SearchableVacancy => {
    const type = pick(types);
    const startsAt = type === 'activity' ? NOW + Math.floor(random() * 20) * DAY : null;
    return {
      ...vacancy({ daysAgo: Math.floor(random() * 10) }),
      id,
      vacancyType: type,
      volunteerCenterId: pick([CENTER, OTHER_CENTER]),
      categoryIds: categories.filter(() => random() < 0.4),
      ageGroupIds: random() < 0.5 ? ['age-x'] : [],
      latitude: 52.5 + random() * 0.2,
      longitude: 6 + random() * 0.2,
      startsAt,
      endsAt: startsAt === null ? null : startsAt + 3_600_000,
      frequency: startsAt === null ? null : 'once',
      expiresAt: random() < 0.1 ? NOW - DAY : NOW + 30 * DAY,
    };
  };
  // Ids spread over the whole uuid space, as gen_random_uuid's are.
  const idOf = (n: number) =>
    `${((n * 2_654_435_761) % 4_294_967_296).toString(16).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const ranks = new Map<string, number>();
  const findWords: WordFinder = (_text, among, batch) =>
    batch(
      [...ranks].filter(([id]) => !among || among.includes(id)).map(([id, rank]) => ({ id, rank })),
    );

  const searches: Partial<IndexQuery>[] = [
    {},
    { sort: 'published_at' },
    { sort: 'starts_at' },
    { categoryIds: ['cat-a'], vacancyTypes: ['volunteering', 'activity'] },
    { centerIds: [OTHER_CENTER], ageGroupIds: ['age-x'] },
    { near: { latitude: 52.6, longitude: 6.1, radiusKm: 6 }, sort: 'distance' },
    { text: 'woord', sort: 'relevance' },
    { text: 'woord', categoryIds: ['cat-b'] },
    {
      dates: { from: new Date(NOW + 3 * DAY), until: new Date(NOW + 12 * DAY) },
      sort: 'starts_at',
    },
    { page: { number: 3, size: 7 } },
    { page: { number: 2, size: 50 }, sort: 'published_at' },
  ];

  it('answers as an index read anew after every kind of change', async () => {
    const rows = new Map<string, SearchableVacancy>();
    for (let n = 1; n <= 120; n++) rows.set(idOf(n), randomVacancy(idOf(n)));
    for (const id of [...rows.keys()].filter(() => random() < 0.3))
      ranks.set(id, Math.round(random() * 10) / 10);
    const index = new TenantSearchIndex(segmentOf(rows.values()), 0, findWords);
    let next = 121;
    for (let round = 1; round <= 8; round++) {
      const changed: string[] = [];
      for (let k = 0; k < 15; k++) {
        const roll = random();
        const existing = pick([...rows.keys()]);
        if (roll < 0.3) {
          // Published anew.
          const id = idOf(next++);
          rows.set(id, randomVacancy(id));
          if (random() < 0.3) ranks.set(id, 0.4);
          changed.push(id);
        } else if (roll < 0.55) {
          // Archived, expired, deleted: gone from search.
          rows.delete(existing);
          changed.push(existing);
        } else {
          // Edited: type, categories, centre, place, dates.
          rows.set(existing, {
            ...randomVacancy(existing),
            publishedAt: rows.get(existing)!.publishedAt,
          });
          if (random() < 0.3) ranks.set(existing, 0.7);
          changed.push(existing);
        }
      }
      index.apply(
        changed,
        changed.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : [])),
        round,
        false,
      );
      const fresh = new TenantSearchIndex(segmentOf(rows.values()), round, findWords);
      for (const search of searches) {
        const [taken, anew] = [
          await index.search(query(search), NOW),
          await fresh.search(query(search), NOW),
        ];
        expect({ round, search, ...taken }).toEqual({ round, search, ...anew });
        expect(taken.total).toBeGreaterThan(0);
      }
      expect(index.appliedSeq).toBe(round);
      expect(index.size).toBe(rows.size);
    }
  });

  it('renders organisations anew after an organisation changed', () => {
    const index = new TenantSearchIndex(segmentOf([vacancy({})]), 7, findWords);
    expect(index.organizationsVersion).toBe(7);
    index.apply([], [], 9, true);
    expect(index.organizationsVersion).toBe(9);
    expect(index.appliedSeq).toBe(9);
  });
});
