import * as v from 'valibot';
import {
  organizationAddressSchema,
  organizationApproveSchema,
  organizationMemberCreateSchema,
  organizationSignupOrganizationSchema,
  organizationSignupUserSchema,
} from './schemas';

describe('organisation schemas', () => {
  it('tidies a Dutch postal code and a country code, and refuses other characters', () => {
    expect(v.parse(organizationAddressSchema, { postalCode: ' 8011ab ', country: 'nl' })).toEqual({ postalCode: '8011 AB', country: 'NL' });
    expect(v.parse(organizationAddressSchema, { postalCode: 'sw1a 1aa' }).postalCode).toBe('SW1A 1AA');
    expect(v.parse(organizationAddressSchema, { postalCode: '' }).postalCode).toBeNull();
    expect(v.safeParse(organizationAddressSchema, { postalCode: '80#11' }).success).toBe(false);
    expect(v.safeParse(organizationAddressSchema, { country: 'Nederland' }).success).toBe(false);
  });

  it('takes a decision reason of at most 2000 characters', () => {
    expect(v.parse(organizationApproveSchema, { status: 'denied', reason: '  Te laat  ' }).reason).toBe('Te laat');
    expect(v.safeParse(organizationApproveSchema, { status: 'denied', reason: 'x'.repeat(2001) }).success).toBe(false);
    expect(v.safeParse(organizationApproveSchema, { status: 'archived' }).success).toBe(false);
  });

  it('signs up only non-profits and schools, and only with the terms accepted', () => {
    expect(v.safeParse(organizationSignupOrganizationSchema, { name: 'Buurthuis', organizationType: 'VolunteerCenter' }).success).toBe(false);
    const user = { firstName: 'Ria', lastName: 'Vos', email: 'ria@example.org', password: 'een-lang-wachtwoord', passwordConfirmation: 'x' };
    expect(v.safeParse(organizationSignupUserSchema, { ...user, acceptTerms: true }).success).toBe(true);
    expect(v.safeParse(organizationSignupUserSchema, { ...user, acceptTerms: false }).success).toBe(false);
  });

  it('names a member by user id or e-mail address, with a membership role', () => {
    expect(v.parse(organizationMemberCreateSchema, { email: ' Ria@Example.org', role: 'member' })).toEqual({ email: 'ria@example.org', role: 'member' });
    expect(v.safeParse(organizationMemberCreateSchema, { email: 'ria@example.org', role: 'admin' }).success).toBe(false);
  });
});
