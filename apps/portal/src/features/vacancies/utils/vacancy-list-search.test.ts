import * as v from 'valibot';
import { ariaSortOf, bulkEditIds, managesCentre, nextSort, pageCount, toVacancyListQuery, vacancyListSearchSchema } from './vacancy-list-search';

describe('vacancyListSearchSchema', () => {
  it('keeps what fits and drops what does not, so a mangled link still opens the list', () => {
    expect(v.parse(vacancyListSearchSchema, { q: ' taal ', status: 'published', type: 'activity', sort: 'title', page: 2 })).toEqual({
      q: 'taal',
      status: 'published',
      type: 'activity',
      sort: 'title',
      page: 2,
    });
    expect(v.parse(vacancyListSearchSchema, { q: 2026, status: 'deleted', type: 'x', sort: 'id', page: 0 })).toEqual({
      q: '2026',
      status: undefined,
      type: undefined,
      sort: undefined,
      page: undefined,
    });
  });
});

describe('toVacancyListQuery', () => {
  it('limits organisation managers to the organisation they act for', () => {
    expect(toVacancyListQuery({ q: 'taal' }, { isCentreStaff: false, organizationId: 'o1' })).toEqual({
      title: 'taal',
      status: undefined,
      vacancyType: undefined,
      organizationId: 'o1',
      sort: '-created_at',
      page: 1,
      pageSize: 25,
      withOrganization: false,
    });
  });

  it('shows centre staff every organisation’s vacancies, with the organisation', () => {
    expect(toVacancyListQuery({ page: 3 }, { isCentreStaff: true, organizationId: 'o1' })).toMatchObject({
      organizationId: undefined,
      page: 3,
      withOrganization: true,
    });
  });

  it('knows who manages a centre', () => {
    expect(managesCentre([{ name: 'center_superuser' }])).toBe(true);
    expect(managesCentre([{ name: 'admin' }])).toBe(true);
    expect(managesCentre([{ name: 'organization_superuser' }])).toBe(false);
  });
});

describe('sorting and pages', () => {
  it('sorts a column ascending first (dates newest first), then the other way', () => {
    expect(nextSort('-created_at', 'title')).toBe('title');
    expect(nextSort('title', 'title')).toBe('-title');
    expect(nextSort('title', 'expires_at')).toBe('-expires_at');
    expect(nextSort('-expires_at', 'expires_at')).toBe('expires_at');
  });

  it('tells assistive technology how the list is sorted', () => {
    expect(ariaSortOf('title', 'title')).toBe('ascending');
    expect(ariaSortOf('-created_at', 'created_at')).toBe('descending');
    expect(ariaSortOf('-created_at', 'title')).toBeUndefined();
  });

  it('has at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});

describe('bulkEditIds', () => {
  it('keeps unique, well-formed ids', () => {
    const id = '0b6f3a52-6f1e-4d6c-9a0e-2f0c1b2a3d4e';
    expect(bulkEditIds(`${id},${id.toUpperCase()}, nonsense ,`)).toEqual([id]);
    expect(bulkEditIds(undefined)).toEqual([]);
  });
});
