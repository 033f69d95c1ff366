import type { Role } from '@platform/contracts';
import { computeTenantFeatures } from '@platform/tenancy';
import { policyActor } from '../../testing/policy-actor';
import { coversCenter, mayManageCenterSettings, publicCenters } from './tenancy.policy';

describe('publicCenters', () => {
  it("is the site's centre, or all the tenant's where it shares its centres", () => {
    expect(publicCenters({ volunteerCenterId: 'a', features: computeTenantFeatures('public', 'meedoen') })).toEqual(['a']);
    expect(publicCenters({ volunteerCenterId: 'a', features: computeTenantFeatures('public', 'gelderland') })).toBe('all');
  });
  it('covers what it lists', () => {
    expect(coversCenter(['a'], 'a')).toBe(true);
    expect(coversCenter(['a'], 'b')).toBe(false);
    expect(coversCenter('all', 'b')).toBe(true);
  });
});

describe('mayManageCenterSettings', () => {
  const cells: [Role, boolean, boolean][] = [
    // role, own centre, another centre of the tenant
    ['admin', true, true],
    ['center_superuser', true, false],
    ['organization_superuser', false, false],
    ['content_manager', false, false],
    ['volunteer', false, false],
    ['mentor', false, false],
    ['student', false, false],
  ];
  it.each(cells)('%s: own centre %s, another centre %s', (role, own, other) => {
    const user = policyActor(role, 'centre-a', []);
    expect(mayManageCenterSettings(user, 'centre-a')).toBe(own);
    expect(mayManageCenterSettings(user, 'centre-b')).toBe(other);
  });
});
