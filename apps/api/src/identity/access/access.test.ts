import type { Role } from '@platform/contracts';
import { mayEditContent } from './access';

const own = 'centre-own';
const other = 'centre-other';
const user = (role: Role) => ({ roles: [role], volunteerCenterId: own });

describe('mayEditContent', () => {
  it.each([
    ['admin', true, true],
    ['center_superuser', true, false],
    ['content_manager', true, false],
    ['organization_superuser', false, false],
    ['volunteer', false, false],
    ['mentor', false, false],
    ['student', false, false],
  ] as [Role, boolean, boolean][])('%s: own centre %s, another centre %s', (role, ownCentre, otherCentre) => {
    expect(mayEditContent(user(role), own)).toBe(ownCentre);
    expect(mayEditContent(user(role), other)).toBe(otherCentre);
  });

  it('refuses nobody signed in', () => {
    expect(mayEditContent(null, own)).toBe(false);
  });
});
