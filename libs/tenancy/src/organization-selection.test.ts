import { selectOrganization } from './organization-selection';

const school = { id: 's', type: 'School' };
const center = { id: 'c', type: 'VolunteerCenter' };
const club = { id: 'n', type: 'NonProfit' };

describe('selectOrganization', () => {
  it('keeps the chosen organisation while it is in the list', () => {
    expect(selectOrganization([club, center], 'n')).toBe(club);
  });
  it('falls back to the first School or VolunteerCenter when the choice is gone', () => {
    expect(selectOrganization([club, center, school], 'gone')).toBe(center);
  });
  it('takes the first organisation when none is a School or VolunteerCenter', () => {
    expect(selectOrganization([club])).toBe(club);
  });
  it('returns nothing for an empty list', () => {
    expect(selectOrganization([], 'n')).toBeUndefined();
  });
});
