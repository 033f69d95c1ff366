import { appOfRecipient, audienceOf, isViewersParty, senderParty, type Party } from './conversations.policy';

const person = (userId: string): Party => ({ userId, organizationId: null, volunteerCenterId: null });
const organization = (organizationId: string): Party => ({ userId: null, organizationId, volunteerCenterId: null });
const center = (volunteerCenterId: string): Party => ({ userId: null, organizationId: null, volunteerCenterId });

describe('who takes part', () => {
  const viewer = { userId: 'u1', organizationIds: ['o1'], staffCenterId: 'c1' };

  it('matches the person, the organisations they are a member of, and the centre they are staff of here', () => {
    expect(isViewersParty(viewer, person('u1'))).toBe(true);
    expect(isViewersParty(viewer, organization('o1'))).toBe(true);
    expect(isViewersParty(viewer, center('c1'))).toBe(true);
    expect(isViewersParty(viewer, person('u2'))).toBe(false);
    expect(isViewersParty(viewer, organization('o2'))).toBe(false);
    expect(isViewersParty(viewer, center('c2'))).toBe(false);
    expect(isViewersParty({ ...viewer, organizationIds: [] }, organization('o1'))).toBe(false);
    expect(isViewersParty({ ...viewer, staffCenterId: null }, center('c1'))).toBe(false);
  });

  it('writes for the organisation acted for, else as themself, else an organisation, else the centre', () => {
    const parties = [center('c1'), organization('o1'), person('u1'), organization('o2')];
    const both = { userId: 'u1', organizationIds: ['o1', 'o2'], staffCenterId: 'c1' };
    expect(senderParty(parties, both, 'o2')).toBe(parties[3]);
    expect(senderParty(parties, both, null)).toBe(parties[2]);
    expect(senderParty([center('c1'), organization('o1')], both, null)).toEqual(organization('o1'));
    expect(senderParty([center('c1')], both, 'o1')).toEqual(center('c1'));
    expect(senderParty([person('u9')], both, null)).toBeUndefined();
  });
});

describe('where a recipient reads it', () => {
  it('is the portal for an organisation or centre side and for a person with an organisation, else the public site', () => {
    expect(appOfRecipient(organization('o1'), false)).toBe('portal');
    expect(appOfRecipient(center('c1'), false)).toBe('portal');
    expect(appOfRecipient(person('u1'), true)).toBe('portal');
    expect(appOfRecipient(person('u1'), false)).toBe('public_site');
  });
});

it('tells every kind of participant of live events', () => {
  expect(audienceOf([person('u1'), organization('o1'), center('c1')])).toEqual({ users: ['u1'], organizations: ['o1'], centers: ['c1'] });
});
