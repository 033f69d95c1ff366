import { ApiError } from '../api-error';
import { buildQueryString } from '../json-api';
import { clientAnswering } from '../testing';
import { createPoolBlock, removePoolBlock } from './pool-blocks';
import { fetchPoolProfile, searchPool, toPoolSearchParams } from './pool-search';
import {
  createProfileReply,
  fetchProfileReplies,
  profileReplyRefusal,
  stopProfileReply,
} from './profile-replies';

const CATEGORY = '0b8f3f4e-5d0a-4c51-9f0c-3c0b1c8f0a11';

describe('toPoolSearchParams', () => {
  it('asks for everything without filters', () => {
    expect(buildQueryString(toPoolSearchParams({}))).toBe('');
  });

  it('writes every filter as the API names it, lists comma-joined', () => {
    expect(
      toPoolSearchParams({
        q: ' koken ',
        categoryIds: ['c1', 'c2'],
        skills: ['koken'],
        languages: ['nl', 'ar'],
        availability: ['mon_morning', 'sat_evening'],
        ageGroupIds: ['a1'],
        wantsOneToOne: true,
        place: 'Zwolle',
        distance: 15,
        vacancyId: 'v1',
        page: 2,
      }),
    ).toEqual({
      'filter[q]': 'koken',
      'filter[category_id]': 'c1,c2',
      'filter[skill]': 'koken',
      'filter[language]': 'nl,ar',
      'filter[availability]': 'mon_morning,sat_evening',
      'filter[age_group_id]': 'a1',
      'filter[one_to_one]': 'true',
      'filter[place]': 'Zwolle',
      'filter[distance]': 15,
      'filter[vacancy_id]': 'v1',
      'page[number]': 2,
    });
  });

  it('leaves out blank words, empty lists, page 1, one-to-one off and a distance without a place', () => {
    const params = toPoolSearchParams({
      q: ' ',
      languages: [],
      wantsOneToOne: false,
      place: ' ',
      distance: 5,
      page: 1,
    });
    expect(buildQueryString(params)).toBe('');
  });
});

describe('searchPool', () => {
  it('reads the profiles, the total and the facets with day parts and ids as the filters spell them', async () => {
    const { client, sent } = clientAnswering({
      data: [
        {
          type: 'volunteer_profiles',
          id: 'p1',
          attributes: { first_name: 'Sanne', distance_km: 3.2 },
        },
      ],
      meta: {
        total: 1,
        facets: {
          category_id: { [CATEGORY]: 4 },
          language: { nl: 3 },
          availability: { mon_morning: 2, sat_evening: 1 },
          age_group_id: {},
          skill: { koken: 1, 'eerste hulp': 2 },
        },
      },
    });
    const result = await searchPool(client, { place: 'Epe', distance: 10 });
    expect(sent[0]?.url).toContain(
      '/api/v1/volunteer_profiles?filter%5Bplace%5D=Epe&filter%5Bdistance%5D=10',
    );
    expect(result.total).toBe(1);
    expect(result.profiles[0]).toMatchObject({ id: 'p1', firstName: 'Sanne', distanceKm: 3.2 });
    expect(result.facets).toEqual({
      categoryId: { [CATEGORY]: 4 },
      language: { nl: 3 },
      availability: { mon_morning: 2, sat_evening: 1 },
      ageGroupId: {},
      skill: { koken: 1, 'eerste hulp': 2 },
    });
  });

  it('answers no facets when the API gives none', async () => {
    const { client } = clientAnswering({ data: [], meta: { total: 0 } });
    const result = await searchPool(client, {});
    expect(result).toEqual({
      profiles: [],
      total: 0,
      facets: { categoryId: {}, skill: {}, language: {}, availability: {}, ageGroupId: {} },
    });
  });
});

describe('fetchPoolProfile', () => {
  it('asks for one profile with the search that gives it its match, without the page', async () => {
    const { client, sent } = clientAnswering({
      data: {
        type: 'volunteer_profiles',
        id: 'p1',
        attributes: { first_name: 'Sanne', match: { score: 80, reasons: [] } },
      },
    });
    const profile = await fetchPoolProfile(client, 'p1', { vacancyId: 'v1', page: 3 });
    expect(sent[0]?.url).toMatch(/\/api\/v1\/volunteer_profiles\/p1\?filter%5Bvacancy_id%5D=v1$/);
    expect(profile).toMatchObject({ id: 'p1', match: { score: 80 } });
  });
});

describe('replies', () => {
  it('sends a reply as JSON:API with snake_case attributes', async () => {
    const { client, sent } = clientAnswering({
      data: { type: 'volunteer_profile_replies', id: 'r1', attributes: { status: 'sent' } },
    });
    const reply = await createProfileReply(client, {
      volunteerProfileId: 'p1',
      organizationId: 'o1',
      body: 'Hallo',
      vacancyId: null,
    });
    expect(reply).toMatchObject({ id: 'r1', status: 'sent' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: {
        data: {
          type: 'volunteer_profile_replies',
          attributes: {
            volunteer_profile_id: 'p1',
            organization_id: 'o1',
            body: 'Hallo',
            vacancy_id: null,
          },
        },
      },
    });
  });

  it('lists replies by organisation and status', async () => {
    const { client, sent } = clientAnswering({ data: [], meta: { total: 7 } });
    expect(
      await fetchProfileReplies(client, { organizationId: 'o1', status: 'stopped', page: 2 }),
    ).toEqual({ replies: [], total: 7 });
    expect(sent[0]?.url).toContain(
      'filter%5Borganization_id%5D=o1&filter%5Bstatus%5D=stopped&page%5Bnumber%5D=2',
    );
  });

  it('stops a reply with a reason', async () => {
    const { client, sent } = clientAnswering({
      data: { type: 'volunteer_profile_replies', id: 'r1', attributes: { status: 'stopped' } },
    });
    await stopProfileReply(client, 'r1', 'Reclame');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: expect.stringContaining('/api/v1/volunteer_profile_replies/r1/stop'),
      body: { data: { attributes: { reason: 'Reclame' } } },
    });
  });
});

describe('profileReplyRefusal', () => {
  const refused = (status: number, entry: object) => new ApiError(status, [entry]);

  it('reads a second reply within the month, with the day it may reply again', () => {
    const error = refused(422, {
      code: 'VALIDATION_FAILED',
      meta: { reason: 'reply_too_soon', allowed_from: '2026-12-24T10:00:00Z' },
    });
    expect(profileReplyRefusal(error)).toEqual({
      kind: 'too_soon',
      allowedFrom: '2026-12-24T10:00:00Z',
    });
  });

  it("reads the daily cap and stopped replies with the centre's reason", () => {
    expect(profileReplyRefusal(refused(429, { meta: { reason: 'daily_limit' } }))).toEqual({
      kind: 'daily_limit',
    });
    expect(
      profileReplyRefusal(
        refused(403, { meta: { reason: 'replies_stopped', stop_reason: 'Reclame' } }),
      ),
    ).toEqual({
      kind: 'stopped',
      reason: 'Reclame',
    });
  });

  it('leaves other failures to the usual error text', () => {
    expect(profileReplyRefusal(refused(422, { meta: { reason: 'required' } }))).toBeNull();
    expect(profileReplyRefusal(new Error('offline'))).toBeNull();
  });
});

describe('pool blocks', () => {
  it('stops an organisation with a reason and lifts the block', async () => {
    const { client, sent } = clientAnswering({
      data: { type: 'volunteer_pool_blocks', id: 'b1', attributes: { reason: 'Spam' } },
    });
    await createPoolBlock(client, { organizationId: 'o1', reason: 'Spam' });
    await removePoolBlock(client, 'b1');
    expect(sent.map(({ method, url }) => `${method} ${new URL(url, 'http://x').pathname}`)).toEqual(
      ['POST /api/v1/volunteer_pool_blocks', 'DELETE /api/v1/volunteer_pool_blocks/b1'],
    );
    expect(sent[0]?.body).toEqual({
      data: {
        type: 'volunteer_pool_blocks',
        attributes: { organization_id: 'o1', reason: 'Spam' },
      },
    });
  });
});
