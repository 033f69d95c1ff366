import { computeTenantFeatures, isTenantId, offeredVacancyTypes, switchedOffVacancyTypes } from './features';

describe('computeTenantFeatures', () => {
  it('turns volunteer profiles and activities off in the meedoen variant', () => {
    const f = computeTenantFeatures('meedoen', 'meedoen');
    expect(f.volunteerProfiles).toBe(false);
    expect(f.activities).toBe(false);
    expect(f.multiLanguage).toBe(true);
  });

  it('turns activities off for the first tenant only', () => {
    expect(computeTenantFeatures('oldebroek', 'gelderland').activities).toBe(false);
    expect(computeTenantFeatures('roermond', 'gelderland').activities).toBe(true);
  });

  it('offers peer-to-peer only to the public and first tenant', () => {
    expect(computeTenantFeatures('public', 'gelderland').peerToPeer).toBe(true);
    expect(computeTenantFeatures('oldebroek', 'gelderland').peerToPeer).toBe(true);
    expect(computeTenantFeatures('demo', 'gelderland').peerToPeer).toBe(false);
  });

  it('shares centres on the public tenant unless it runs as meedoen', () => {
    expect(computeTenantFeatures('public', 'gelderland').centerSharing).toBe(true);
    expect(computeTenantFeatures('public', 'meedoen').centerSharing).toBe(false);
    expect(computeTenantFeatures('roermond', 'gelderland').centerSharing).toBe(false);
  });

  it('lets staff move organisations between centres only on the public tenant, unless the platform turns it on', () => {
    expect(computeTenantFeatures('public', 'gelderland').organizationsMoving).toBe(true);
    expect(computeTenantFeatures('roermond', 'gelderland').organizationsMoving).toBe(false);
    expect(computeTenantFeatures('roermond', 'gelderland', { enableOrganizationsMoving: true }).organizationsMoving).toBe(true);
  });

  it('recognises only the five tenants', () => {
    expect(isTenantId('demo')).toBe(true);
    expect(isTenantId('amsterdam')).toBe(false);
    expect(isTenantId(undefined)).toBe(false);
  });
});

describe('offeredVacancyTypes and switchedOffVacancyTypes', () => {
  it('follow the peer-to-peer and activities features, and together make every type', () => {
    expect(offeredVacancyTypes({ peerToPeer: true, activities: true })).toEqual(['volunteering', 'p2p', 'activity', 'language']);
    expect(offeredVacancyTypes({ peerToPeer: false, activities: true })).toEqual(['volunteering', 'activity', 'language']);
    expect(switchedOffVacancyTypes({ peerToPeer: false, activities: true })).toEqual(['p2p']);
    expect(switchedOffVacancyTypes({ peerToPeer: false, activities: false })).toEqual(['p2p', 'activity']);
    expect(switchedOffVacancyTypes({ peerToPeer: true, activities: true })).toEqual([]);
  });
});
