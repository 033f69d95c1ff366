import { computeTenantFeatures } from '@platform/tenancy';
import { coversCenter, publicCenters } from './tenancy.policy';

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
