import type { SocialMapOrganization } from '@platform/api-client';
import * as v from 'valibot';
import {
  addressLines,
  hasFilters,
  markerPosition,
  namesOf,
  sortByName,
  toSocialMapQuery,
} from './social-map-params';
import { socialMapSearchSchema } from './social-map-search';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const organization = (fields: Partial<SocialMapOrganization>): SocialMapOrganization => ({
  id: 'o1',
  type: 'organizations',
  organizationType: 'NonProfit',
  name: 'Buurthuis',
  status: 'approved',
  city: null,
  website: null,
  phoneNumber: null,
  description: null,
  createdAt: '2026-11-01T00:00:00Z',
  ...fields,
});

describe('the social map in the URL', () => {
  it('keeps the filters and view it understands and drops the rest', () => {
    expect(v.parse(socialMapSearchSchema, { q: ' voedsel ', type: ID, activity: 'nope', view: 'list' })).toEqual({
      q: 'voedsel',
      type: ID,
      activity: undefined,
      view: 'list',
    });
    expect(v.parse(socialMapSearchSchema, { q: 2026, view: 'globe' })).toEqual({
      q: '2026',
      type: undefined,
      activity: undefined,
      view: undefined,
    });
  });

  it('asks the API for the chosen sector and activity, and knows when anything is filtered', () => {
    expect(toSocialMapQuery({ q: 'buurt', type: ID })).toEqual({ q: 'buurt', nonProfitTypeIds: [ID], activityTypeIds: [] });
    expect(hasFilters({ view: 'list' })).toBe(false);
    expect(hasFilters({ activity: ID })).toBe(true);
  });
});

describe('organisations on the map', () => {
  it('places a marker only for usable coordinates', () => {
    expect(markerPosition(organization({ meta: { coordinates: { latitude: 52.51, longitude: 6.09 } } }))).toEqual([52.51, 6.09]);
    expect(markerPosition(organization({ meta: { coordinates: null } }))).toBeNull();
    expect(markerPosition(organization({}))).toBeNull();
    expect(markerPosition(organization({ meta: { coordinates: { latitude: 91, longitude: 0 } } }))).toBeNull();
  });

  it('sorts by name as Dutch readers expect: numbers by value, case and accents aside', () => {
    const sorted = sortByName([{ name: 'zorgboerderij' }, { name: 'Buurthuis 10' }, { name: 'Émaus' }, { name: 'Buurthuis 9' }], 'nl');
    expect(sorted.map((item) => item.name)).toEqual(['Buurthuis 9', 'Buurthuis 10', 'Émaus', 'zorgboerderij']);
  });

  it('writes the address as street and place lines, with the city when there is no address', () => {
    const address = { id: 'a', type: 'addresses' as const, street: 'Grote Markt', houseNumber: '20', postalCode: '8011 LW', city: 'Zwolle', country: 'NL' };
    expect(addressLines(organization({ address }))).toEqual(['Grote Markt 20', '8011 LW Zwolle']);
    expect(addressLines(organization({ city: 'Kampen' }))).toEqual(['Kampen']);
    expect(addressLines(organization({}))).toEqual([]);
  });

  it('names known ids in order and skips unknown ones', () => {
    expect(namesOf(['b', 'x', 'a'], new Map([['a', 'Koken'], ['b', 'Vervoer']]))).toEqual(['Vervoer', 'Koken']);
    expect(namesOf(undefined, new Map())).toEqual([]);
  });
});
