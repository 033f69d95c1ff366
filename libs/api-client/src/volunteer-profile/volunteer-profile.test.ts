import { DEFAULT_PAGE_SIZE } from '@platform/contracts';
import { deserialiseDocument } from '../json-api';
import { pageCountOf } from './volunteer-profile';

describe('"Voor jou" answers', () => {
  it('keep the vacancy ids that key meta.matches, camelCasing only what is inside', () => {
    const id = '0b6a4a1e-7c1f-4d7e-9a55-1f2b3c4d5e6f';
    const { meta } = deserialiseDocument({
      data: [],
      meta: {
        total: 1,
        matches: {
          [id]: {
            score: 80,
            reasons: [{ kind: 'age_group', values: ['mon_morning'], km: null }],
            distance_km: 3.2,
          },
        },
      },
    });
    expect(meta['matches']).toEqual({
      [id]: {
        score: 80,
        reasons: [{ kind: 'age_group', values: ['mon_morning'], km: null }],
        distanceKm: 3.2,
      },
    });
  });

  it('count pages as the API says, else by the total at its page size', () => {
    expect(pageCountOf({ pageCount: 4 }, 100)).toBe(4);
    expect(pageCountOf({}, DEFAULT_PAGE_SIZE + 1)).toBe(2);
    expect(pageCountOf({}, 0)).toBe(1);
  });
});
