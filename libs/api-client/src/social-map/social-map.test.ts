import { buildQueryString } from '../json-api';
import { clientAnswering } from '../testing';
import {
  fetchActivityTypes,
  fetchNonProfitTypes,
  fetchPartners,
  fetchSocialMapOrganization,
  fetchSocialMapOrganizations,
  toSocialMapParams,
} from './social-map';

const tiles = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Kaartmakers' };

describe('social map', () => {
  it('asks for the whole map in one page, filters comma-joined as the API names them', () => {
    expect(toSocialMapParams({ nonProfitTypeIds: ['t1', 't2'], activityTypeIds: ['a1'], q: ' voedsel ' })).toEqual({
      'filter[non_profit_type_id]': 't1,t2',
      'filter[activity_type_id]': 'a1',
      'filter[q]': 'voedsel',
      'page[size]': 1000,
    });
    expect(buildQueryString(toSocialMapParams({ nonProfitTypeIds: [], q: '  ' }))).toBe('?page%5Bsize%5D=1000');
  });

  it('flattens organisations with address, profile and coordinates, and reads the tiles', async () => {
    const { client, sent } = clientAnswering({
      data: [
        {
          type: 'organizations',
          id: 'o1',
          attributes: { name: 'Voedselbank', city: 'Zwolle' },
          relationships: {
            address: { data: { type: 'addresses', id: 'ad1' } },
            profile: { data: { type: 'non_profit_profiles', id: 'p1' } },
          },
          meta: { coordinates: { latitude: 52.5, longitude: 6.09 } },
        },
      ],
      included: [
        { type: 'addresses', id: 'ad1', attributes: { street: 'Diezerstraat', house_number: '1', city: 'Zwolle' } },
        { type: 'non_profit_profiles', id: 'p1', attributes: { non_profit_type_id: 't1', activity_type_ids: ['a1'], show_on_social_map: true } },
      ],
      meta: { total: 1, tiles },
    });
    const result = await fetchSocialMapOrganizations(client, { activityTypeIds: ['a1'] });
    expect(sent[0]?.url).toBe('/api/v1/social_map/organizations?filter%5Bactivity_type_id%5D=a1&page%5Bsize%5D=1000');
    expect(result).toMatchObject({
      total: 1,
      tiles,
      organizations: [
        {
          id: 'o1',
          name: 'Voedselbank',
          address: { street: 'Diezerstraat', houseNumber: '1' },
          profile: { nonProfitTypeId: 't1', activityTypeIds: ['a1'], showOnSocialMap: true },
          meta: { coordinates: { latitude: 52.5, longitude: 6.09 } },
        },
      ],
    });
  });

  it('falls back to OpenStreetMap when an answer names no tiles', async () => {
    const { client } = clientAnswering({ data: [], meta: { total: 0 } });
    expect((await fetchSocialMapOrganizations(client, {})).tiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('reads one organisation with its vacancies and the tiles', async () => {
    const { client, sent } = clientAnswering({
      data: {
        type: 'organizations',
        id: 'o 1',
        attributes: { name: 'Buurthuis' },
        relationships: { vacancies: { data: [{ type: 'vacancies', id: 'v1' }] } },
        meta: { coordinates: null },
      },
      included: [{ type: 'vacancies', id: 'v1', attributes: { title: 'Gastvrouw' } }],
      meta: { tiles },
    });
    const result = await fetchSocialMapOrganization(client, 'o 1');
    expect(sent[0]?.url).toBe('/api/v1/social_map/organizations/o%201?include=vacancies');
    expect(result).toMatchObject({ tiles, organization: { name: 'Buurthuis', vacancies: [{ id: 'v1', title: 'Gastvrouw' }] } });
  });

  it('lists partners and the tenant’s lookups', async () => {
    const { client, sent } = clientAnswering({ data: [{ type: 'x', id: '1', attributes: { name: 'Een' } }] });
    expect(await fetchPartners(client)).toMatchObject([{ id: '1', name: 'Een' }]);
    expect(await fetchNonProfitTypes(client)).toMatchObject([{ name: 'Een' }]);
    expect(await fetchActivityTypes(client)).toMatchObject([{ name: 'Een' }]);
    expect(sent.map((request) => request.url)).toEqual([
      '/api/v1/partners?page%5Bsize%5D=1000',
      '/api/v1/non_profit_types',
      '/api/v1/activity_types',
    ]);
  });
});
