import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError, type OrganizationSignup, type RefusedAttribute } from '@platform/api-client';
import {
  emailSchema,
  nonProfitProfileSchema,
  organizationAddressSchema,
  organizationSignupOrganizationSchema,
  organizationSignupUserSchema,
} from '@platform/contracts';
import * as v from 'valibot';

// A form field left empty holds '' where the API's schema expects nothing: an
// empty optional choice or address is null, as the API stores it.
const blankToNull = <TOutput>(schema: v.GenericSchema<string, TOutput>) =>
  v.pipe(
    v.string(),
    v.transform((value): string | null => (value.trim() === '' ? null : value)),
    v.nullable(schema),
  );

/** A website typed as people say it (`www.example.nl`) becomes a web address the API accepts. */
export function withScheme(website: string): string {
  return website && !/^[a-z][a-z0-9+.-]*:/i.test(website) ? `https://${website}` : website;
}

// The API's website check without its optional and nullable wrappers: the field always holds text.
const websiteValueSchema = v.unwrap(v.unwrap(organizationSignupOrganizationSchema.entries.website));

/**
 * The sign-up form's values, checked with the API's own schemas
 * (`organizationSignup*Schema` in libs/contracts), so the form refuses what the
 * API would, plus the repeated password. Fields are grouped as the request is:
 * `organization` (with `address` and `profile`) and `user`.
 */
export const signupFormSchema = v.pipe(
  v.object({
    organization: v.object({
      ...organizationSignupOrganizationSchema.entries,
      website: v.pipe(v.string(), v.trim(), v.transform(withScheme), websiteValueSchema),
      email: blankToNull(emailSchema),
      address: organizationAddressSchema,
      profile: v.object({
        ...nonProfitProfileSchema.entries,
        nonProfitTypeId: blankToNull(v.pipe(v.string(), v.uuid())),
      }),
    }),
    user: organizationSignupUserSchema,
  }),
  v.forward(
    v.partialCheck(
      [['user', 'password'], ['user', 'passwordConfirmation']],
      (input) => input.user.password === input.user.passwordConfirmation,
    ),
    ['user', 'passwordConfirmation'],
  ),
);

export type SignupFormValues = v.InferInput<typeof signupFormSchema>;
export type SignupFormOutput = v.InferOutput<typeof signupFormSchema>;

/** The empty form; a non-profit by default, not on the social map until the organisation says so. */
export const EMPTY_SIGNUP_FORM: SignupFormValues = {
  organization: {
    name: '',
    organizationType: 'NonProfit',
    website: '',
    email: '',
    phoneNumber: '',
    city: '',
    description: '',
    address: { street: '', houseNumber: '', postalCode: '' },
    profile: { nonProfitTypeId: '', activityTypeIds: [], showOnSocialMap: false },
  },
  user: {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    jobTitle: '',
    password: '',
    passwordConfirmation: '',
    acceptTerms: false,
  },
};

const textOrNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The request for valid form values: blanks become null, and the place
 * doubles as the address's city, from which the API finds the coordinates.
 */
export function toSignupRequest({ organization, user }: SignupFormOutput): OrganizationSignup {
  const { address, profile, ...details } = organization;
  const city = textOrNull(details.city);
  return {
    organization: {
      ...details,
      website: textOrNull(details.website),
      phoneNumber: textOrNull(details.phoneNumber),
      city,
      description: textOrNull(details.description),
      address: {
        street: textOrNull(address.street),
        houseNumber: textOrNull(address.houseNumber),
        postalCode: address.postalCode ?? null,
        city,
      },
      profile,
    },
    user: { ...user, phoneNumber: textOrNull(user.phoneNumber), jobTitle: textOrNull(user.jobTitle) },
  };
}

/** A failed sign-up as the form tells it above the fields: a title and a hint. */
export type SignupFailure = { title: MessageDescriptor; hint: MessageDescriptor; isEmailTaken?: boolean };

/**
 * What went wrong, worded by error code (the server's text is never shown),
 * or `null` when the fields a 422 marked (`markedFields`) say it all. A
 * taken address gets its own explanation: an organisation needs a new account.
 */
export function describeSignupFailure(
  error: unknown,
  markedFields: readonly Pick<RefusedAttribute, 'attribute' | 'reason'>[],
): SignupFailure | null {
  if (markedFields.some(({ attribute, reason }) => attribute === 'user.email' && reason === 'taken')) {
    return {
      title: msg`There is already an account with this e-mail address.`,
      hint: msg`Your organisation's account needs an address of its own. Use another address, or sign in to the portal if your organisation is already registered.`,
      isEmailTaken: true,
    };
  }
  if (markedFields.length > 0) return null;
  if (isApiError(error) && error.status === 429) {
    return {
      title: msg`Too many registrations at once.`,
      hint: msg`Please wait a few minutes before you try again. Your details are still in the form.`,
    };
  }
  return {
    title: msg`Your organisation could not be registered.`,
    hint: msg`Please try again in a moment. Your details are still in the form.`,
  };
}
