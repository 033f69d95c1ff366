import * as v from 'valibot';
import { nextSort } from '@platform/ui';
import {
  bulkEditIds,
  managesCentre,
  pageCount,
  toVacancyListQuery,
  VACANCY_SORT_FIRST,
  vacancyListSearchSchema,
} from './vacancy-list-search';

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
    const next = (current: string, column: keyof typeof VACANCY_SORT_FIRST) =>
      nextSort(current, column, VACANCY_SORT_FIRST[column]);
    expect(next('-created_at', 'title')).toBe('title');
    expect(next('title', 'title')).toBe('-title');
    expect(next('title', 'expires_at')).toBe('-expires_at');
    expect(next('-expires_at', 'expires_at')).toBe('expires_at');
    expect(next('title', 'created_at')).toBe('-created_at');
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
