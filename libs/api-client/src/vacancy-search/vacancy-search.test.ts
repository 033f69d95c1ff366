import { toActivitiesParams, activitiesFeedUrl } from '../activities/activities';
import { buildQueryString } from '../json-api';
import { toVacancySearchParams } from './vacancy-search';

describe('toVacancySearchParams', () => {
  it('asks for the organisation of each result and nothing else without filters', () => {
    expect(buildQueryString(toVacancySearchParams({}))).toBe('?include=organization');
  });

  it('writes every filter as the API names it, lists comma-joined', () => {
    const params = toVacancySearchParams({
      q: ' vrijwilligers ',
      vacancyTypes: ['volunteering', 'activity'],
      categoryIds: ['c1', 'c2'],
      ageGroupIds: ['a1'],
      organizationIds: ['o1'],
      place: 'Zwolle',
      distance: 25,
      startsFrom: '2026-12-01',
      startsUntil: '2026-12-31',
      sort: 'distance',
      page: 3,
      pageSize: 20,
    });
    expect(params).toEqual({
      q: 'vrijwilligers',
      'filter[vacancy_type]': 'volunteering,activity',
      'filter[category_id]': 'c1,c2',
      'filter[age_group_id]': 'a1',
      'filter[organization_id]': 'o1',
      'filter[place]': 'Zwolle',
      'filter[distance]': 25,
      'filter[starts_from]': '2026-12-01',
      'filter[starts_until]': '2026-12-31',
      sort: 'distance',
      'page[number]': 3,
      'page[size]': 20,
      include: 'organization',
    });
  });

  it('leaves out blank words, empty lists, page 1 and a distance without a place', () => {
    const query = buildQueryString(toVacancySearchParams({ q: '  ', categoryIds: [], place: ' ', distance: 5, page: 1 }));
    expect(query).toBe('?include=organization');
  });
});

describe('activities', () => {
  it('asks for a range with the organisation of each activity', () => {
    expect(buildQueryString(toActivitiesParams({ from: '2026-12-01', until: '2027-01-01', categoryIds: ['c'] }))).toBe(
      '?filter%5Bfrom%5D=2026-12-01&filter%5Buntil%5D=2027-01-01&filter%5Bcategory_id%5D=c&include=organization',
    );
  });

  it('names tenant and centre in the feed address, which calendar programs fetch without headers', () => {
    expect(activitiesFeedUrl('https://example.nl/', 'public', 'abc')).toBe(
      'https://example.nl/api/v1/activities.ics?tenant=public&center=abc',
    );
  });
});
