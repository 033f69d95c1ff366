import * as v from 'valibot';
import { toUserListQuery, userListSearchSchema } from './user-list-search';

const organization = '0b6f3a52-6f1e-4d6c-9a0e-2f0c1b2a3d4e';

describe('the users list in the URL', () => {
  it('keeps well-formed filters and drops the rest', () => {
    expect(v.parse(userListSearchSchema, { q: ' Eva ', role: 'admin', organization, status: 'invited', page: 2 })).toEqual({
      q: 'Eva',
      role: 'admin',
      organization,
      status: 'invited',
      page: 2,
    });
    expect(v.parse(userListSearchSchema, { q: 2026, role: 'king', organization: 'x', status: 'gone', page: 0 })).toEqual({
      q: '2026',
      role: undefined,
      organization: undefined,
      status: undefined,
      page: undefined,
    });
  });

  it('lists by last name, 25 a page, the administrators as one admin list of 1000 (spec §9)', () => {
    const staff = { isStaff: true, organizationId: null };
    expect(toUserListQuery({ q: 'eva', organization, status: 'active' }, staff)).toEqual({
      q: 'eva',
      role: undefined,
      organizationId: organization,
      status: 'active',
      sort: 'last_name',
      page: 1,
      pageSize: 25,
    });
    expect(toUserListQuery({ role: 'admin' }, staff)).toMatchObject({ role: 'admin', pageSize: 1000 });
  });

  it("shows an organisation superuser the members of the organisation they act for, whatever the URL says", () => {
    expect(toUserListQuery({ organization }, { isStaff: false, organizationId: 'o-own' })).toMatchObject({ organizationId: 'o-own' });
  });
});
