import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { describeFieldError, issueToDetails, parseIssueDetails } from './field-errors';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

/** The error react-hook-form would keep for the first issue of `input`. */
function errorOf(schema: v.GenericSchema, input: unknown) {
  const issue = v.safeParse(schema, input, { message: issueToDetails }).issues?.[0];
  return { type: issue?.type, message: issue?.message };
}

describe('field errors', () => {
  it('keeps whether the value was empty and the numeric bound', () => {
    expect(errorOf(v.pipe(v.string(), v.email()), '')).toEqual({ type: 'email', message: 'empty:' });
    expect(errorOf(v.pipe(v.string(), v.minLength(12)), 'abc')).toEqual({ type: 'min_length', message: 'filled:12' });
    expect(errorOf(v.literal(true), false)).toEqual({ type: 'literal', message: 'empty:' });
    expect(parseIssueDetails('Invalid type: Expected string')).toEqual({ isEmpty: false });
  });

  it('words each kind with the field label', () => {
    expect(describeFieldError(errorOf(v.pipe(v.string(), v.regex(/^\d+$/)), 'a1'), 'Phone')).toBe('Phone is not valid.');
    expect(describeFieldError(errorOf(v.pipe(v.string(), v.email()), ' '), 'Name')).toBe('Name is required.');
    expect(describeFieldError(errorOf(v.object({ name: v.string() }), {}), 'Name')).toBe('Name is required.');
    expect(describeFieldError(errorOf(v.literal(true), false), 'Terms')).toBe('Terms is required.');
    expect(describeFieldError(errorOf(v.pipe(v.string(), v.minLength(12)), 'abc'), 'Password')).toBe(
      'Password must be at least 12 characters.',
    );
    expect(describeFieldError(errorOf(v.pipe(v.string(), v.maxLength(3)), 'abcd'), 'Name')).toBe(
      'Name must be at most 3 characters.',
    );
    expect(describeFieldError(errorOf(v.pipe(v.string(), v.email()), 'x'), 'E-mail')).toBe(
      'E-mail must be a valid e-mail address.',
    );
  });
});
