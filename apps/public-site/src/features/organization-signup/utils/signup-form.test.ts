import { ApiError } from '@platform/api-client';
import * as v from 'valibot';
import {
  describeSignupFailure,
  EMPTY_SIGNUP_FORM,
  signupFormSchema,
  toSignupRequest,
  withScheme,
  type SignupFormValues,
} from './signup-form';

const TYPE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const filled: SignupFormValues = {
  organization: {
    ...EMPTY_SIGNUP_FORM.organization,
    name: ' Buurthuis De Linde ',
    city: 'Zwolle',
    address: { street: 'Dorpsstraat', houseNumber: '1a', postalCode: '8011ab' },
    profile: { nonProfitTypeId: TYPE_ID, activityTypeIds: [TYPE_ID], showOnSocialMap: true },
  },
  user: {
    ...EMPTY_SIGNUP_FORM.user,
    firstName: 'Ria',
    lastName: 'de Vries',
    email: 'Ria@Example.nl',
    password: 'een-lang-wachtwoord',
    passwordConfirmation: 'een-lang-wachtwoord',
    acceptTerms: true,
  },
};

function issuePaths(values: unknown): string[] {
  const result = v.safeParse(signupFormSchema, values);
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue) ?? '');
}

describe('the organisation sign-up form', () => {
  it('asks for the organisation’s name, the user’s names, e-mail address, password and the terms', () => {
    expect(issuePaths(EMPTY_SIGNUP_FORM)).toEqual([
      'organization.name',
      'user.firstName',
      'user.lastName',
      'user.email',
      'user.password',
      'user.acceptTerms',
    ]);
  });

  it('refuses a repeated password that differs, on the repeat field', () => {
    expect(issuePaths({ ...filled, user: { ...filled.user, passwordConfirmation: 'een-ander-wachtwoord' } })).toEqual([
      'user.passwordConfirmation',
    ]);
  });

  it('refuses an organisation e-mail address that is not one, but not an empty one', () => {
    expect(issuePaths({ ...filled, organization: { ...filled.organization, email: 'info@' } })).toEqual(['organization.email']);
    expect(issuePaths(filled)).toEqual([]);
  });

  it('completes a website typed without https://', () => {
    expect(withScheme('www.buurthuis.nl')).toBe('https://www.buurthuis.nl');
    expect(withScheme('http://buurthuis.nl')).toBe('http://buurthuis.nl');
    expect(withScheme('')).toBe('');
    const output = v.parse(signupFormSchema, { ...filled, organization: { ...filled.organization, website: ' buurthuis.nl ' } });
    expect(output.organization.website).toBe('https://buurthuis.nl');
  });

  it('sends blanks as null and the place as the address’s city too', () => {
    const request = toSignupRequest(v.parse(signupFormSchema, filled));
    expect(request).toEqual({
      organization: {
        name: 'Buurthuis De Linde',
        organizationType: 'NonProfit',
        website: null,
        email: null,
        phoneNumber: null,
        city: 'Zwolle',
        description: null,
        address: { street: 'Dorpsstraat', houseNumber: '1a', postalCode: '8011 AB', city: 'Zwolle' },
        profile: { nonProfitTypeId: TYPE_ID, activityTypeIds: [TYPE_ID], showOnSocialMap: true },
      },
      user: {
        firstName: 'Ria',
        lastName: 'de Vries',
        email: 'ria@example.nl',
        phoneNumber: null,
        jobTitle: null,
        password: 'een-lang-wachtwoord',
        passwordConfirmation: 'een-lang-wachtwoord',
        acceptTerms: true,
      },
    });
  });

  it('explains a taken address, leaves other refused fields to the fields, and words the rest by status', () => {
    const taken = describeSignupFailure(new ApiError(422, []), [{ attribute: 'user.email', reason: 'taken' }]);
    expect(taken?.isEmailTaken).toBe(true);
    expect(taken?.title.message).toBe('There is already an account with this e-mail address.');
    expect(describeSignupFailure(new ApiError(422, []), [{ attribute: 'organization.name', reason: undefined }])).toBeNull();
    expect(describeSignupFailure(new ApiError(429, [{ code: 'RATE_LIMITED' }]), [])?.title.message).toBe(
      'Too many registrations at once.',
    );
    expect(describeSignupFailure(new Error('offline'), [])?.title.message).toBe('Your organisation could not be registered.');
  });
});
