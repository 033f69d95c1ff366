import * as v from 'valibot';
import {
  facetOptions,
  hasPoolFilters,
  poolSearchParamsSchema,
  searchFromForm,
  toPoolSearchQuery,
} from './pool-search';

const CATEGORY = '0b8f3f4e-5d0a-4c51-9f0c-3c0b1c8f0a11';
const VACANCY = '7c1f0b7e-2a51-4d7e-8a5d-0b6c2f3e4a5b';

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe('poolSearchParamsSchema', () => {
  it('keeps what fits and drops what does not, so a mangled link still opens the pool', () => {
    expect(
      v.parse(poolSearchParamsSchema, {
        q: ' koken ',
        category: `${CATEGORY},nonsense`,
        language: 'nl,xx',
        availability: 'mon_morning',
        distance: 500,
        vacancy: VACANCY,
        page: 0,
      }),
    ).toEqual({
      q: 'koken',
      category: undefined,
      skill: undefined,
      language: undefined,
      availability: 'mon_morning',
      age: undefined,
      oneToOne: undefined,
      place: undefined,
      distance: undefined,
      vacancy: VACANCY,
      page: undefined,
    });
  });
});

describe('toPoolSearchQuery', () => {
  it('turns the URL into the API search, with the default radius for a place', () => {
    const params = v.parse(poolSearchParamsSchema, {
      category: CATEGORY,
      language: 'nl,ar',
      place: 'Epe',
      oneToOne: true,
      page: 2,
    });
    expect(toPoolSearchQuery(params)).toMatchObject({
      categoryIds: [CATEGORY],
      languages: ['nl', 'ar'],
      availability: [],
      place: 'Epe',
      distance: 10,
      wantsOneToOne: true,
      page: 2,
    });
  });

  it('drops a radius without a place', () => {
    expect(
      toPoolSearchQuery(v.parse(poolSearchParamsSchema, { distance: 25 })).distance,
    ).toBeUndefined();
  });
});

describe('searchFromForm', () => {
  it('reads ticked groups as lists and starts at the first page', () => {
    const form = formOf([
      ['q', ' tuin '],
      ['category', CATEGORY],
      ['language', 'nl'],
      ['language', 'en'],
      ['availability', 'sat_morning'],
      ['place', 'Zwolle'],
      ['distance', '25'],
      ['oneToOne', 'true'],
      ['vacancy', ''],
    ]);
    expect(searchFromForm(form)).toMatchObject({
      q: 'tuin',
      category: CATEGORY,
      language: 'nl,en',
      availability: 'sat_morning',
      place: 'Zwolle',
      distance: 25,
      oneToOne: true,
      vacancy: undefined,
    });
    expect(searchFromForm(form).page).toBeUndefined();
  });

  it('leaves the radius out without a place', () => {
    expect(searchFromForm(formOf([['distance', '25']])).distance).toBeUndefined();
  });
});

describe('hasPoolFilters', () => {
  it('counts every filter but the page', () => {
    expect(hasPoolFilters(v.parse(poolSearchParamsSchema, { page: 3 }))).toBe(false);
    expect(hasPoolFilters(v.parse(poolSearchParamsSchema, { oneToOne: true }))).toBe(true);
  });
});

describe('facetOptions', () => {
  it('offers the options the search could give and the chosen ones, in order', () => {
    const choices = ['nl', 'en', 'de', 'ar'].map((code) => ({
      value: code,
      label: code.toUpperCase(),
    }));
    expect(facetOptions(choices, { en: 2, nl: 0, ar: 1 }, ['nl'])).toEqual([
      { value: 'nl', label: 'NL', count: 0 },
      { value: 'en', label: 'EN', count: 2 },
      { value: 'ar', label: 'AR', count: 1 },
    ]);
  });
});
