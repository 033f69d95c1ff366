import * as v from 'valibot';
import type { ManagedForm } from '@platform/api-client';
import {
  addressesOf,
  endOfLocalDay,
  formSettingsSchema,
  localDayOf,
  settingsFieldOf,
  toFormAttributes,
  toFormSettingsValues,
} from './form-settings';

const ORG = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('addressesOf', () => {
  it('reads a pasted list once each', () => {
    expect(addressesOf('a@example.nl, b@example.nl;\nb@example.nl  c@example.nl\n\n')).toEqual([
      'a@example.nl',
      'b@example.nl',
      'c@example.nl',
    ]);
  });
});

describe('closing day', () => {
  it('closes at the end of the local day and reads back as that day', () => {
    const iso = endOfLocalDay('2026-12-31');
    const date = new Date(iso);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 11, 31, 23,
    ]);
    expect(localDayOf(iso)).toBe('2026-12-31');
    expect(localDayOf(null)).toBe('');
  });
});

describe('formSettingsSchema', () => {
  const valid = toFormSettingsValues(undefined, ORG);

  it('starts a new form as a draft anyone may fill in, kept for a year', () => {
    expect(valid).toMatchObject({
      organizationId: ORG,
      accessPermission: 'anonymous',
      status: 'draft',
      retentionMonths: 12,
      purpose: '',
    });
  });

  it('refuses a wrong address among the ones to notify, and more than ten', () => {
    const withTitle = { ...valid, title: 'Aanmelding' };
    expect(v.is(formSettingsSchema, withTitle)).toBe(true);
    expect(
      v.is(formSettingsSchema, { ...withTitle, notifyEmails: 'a@example.nl\ngeen-adres' }),
    ).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, index) => `p${index}@example.nl`).join('\n');
    expect(v.is(formSettingsSchema, { ...withTitle, notifyEmails: eleven })).toBe(false);
    expect(v.is(formSettingsSchema, { ...withTitle, retentionMonths: 121 })).toBe(false);
  });
});

describe('toFormAttributes', () => {
  const values = {
    ...toFormSettingsValues(undefined, ORG),
    title: 'Aanmelding',
    notifyEmails: 'a@example.nl\nb@example.nl',
    closesOn: '2026-06-30',
    purpose: 'workshop' as const,
  };

  it('sends blanks as null, the addresses as a list and the closing day as a timestamp', () => {
    const attributes = toFormAttributes(values, { mayChoosePurpose: true });
    expect(attributes).toMatchObject({
      title: 'Aanmelding',
      description: null,
      confirmationText: null,
      notifyEmails: ['a@example.nl', 'b@example.nl'],
      purpose: 'workshop',
    });
    expect(attributes.closesAt).toBe(endOfLocalDay('2026-06-30'));
  });

  it('leaves the use out for those who may not choose it', () => {
    expect(toFormAttributes(values, { mayChoosePurpose: false })).not.toHaveProperty('purpose');
  });

  it('reads a form back into the fields', () => {
    const form = {
      title: 'Contact',
      description: null,
      organizationId: ORG,
      accessPermission: 'token_holder',
      status: 'open',
      closesAt: null,
      confirmationText: 'Dank je',
      notifyEmails: ['x@example.nl', 'y@example.nl'],
      retentionMonths: 6,
      purpose: null,
    } as unknown as ManagedForm;
    expect(toFormSettingsValues(form, 'other')).toMatchObject({
      organizationId: ORG,
      accessPermission: 'token_holder',
      notifyEmails: 'x@example.nl\ny@example.nl',
      closesOn: '',
      purpose: '',
    });
  });
});

describe('settingsFieldOf', () => {
  it('names the field that shows a refused attribute', () => {
    expect(settingsFieldOf('closesAt')).toBe('closesOn');
    expect(settingsFieldOf('notifyEmails.1')).toBe('notifyEmails');
    expect(settingsFieldOf('title')).toBe('title');
  });
});
