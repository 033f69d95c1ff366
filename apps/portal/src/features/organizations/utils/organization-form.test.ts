import * as v from 'valibot';
import { ApiError, refusedAttributes } from '@platform/api-client';
import {
  formatPostalCode,
  formFieldOfAttribute,
  organizationFormSchema,
  toOrganizationAttributes,
  toOrganizationFormValues,
  withScheme,
  type OrganizationFormValues,
} from './organization-form';

const filled = (changes: Partial<OrganizationFormValues>): OrganizationFormValues => ({ ...toOrganizationFormValues(), name: 'Buurtkracht', ...changes });
const staffNew = { isStaff: true, isAdmin: false, isNew: true, hasAddress: false };

describe('organisation form values', () => {
  it('starts a new organisation as a Dutch non-profit without an address', () => {
    expect(toOrganizationFormValues()).toMatchObject({ name: '', organizationType: 'NonProfit', status: 'approved', country: 'NL', activityTypeIds: [] });
  });

  it('takes an organisation’s address and profile, its city when it has no address', () => {
    const organization = {
      id: 'o1',
      name: 'Taalhuis',
      organizationType: 'NonProfit',
      status: 'pending',
      city: 'Zwolle',
      email: 'info@taalhuis.nl',
      isPartner: true,
      volunteerCenterId: 'c1',
      address: { street: 'Markt', houseNumber: '5', postalCode: '8011 AA', city: 'Zwolle', country: 'NL' },
      profile: { nonProfitTypeId: 't1', showOnSocialMap: true, activityTypeIds: ['a1'] },
    } as unknown as Parameters<typeof toOrganizationFormValues>[0];
    expect(toOrganizationFormValues(organization)).toMatchObject({
      street: 'Markt',
      houseNumber: '5',
      city: 'Zwolle',
      isPartner: true,
      nonProfitTypeId: 't1',
      activityTypeIds: ['a1'],
    });
    expect(toOrganizationFormValues({ ...organization!, address: null }).city).toBe('Zwolle');
  });
});

describe('organizationFormSchema', () => {
  it('needs a name and checks e-mail, website, phone and a Dutch postal code', () => {
    const result = v.safeParse(organizationFormSchema, filled({ name: ' ', email: 'geen-adres', website: 'http://exa mple', phoneNumber: 'bel me', postalCode: '80111' }));
    expect(result.success).toBe(false);
    const fields = (result.issues ?? []).map((issue) => v.getDotPath(issue));
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'website', 'phoneNumber', 'postalCode']));
  });

  it('accepts a website without its scheme and gives it https://', () => {
    const parsed = v.parse(organizationFormSchema, filled({ website: 'voedselbank.nl', postalCode: '8011ab' }));
    expect(parsed.website).toBe('https://voedselbank.nl');
    expect(withScheme('http://a.nl')).toBe('http://a.nl');
    expect(formatPostalCode('8011ab')).toBe('8011 AB');
  });

  it('leaves a foreign postal code alone', () => {
    expect(v.safeParse(organizationFormSchema, filled({ postalCode: 'B-1000', country: 'BE' })).success).toBe(true);
  });
});

describe('toOrganizationAttributes', () => {
  it('sends blanks as null, the place as city and address, and a non-profit’s profile', () => {
    const values = v.parse(organizationFormSchema, filled({ city: 'Zwolle', postalCode: '8011ab', nonProfitTypeId: 't1', activityTypeIds: ['a1'], showOnSocialMap: true }));
    expect(toOrganizationAttributes(values, staffNew)).toEqual({
      name: 'Buurtkracht',
      email: null,
      website: null,
      phoneNumber: null,
      description: null,
      city: 'Zwolle',
      address: { street: null, houseNumber: null, postalCode: '8011 AB', city: 'Zwolle', country: 'NL' },
      profile: { nonProfitTypeId: 't1', showOnSocialMap: true, activityTypeIds: ['a1'] },
      organizationType: 'NonProfit',
      isPartner: false,
    });
  });

  it('leaves out an empty address unless one is to be cleared, and the profile of a school', () => {
    const values = v.parse(organizationFormSchema, filled({ organizationType: 'School' }));
    const attributes = toOrganizationAttributes(values, staffNew);
    expect(attributes).not.toHaveProperty('address');
    expect(attributes).not.toHaveProperty('profile');
    expect(toOrganizationAttributes(values, { ...staffNew, isNew: false, hasAddress: true }).address).toEqual({
      street: null,
      houseNumber: null,
      postalCode: null,
      city: null,
      country: 'NL',
    });
  });

  it('sends status, type and partner only for staff, the status only on edit, the centre only from admins', () => {
    const values = v.parse(organizationFormSchema, filled({ status: 'archived', volunteerCenterId: 'c2', isPartner: true }));
    const manager = toOrganizationAttributes(values, { isStaff: false, isAdmin: false, isNew: false, hasAddress: false });
    expect(manager).not.toHaveProperty('status');
    expect(manager).not.toHaveProperty('organizationType');
    expect(manager).not.toHaveProperty('isPartner');
    expect(toOrganizationAttributes(values, { ...staffNew, isNew: false })).toMatchObject({ status: 'archived', isPartner: true });
    expect(toOrganizationAttributes(values, staffNew)).not.toHaveProperty('volunteerCenterId');
    expect(toOrganizationAttributes(values, { ...staffNew, isAdmin: true })).toMatchObject({ volunteerCenterId: 'c2' });
    expect(toOrganizationAttributes(values, { ...staffNew, isAdmin: true })).not.toHaveProperty('status');
  });
});

describe('refusals from the API', () => {
  it('maps the refused attributes onto the form', () => {
    const error = new ApiError(422, [
      { code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/address/postal_code' }, meta: { reason: 'invalid' } },
      { code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/profile.activity_type_ids/1' } },
      { code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/name' }, meta: { reason: 'required' } },
      { code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/volunteer_center_id' } },
    ]);
    expect(refusedAttributes(error).map((issue) => formFieldOfAttribute(issue.attribute))).toEqual([
      'postalCode',
      'activityTypeIds',
      'name',
      'volunteerCenterId',
    ]);
    expect(formFieldOfAttribute('logo')).toBeUndefined();
  });
});
