import { selectOrganization } from './organization-selection';

const school = { id: 's', organizationType: 'School' };
const center = { id: 'c', organizationType: 'VolunteerCenter' };
const club = { id: 'n', organizationType: 'NonProfit' };
const kind = (o: { organizationType: string }) => o.organizationType;

describe('selectOrganization', () => {
  it('keeps the chosen organisation while it is in the list', () => {
    expect(selectOrganization([club, center], 'n', kind)).toBe(club);
  });
  it('falls back to the first School or VolunteerCenter when the choice is gone', () => {
    expect(selectOrganization([club, center, school], 'gone', kind)).toBe(center);
  });
  it('takes the first organisation when none is a School or VolunteerCenter', () => {
    expect(selectOrganization([club], undefined, kind)).toBe(club);
  });
  it('returns nothing for an empty list', () => {
    expect(selectOrganization([], 'n', kind)).toBeUndefined();
  });
});
