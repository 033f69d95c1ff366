import * as v from 'valibot';
import { nextSort } from '@platform/ui';
import {
  ORGANIZATION_SORT_FIRST,
  organizationListSearchSchema,
  pageCount,
  toOrganizationListQuery,
} from './organization-list-search';

describe('organizationListSearchSchema', () => {
  it('keeps what fits and drops what does not, so a mangled link still opens the list', () => {
    expect(v.parse(organizationListSearchSchema, { q: ' zwolle ', status: 'deleted', type: 'School', sort: '-created_at', page: 2 })).toEqual({
      q: 'zwolle',
      status: 'deleted',
      type: 'School',
      sort: '-created_at',
      page: 2,
    });
    expect(v.parse(organizationListSearchSchema, { q: 2026, status: 'gone', type: 'Club', sort: 'status', page: 0 })).toEqual({
      q: '2026',
      status: undefined,
      type: undefined,
      sort: undefined,
      page: undefined,
    });
  });
});

describe('toOrganizationListQuery', () => {
  it('searches by name, city and e-mail, by name A–Z on the first page unless the URL says otherwise', () => {
    expect(toOrganizationListQuery({ q: 'taal' })).toEqual({
      search: 'taal',
      status: undefined,
      organizationType: undefined,
      sort: 'name',
      page: 1,
      pageSize: 25,
    });
    expect(toOrganizationListQuery({ status: 'pending', type: 'NonProfit', sort: '-created_at', page: 3 })).toMatchObject({
      status: 'pending',
      organizationType: 'NonProfit',
      sort: '-created_at',
      page: 3,
    });
  });
});

describe('sorting and paging', () => {
  it('sorts names A–Z and dates newest first at the first click, and turns round at the next', () => {
    const next = (current: string, column: keyof typeof ORGANIZATION_SORT_FIRST) =>
      nextSort(current, column, ORGANIZATION_SORT_FIRST[column]);
    expect(next('name', 'created_at')).toBe('-created_at');
    expect(next('-created_at', 'created_at')).toBe('created_at');
    expect(next('-created_at', 'name')).toBe('name');
    expect(next('name', 'name')).toBe('-name');
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});
