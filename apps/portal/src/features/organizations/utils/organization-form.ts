import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ManagedOrganization, OrganizationAttributes } from '@platform/api-client';
import {
  emailSchema,
  httpUrlSchema,
  LONG_TEXT_MAX,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  organizationAddressSchema,
  organizationCreateSchema,
  SHORT_TEXT_MAX,
  type OrganizationType,
} from '@platform/contracts';
import * as v from 'valibot';

/** The country of a new address; the platform serves Dutch volunteer centres. */
export const DEFAULT_COUNTRY = 'NL';

const DUTCH_POSTAL_CODE = /^(\d{4})\s?([a-zA-Z]{2})$/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

const blankOr = <T extends v.GenericSchema<string>>(schema: T) => v.union([v.literal(''), schema]);
const shortText = v.pipe(v.string(), v.trim(), v.maxLength(SHORT_TEXT_MAX));
const address = organizationAddressSchema.entries;
const contract = organizationCreateSchema.entries;
/** A text the contracts' (optional, nullable) schema accepts, checked as the form holds it. */
const accepted = (schema: v.GenericSchema) => v.pipe(v.string(), v.check((value) => v.is(schema, value)));

/** A website typed without its scheme ("voedselbank.nl") gets https://, as browsers do. */
export function withScheme(website: string): string {
  const trimmed = website.trim();
  return trimmed && !HAS_SCHEME.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** A Dutch postal code in its usual notation ("8011 AB"); anything else unchanged. */
export function formatPostalCode(postalCode: string): string {
  const match = DUTCH_POSTAL_CODE.exec(postalCode.trim());
  return match ? `${match[1]} ${match[2]?.toUpperCase()}` : postalCode.trim();
}

type FieldPath = [{ type: 'object'; origin: 'value'; input: Record<string, unknown>; key: string; value: unknown }];
const pathTo = (input: Record<string, unknown>, key: string): FieldPath => [{ type: 'object', origin: 'value', input, key, value: input[key] }];

/**
 * The organisation form's values, as its inputs hold them (texts, ticks, ids);
 * {@link toOrganizationAttributes} turns them into what the API takes. Name,
 * e-mail and phone keep the contracts' rules. The address's place is also
 * the organisation's city, so it is asked once.
 */
export const organizationFormSchema = v.pipe(
  v.object({
    name: contract.name,
    organizationType: v.picklist(ORGANIZATION_TYPES),
    status: v.picklist(ORGANIZATION_STATUSES),
    /** The centre of a new organisation (admins choose); '' for the site's own. */
    volunteerCenterId: v.string(),
    email: blankOr(emailSchema),
    website: v.pipe(v.string(), v.transform(withScheme), blankOr(httpUrlSchema)),
    phoneNumber: accepted(contract.phoneNumber),
    description: v.pipe(v.string(), v.maxLength(LONG_TEXT_MAX)),
    street: shortText,
    houseNumber: accepted(address.houseNumber),
    postalCode: accepted(address.postalCode),
    city: shortText,
    /** Not shown: kept as it is (new addresses are Dutch). */
    country: v.string(),
    isPartner: v.boolean(),
    nonProfitTypeId: v.string(),
    showOnSocialMap: v.boolean(),
    activityTypeIds: v.array(v.string()),
  }),
  // A Dutch address needs a Dutch postal code; the issue lands on that field.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { postalCode, country } = dataset.value;
    if (postalCode && country === DEFAULT_COUNTRY && !DUTCH_POSTAL_CODE.test(postalCode)) {
      addIssue({ input: postalCode, path: pathTo(dataset.value as unknown as Record<string, unknown>, 'postalCode') });
    }
  }),
);

export type OrganizationFormValues = v.InferInput<typeof organizationFormSchema>;
export type OrganizationFormOutput = v.InferOutput<typeof organizationFormSchema>;

/** The form's starting values: the organisation's own, or empty ones for a new non-profit. */
export function toOrganizationFormValues(organization?: ManagedOrganization): OrganizationFormValues {
  const address = organization?.address ?? null;
  const profile = organization?.profile ?? null;
  return {
    name: organization?.name ?? '',
    organizationType: organization?.organizationType ?? 'NonProfit',
    status: organization?.status ?? 'approved',
    volunteerCenterId: organization?.volunteerCenterId ?? '',
    email: organization?.email ?? '',
    website: organization?.website ?? '',
    phoneNumber: organization?.phoneNumber ?? '',
    description: organization?.description ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? organization?.city ?? '',
    country: address?.country ?? DEFAULT_COUNTRY,
    isPartner: organization?.isPartner ?? false,
    nonProfitTypeId: profile?.nonProfitTypeId ?? '',
    showOnSocialMap: profile?.showOnSocialMap ?? false,
    activityTypeIds: profile?.activityTypeIds ?? [],
  };
}

/** Who saves the form, and what: staff set type, status and partner flag; admins choose a new one's centre. */
export type SaveContext = {
  isStaff: boolean;
  isAdmin: boolean;
  isNew: boolean;
  /** Whether the organisation has an address now; an emptied address is then cleared rather than left alone. */
  hasAddress: boolean;
};

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** Whether a type has a non-profit profile (kind, activities, social map). */
export const hasProfile = (type: OrganizationType) => type === 'NonProfit';

/**
 * What the API receives for the form's values: blanks become `null`, the
 * place is both the city and the address's, the profile goes only with a
 * non-profit, and staff-only fields only from staff (status not on create,
 * which approves).
 */
export function toOrganizationAttributes(values: OrganizationFormOutput, context: SaveContext): OrganizationAttributes {
  const city = orNull(values.city);
  const address = {
    street: orNull(values.street),
    houseNumber: orNull(values.houseNumber),
    postalCode: orNull(formatPostalCode(values.postalCode)),
    city,
    country: values.country || DEFAULT_COUNTRY,
  };
  const hasAddressFields = Boolean(address.street || address.houseNumber || address.postalCode || address.city);
  return {
    name: values.name,
    email: orNull(values.email),
    website: orNull(values.website),
    phoneNumber: orNull(values.phoneNumber),
    description: orNull(values.description),
    city,
    ...(hasAddressFields || context.hasAddress ? { address } : {}),
    ...(hasProfile(values.organizationType)
      ? {
          profile: {
            nonProfitTypeId: values.nonProfitTypeId || null,
            showOnSocialMap: values.showOnSocialMap,
            activityTypeIds: values.activityTypeIds,
          },
        }
      : {}),
    ...(context.isStaff ? { organizationType: values.organizationType, isPartner: values.isPartner } : {}),
    ...(context.isStaff && !context.isNew ? { status: values.status } : {}),
    ...(context.isAdmin && context.isNew && values.volunteerCenterId ? { volunteerCenterId: values.volunteerCenterId } : {}),
  };
}

/** Where each attribute the API may refuse lives in the form (as `refusedAttributes` names it: camelCase, nested parts joined by dots). */
const FIELD_OF_ATTRIBUTE: Record<string, keyof OrganizationFormValues> = {
  name: 'name',
  organizationType: 'organizationType',
  type: 'organizationType',
  status: 'status',
  volunteerCenterId: 'volunteerCenterId',
  email: 'email',
  website: 'website',
  phoneNumber: 'phoneNumber',
  description: 'description',
  city: 'city',
  isPartner: 'isPartner',
  'address.street': 'street',
  'address.houseNumber': 'houseNumber',
  'address.postalCode': 'postalCode',
  'address.city': 'city',
  'profile.nonProfitTypeId': 'nonProfitTypeId',
  'profile.showOnSocialMap': 'showOnSocialMap',
  'profile.activityTypeIds': 'activityTypeIds',
};

/** The form field of a refused attribute, or `undefined` when the form has none. */
export function formFieldOfAttribute(attribute: string): keyof OrganizationFormValues | undefined {
  return FIELD_OF_ATTRIBUTE[attribute];
}

/** The fields' names on screen, for the sentences that list the API's refusals. */
export const ORGANIZATION_FIELD_LABELS: Record<keyof OrganizationFormValues, MessageDescriptor> = {
  name: msg`Name`,
  organizationType: msg`Type`,
  status: msg`Status`,
  volunteerCenterId: msg`Volunteer centre`,
  email: msg`E-mail address`,
  website: msg`Website`,
  phoneNumber: msg`Phone number`,
  description: msg`Description`,
  street: msg`Street`,
  houseNumber: msg`House number`,
  postalCode: msg`Postal code`,
  city: msg`Place`,
  country: msg`Country`,
  isPartner: msg`Partner`,
  nonProfitTypeId: msg`Kind of organisation`,
  showOnSocialMap: msg`Show on the social map`,
  activityTypeIds: msg`Activities`,
};
