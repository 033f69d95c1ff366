import { ApiError, type OrganizationMember } from '@platform/api-client';
import { memberAdditionProblem, memberName, otherRole } from './members';

const member = (user: Partial<NonNullable<OrganizationMember['user']>> | null) =>
  ({ id: 'm1', role: 'member', user: user && { email: 'eva@example.nl', firstName: null, lastName: null, fullName: null, ...user } }) as OrganizationMember;

describe('organisation members', () => {
  it('are named by their full name, else their names, else their address', () => {
    expect(memberName(member({ fullName: 'Eva Bakker' }))).toBe('Eva Bakker');
    expect(memberName(member({ firstName: 'Eva' }))).toBe('Eva');
    expect(memberName(member({}))).toBe('eva@example.nl');
    expect(memberName(member(null))).toBe('');
  });

  it('switch between member and manager', () => {
    expect(otherRole('member')).toBe('organization_superuser');
    expect(otherRole('organization_superuser')).toBe('member');
  });

  it('tell an existing member and an unknown address apart from other failures', () => {
    expect(memberAdditionProblem(new ApiError(409, [{ code: 'ALREADY_MEMBER' }]))).toBe('already_member');
    expect(
      memberAdditionProblem(new ApiError(422, [{ code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/email' }, meta: { reason: 'not_found' } }])),
    ).toBe('unknown_email');
    expect(memberAdditionProblem(new ApiError(403, [{ code: 'FORBIDDEN' }]))).toBeNull();
  });
});
