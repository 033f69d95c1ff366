import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { formErrorsMessage, translateIssue } from './translate-issue';

// No catalog is loaded, so messages render their English source text.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function firstIssue(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected an issue');
  return result.issues[0];
}

describe('translateIssue', () => {
  it('words required, length and e-mail issues with the field label', () => {
    const password = v.pipe(v.string(), v.minLength(12), v.maxLength(20));
    expect(translateIssue(firstIssue(password, ''), 'Password')).toBe('Password is required.');
    expect(translateIssue(firstIssue(v.object({ a: v.string() }), {}), 'Name')).toBe(
      'Name is required.',
    );
    expect(translateIssue(firstIssue(password, 'short'), 'Password')).toBe(
      'Password must be at least 12 characters.',
    );
    expect(translateIssue(firstIssue(password, 'x'.repeat(21)), 'Password')).toBe(
      'Password must be at most 20 characters.',
    );
    expect(
      translateIssue(firstIssue(v.pipe(v.string(), v.email()), 'anna@'), 'E-mail address'),
    ).toBe('E-mail address must be a valid e-mail address.');
  });

  it('words number bounds and web addresses', () => {
    const age = v.pipe(v.number(), v.minValue(18), v.maxValue(99));
    expect(translateIssue(firstIssue(age, 12), 'Age')).toBe('Age must be at least 18.');
    expect(translateIssue(firstIssue(age, 120), 'Age')).toBe('Age must be at most 99.');
    expect(translateIssue(firstIssue(v.pipe(v.string(), v.url()), 'www'), 'Website')).toBe(
      'Website must be a valid web address (http or https).',
    );
    expect(translateIssue({ type: 'invalid_email', input: 'anna@' }, 'E-mail')).toBe(
      'E-mail must be a valid e-mail address.',
    );
  });

  it("falls back to '{field} is not valid.'", () => {
    expect(translateIssue(firstIssue(v.pipe(v.string(), v.regex(/^\d+$/)), 'abc'), 'Phone')).toBe(
      'Phone is not valid.',
    );
    expect(formErrorsMessage()).toBe('The form contains errors');
  });

  it("words the API's refusal of a value in use", () => {
    expect(translateIssue({ type: 'taken', input: 'anna@example.nl' }, 'E-mail address')).toBe(
      'E-mail address is already in use.',
    );
  });
});
