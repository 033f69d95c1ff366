import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const uuid = '7a0c8d80-5406-4650-874b-1e0cd8e0ec59';

// Every bad parameter is a 400 INVALID_QUERY_PARAMETER naming it; some say why in meta.reason.
// The limits and rules come from the search schema the public site shares (libs/contracts).
const BAD: [query: string, parameter: string, reason?: string][] = [
  [`q=${'a'.repeat(201)}`, 'q', 'too_long'],
  ['q=a&q=b', 'q'],
  ['q=%00', 'q'],
  ['filter[vacancy_type]=volunteer', 'filter[vacancy_type]'],
  ['filter[vacancy_type]=', 'filter[vacancy_type]'],
  ['filter[vacancy_type]=,,', 'filter[vacancy_type]'],
  ['filter[category_id]=1', 'filter[category_id]'],
  [`filter[category_id]=${uuid},nope`, 'filter[category_id]'],
  [`filter[category_id]=${Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',')}`, 'filter[category_id]'],
  ["filter[age_group_id]=1' or '1'='1", 'filter[age_group_id]'],
  ['filter[organization_id]=abc', 'filter[organization_id]'],
  ['filter[place]=Atlantis', 'filter[place]', 'unknown_place'],
  ['filter[place]=', 'filter[place]'],
  [`filter[place]=${'Zwolle'.repeat(20)}`, 'filter[place]', 'too_long'],
  ['filter[place]=Zwolle&filter[distance]=0', 'filter[distance]', 'out_of_range'],
  ['filter[place]=Zwolle&filter[distance]=201', 'filter[distance]', 'out_of_range'],
  ['filter[place]=Zwolle&filter[distance]=ten', 'filter[distance]', 'out_of_range'],
  ['filter[place]=Zwolle&filter[distance]=1e2', 'filter[distance]', 'out_of_range'],
  ['filter[distance]=10', 'filter[distance]', 'needs_location'],
  ['filter[latitude]=52.5', 'filter[latitude]', 'needs_location'],
  ['filter[longitude]=6.1&filter[distance]=5', 'filter[longitude]', 'needs_location'],
  ['filter[latitude]=91&filter[longitude]=6', 'filter[latitude]', 'out_of_range'],
  ['filter[latitude]=52&filter[longitude]=-181', 'filter[longitude]', 'out_of_range'],
  ['filter[latitude]=52&filter[longitude]=NaN', 'filter[longitude]', 'out_of_range'],
  ['filter[place]=Zwolle&filter[latitude]=52&filter[longitude]=6', 'filter[latitude]'],
  ['filter[starts_from]=2026-13-01', 'filter[starts_from]', 'invalid_date'],
  ['filter[starts_from]=2026-02-30', 'filter[starts_from]', 'invalid_date'],
  ['filter[starts_until]=tomorrow', 'filter[starts_until]', 'invalid_date'],
  ['filter[starts_until]=1999-12-31', 'filter[starts_until]', 'invalid_date'],
  ['filter[starts_from]=2027-02-01&filter[starts_until]=2027-01-31', 'filter[starts_until]', 'date_order'],
  ['sort=title', 'sort'],
  ['sort=-relevance', 'sort'],
  ['sort=-distance&filter[place]=Zwolle', 'sort'],
  ['sort=-starts_at', 'sort'],
  ['sort=published_at,starts_at', 'sort'],
  ['sort=distance', 'sort', 'needs_location'],
  ['page[size]=51', 'page[size]'],
  ['page[size]=0', 'page[size]'],
  ['page[number]=0', 'page[number]'],
  ['page[number]=two', 'page[number]'],
  ['page[offset]=3', 'page[offset]'],
  ['include=vacancies', 'include'],
  ['filter[status]=draft', 'filter[status]'],
  ['filter[title_cont]=x', 'filter[title_cont]'],
  ['query=zorg', 'query'],
];

describe('GET /api/v1/vacancies/search with bad parameters', () => {
  // A plain loop: it.each would read the "%" of encoded queries as format placeholders.
  for (const [query, parameter, reason] of BAD) {
    it(`refuses ${parameter} in ${query.length > 80 ? `${query.slice(0, 80)}…` : query}`, async () => {
      const response = await t.request({ url: `/api/v1/vacancies/search?${query}` });
      expect(response.statusCode).toBe(400);
      const [error] = response.json().errors;
      expect(error).toMatchObject({ status: '400', code: 'INVALID_QUERY_PARAMETER', source: { parameter } });
      if (reason) expect(error.meta).toEqual({ reason });
      else expect(error.meta?.reason).toBeUndefined();
    });
  }

  it('explains in the asked language', async () => {
    const dutch = (await t.request({ url: '/api/v1/vacancies/search?filter[place]=Atlantis' })).json().errors[0];
    expect(dutch.title).toBe('Ongeldige parameter');
    expect(dutch.detail).toBe('De plaats "Atlantis" kennen we niet. Controleer de spelling of kies een plaats in de buurt.');
    const english = (
      await t.request({ url: '/api/v1/vacancies/search?filter[place]=Atlantis', headers: { 'accept-language': 'en' } })
    ).json().errors[0];
    expect(english.title).toBe('Invalid parameter');
    expect(english.detail).toBe('We do not know the place "Atlantis". Check the spelling or choose a place nearby.');
    const range = (
      await t.request({ url: '/api/v1/vacancies/search?filter[place]=Zwolle&filter[distance]=500', headers: { 'accept-language': 'en' } })
    ).json().errors[0];
    expect(range.detail).toBe('The parameter "filter[distance]" must be between 1 and 200.');
  });

  it('accepts the limits themselves', async () => {
    for (const query of [
      `q=${'a'.repeat(200)}`,
      'filter[place]=Zwolle&filter[distance]=1',
      'filter[place]=Zwolle&filter[distance]=200',
      'filter[place]=Zwolle&filter[distance]=2.5',
      'filter[latitude]=-90&filter[longitude]=180',
      'page[size]=50',
      'page[size]=1&page[number]=9999999',
      'filter[starts_from]=2027-01-31&filter[starts_until]=2027-01-31',
      `filter[category_id]=${uuid}`,
      'q=',
      'q=%20%20',
    ]) {
      const response = await t.request({ url: `/api/v1/vacancies/search?${query}` });
      expect([query, response.statusCode]).toEqual([query, 200]);
    }
  });
});
