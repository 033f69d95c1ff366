import { i18n } from '@lingui/core';
import { parseApiError } from '@platform/api-client';
import { describeSignInError } from './sign-in-error';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function titleFor(status: number, code: string, detail = 'server text') {
  return i18n._(
    describeSignInError(
      parseApiError(status, { errors: [{ status: String(status), code, detail }] }),
    ).title,
  );
}

describe('describeSignInError', () => {
  it('picks our own text by code, not the server detail', () => {
    expect(titleFor(401, 'INVALID_CREDENTIALS')).toBe('Sign-in failed');
    expect(titleFor(401, 'ACCOUNT_LOCKED')).toBe('Your account is temporarily locked');
    expect(titleFor(401, 'UNCONFIRMED')).toBe('Confirm your e-mail address first');
    expect(titleFor(429, 'RATE_LIMITED')).toBe('Too many attempts');
  });

  it("shows the wrong-website message for a 'wrong center' refusal", () => {
    expect(titleFor(401, 'WRONG_CENTER', 'This account belongs to the wrong center.')).toBe(
      'Logged in to the wrong website',
    );
  });

  it('falls back to the error catalogue for anything else', () => {
    expect(titleFor(500, 'INTERNAL')).toBe('Oops... something went wrong! (error code: 500)');
    expect(i18n._(describeSignInError(new TypeError('Failed to fetch')).title)).toBe(
      'Oops... something went wrong!',
    );
  });
});
