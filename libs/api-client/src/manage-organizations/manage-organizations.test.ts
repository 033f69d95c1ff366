import { clientAnswering } from '../testing';
import {
  addOrganizationMember,
  changeOrganizationMemberRole,
  createOrganization,
  decideOrganization,
  fetchManagedOrganization,
  fetchManagedOrganizations,
  fetchOrganizationMembers,
  moveOrganization,
  removeOrganizationMember,
  toOrganizationListParams,
} from './manage-organizations';

const organization = (attributes: Record<string, unknown>, relationships?: Record<string, unknown>) => ({
  type: 'organizations',
  id: 'o1',
  attributes,
  ...(relationships ? { relationships } : {}),
});

describe('organisations for staff', () => {
  it('searches name, city and e-mail with one filter, by status, type and partner flag', async () => {
    expect(toOrganizationListParams({ search: '  zwolle ', status: 'pending', organizationType: 'School', isPartner: false, sort: 'name', page: 2, pageSize: 25 })).toEqual({
      'filter[name_cont]': 'zwolle',
      'filter[status_eq]': 'pending',
      'filter[type_eq]': 'School',
      'filter[is_partner]': 'false',
      sort: 'name',
      'page[number]': 2,
      'page[size]': 25,
    });
    expect(toOrganizationListParams({ search: '   ' })['filter[name_cont]']).toBeUndefined();
    const { client } = clientAnswering({ data: [organization({ name: 'Voedselbank', organization_type: 'NonProfit', is_partner: true })], meta: { total: 1 } });
    expect(await fetchManagedOrganizations(client, {})).toMatchObject({
      total: 1,
      organizations: [{ id: 'o1', name: 'Voedselbank', organizationType: 'NonProfit', isPartner: true }],
    });
  });

  it('reads one with its address and profile, and none as null', async () => {
    const withBoth = clientAnswering({
      data: organization(
        { name: 'Taalhuis' },
        { address: { data: { type: 'addresses', id: 'a1' } }, profile: { data: { type: 'non_profit_profiles', id: 'p1' } } },
      ),
      included: [
        { type: 'addresses', id: 'a1', attributes: { street: 'Markt', house_number: '5', city: 'Zwolle' } },
        { type: 'non_profit_profiles', id: 'p1', attributes: { show_on_social_map: true, activity_type_ids: ['t1'] } },
      ],
    });
    expect(await fetchManagedOrganization(withBoth.client, 'o1')).toMatchObject({
      address: { street: 'Markt', houseNumber: '5', city: 'Zwolle' },
      profile: { showOnSocialMap: true, activityTypeIds: ['t1'] },
    });
    expect(new URL(withBoth.sent[0]?.url ?? '', 'http://localhost').searchParams.get('include')).toBe('address,profile');

    const withNeither = clientAnswering({ data: organization({ name: 'Taalhuis' }, { address: { data: null }, profile: { data: null } }) });
    expect(await fetchManagedOrganization(withNeither.client, 'o1')).toMatchObject({ address: null, profile: null });
  });

  it('writes nested address and profile in snake_case', async () => {
    const { client, sent } = clientAnswering({ data: organization({ name: 'Nieuw' }) }, 201);
    await createOrganization(client, {
      name: 'Nieuw',
      organizationType: 'NonProfit',
      address: { street: 'Markt', houseNumber: '5', postalCode: '8011 AA', city: 'Zwolle' },
      profile: { nonProfitTypeId: 't1', showOnSocialMap: true, activityTypeIds: ['a1'] },
    });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/organizations',
      body: {
        data: {
          type: 'organizations',
          attributes: {
            name: 'Nieuw',
            organization_type: 'NonProfit',
            address: { street: 'Markt', house_number: '5', postal_code: '8011 AA', city: 'Zwolle' },
            profile: { non_profit_type_id: 't1', show_on_social_map: true, activity_type_ids: ['a1'] },
          },
        },
      },
    });
  });

  it('approves without a reason, denies with one, and moves to another centre', async () => {
    const { client, sent } = clientAnswering({ data: organization({ status: 'denied' }) });
    await decideOrganization(client, 'o1', 'approved', '  ');
    await decideOrganization(client, 'o1', 'denied', ' Geen vrijwilligerswerk ');
    await moveOrganization(client, 'o1', 'c2');
    expect(sent).toMatchObject([
      { method: 'PUT', url: '/api/v1/organizations/o1/approve', body: { data: { type: 'organizations', id: 'o1', attributes: { status: 'approved' } } } },
      {
        method: 'PUT',
        url: '/api/v1/organizations/o1/approve',
        body: { data: { attributes: { status: 'denied', reason: 'Geen vrijwilligerswerk' } } },
      },
      { method: 'POST', url: '/api/v1/organizations/o1/move', body: { data: { attributes: { volunteer_center_id: 'c2' } } } },
    ]);
  });
});

describe('organisation members', () => {
  it('lists members with their accounts', async () => {
    const { client, sent } = clientAnswering({
      data: [
        { type: 'organization_members', id: 'm1', attributes: { role: 'member', user_id: 'u1' }, relationships: { user: { data: { type: 'users', id: 'u1' } } } },
      ],
      included: [{ type: 'users', id: 'u1', attributes: { email: 'eva@example.nl', first_name: 'Eva' } }],
    });
    expect(await fetchOrganizationMembers(client, 'o1')).toMatchObject([{ id: 'm1', role: 'member', user: { email: 'eva@example.nl', firstName: 'Eva' } }]);
    const url = new URL(sent[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/v1/organizations/o1/members');
    expect(url.searchParams.get('include')).toBe('user');
  });

  it('adds by e-mail, changes a role and removes', async () => {
    const { client, sent } = clientAnswering({ data: { type: 'organization_members', id: 'm1', attributes: { role: 'member' } } });
    await addOrganizationMember(client, 'o1', { email: 'eva@example.nl', role: 'member' });
    await changeOrganizationMemberRole(client, 'o1', 'm1', 'organization_superuser');
    await removeOrganizationMember(client, 'o1', 'm1');
    expect(sent).toMatchObject([
      { method: 'POST', url: '/api/v1/organizations/o1/members', body: { data: { type: 'organization_members', attributes: { email: 'eva@example.nl', role: 'member' } } } },
      { method: 'PATCH', url: '/api/v1/organizations/o1/members/m1', body: { data: { id: 'm1', attributes: { role: 'organization_superuser' } } } },
      { method: 'DELETE', url: '/api/v1/organizations/o1/members/m1' },
    ]);
  });
});
