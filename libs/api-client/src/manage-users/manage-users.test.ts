import { clientAnswering } from '../testing';
import {
  changeUserRole,
  createUser,
  deleteUser,
  fetchUser,
  fetchUsers,
  resendConfirmationInstructions,
  toUserListParams,
  updateUser,
} from './manage-users';

const userDocument = {
  data: {
    type: 'users',
    id: 'u1',
    attributes: { email: 'eva@public.example', first_name: 'Eva', name: 'Eva Bakker', status: 'invited', volunteer_center_id: 'c1' },
    relationships: {
      roles: { data: [{ type: 'roles', id: 'r1' }] },
      organizations: { data: [{ type: 'organizations', id: 'o1' }] },
    },
  },
  included: [
    { type: 'roles', id: 'r1', attributes: { name: 'volunteer' } },
    { type: 'organizations', id: 'o1', attributes: { name: 'Voedselbank' } },
  ],
};

describe('users for staff', () => {
  it('filters by words, role, organisation and status, with roles and organisations included', async () => {
    expect(toUserListParams({ q: '  eva ', role: 'admin', organizationId: 'o1', status: 'active', sort: 'last_name', page: 2, pageSize: 1000 })).toEqual({
      'filter[q]': 'eva',
      'filter[with_role]': 'admin',
      'filter[organization_id_eq]': 'o1',
      'filter[status_eq]': 'active',
      sort: 'last_name',
      'page[number]': 2,
      'page[size]': 1000,
      include: 'roles,organizations',
    });
    expect(toUserListParams({ q: '  ' })['filter[q]']).toBeUndefined();

    const { client, sent } = clientAnswering({ data: [userDocument.data], included: userDocument.included, meta: { total: 31 } });
    expect(await fetchUsers(client, { role: 'volunteer' })).toMatchObject({
      total: 31,
      users: [{ id: 'u1', name: 'Eva Bakker', roles: [{ name: 'volunteer' }], organizations: [{ name: 'Voedselbank' }] }],
    });
    expect(sent[0]?.url).toBe('/api/v1/users?filter%5Bwith_role%5D=volunteer&include=roles%2Corganizations');
  });

  it('reads one user with roles and organisations, lists left empty when none are related', async () => {
    const { client, sent } = clientAnswering(userDocument);
    expect(await fetchUser(client, 'u1')).toMatchObject({ firstName: 'Eva', volunteerCenterId: 'c1', roles: [{ name: 'volunteer' }] });
    expect(sent[0]?.url).toBe('/api/v1/users/u1?include=roles%2Corganizations');

    const bare = clientAnswering({ data: { type: 'users', id: 'u2', attributes: { email: 'x@public.example' } } });
    expect(await fetchUser(bare.client, 'u2')).toMatchObject({ roles: [], organizations: [] });
  });

  it('invites, updates and deletes with JSON:API documents', async () => {
    const { client, sent } = clientAnswering(userDocument);
    await createUser(client, { email: 'eva@public.example', firstName: 'Eva', role: 'volunteer', organizationId: 'o1' });
    await updateUser(client, 'u1', { jobTitle: null, status: 'inactive' });
    await deleteUser(client, 'u1');
    expect(sent).toMatchObject([
      {
        method: 'POST',
        url: '/api/v1/users?include=roles,organizations',
        contentType: 'application/vnd.api+json',
        body: { data: { type: 'users', attributes: { email: 'eva@public.example', first_name: 'Eva', role: 'volunteer', organization_id: 'o1' } } },
      },
      {
        method: 'PATCH',
        url: '/api/v1/users/u1?include=roles,organizations',
        body: { data: { type: 'users', id: 'u1', attributes: { job_title: null, status: 'inactive' } } },
      },
      { method: 'DELETE', url: '/api/v1/users/u1', body: undefined },
    ]);
  });

  it('grants a role in the body, revokes it by ?role=, and resends the invitation', async () => {
    const { client, sent } = clientAnswering(userDocument);
    expect(await changeUserRole(client, 'u1', 'add', 'mentor')).toMatchObject({ id: 'u1', roles: [{ name: 'volunteer' }] });
    expect(await changeUserRole(client, 'u1', 'remove', 'mentor')).toMatchObject({ id: 'u1', organizations: [{ name: 'Voedselbank' }] });
    await resendConfirmationInstructions(client, 'u1');
    expect(sent).toMatchObject([
      { method: 'PUT', url: '/api/v1/users/u1/add_role?include=roles,organizations', body: { data: { type: 'users', id: 'u1', attributes: { role: 'mentor' } } } },
      { method: 'DELETE', url: '/api/v1/users/u1/remove_role?role=mentor&include=roles%2Corganizations', body: undefined },
      { method: 'POST', url: '/api/v1/users/u1/resend_confirmation_instructions?include=roles%2Corganizations', body: undefined },
    ]);
  });
});
