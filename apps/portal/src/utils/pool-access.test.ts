import { isPoolStaff, mayUsePool } from './pool-access';

describe('pool access', () => {
  it('opens the pool to staff and organisation superusers only', () => {
    expect(mayUsePool([{ name: 'organization_superuser' }])).toBe(true);
    expect(mayUsePool([{ name: 'center_superuser' }])).toBe(true);
    expect(mayUsePool([{ name: 'volunteer' }, { name: 'content_manager' }])).toBe(false);
  });

  it('gives the centre-wide view (all replies, blocks) to staff only', () => {
    expect(isPoolStaff([{ name: 'admin' }])).toBe(true);
    expect(isPoolStaff([{ name: 'organization_superuser' }])).toBe(false);
  });
});
