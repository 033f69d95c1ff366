import { msg } from '@lingui/core/macro';
import { isApiError } from '@platform/api-client';
import { describeError, type ErrorDescription } from '@platform/i18n';

/**
 * What to tell the user when an auth request failed, chosen by the error's
 * code so the text is ours and translated, never the server's raw detail.
 */
export function describeAuthError(error: unknown): ErrorDescription {
  if (!isApiError(error) || error.isWrongCenter) return describeError(error);
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return {
        title: msg`Sign-in failed`,
        description: msg`The e-mail address or password is incorrect. Check them and try again.`,
      };
    case 'ACCOUNT_LOCKED':
      return {
        title: msg`Your account is temporarily locked`,
        description: msg`There were too many failed attempts to sign in. Wait a while and try again, or ask the administrator of this website for help.`,
      };
    case 'UNCONFIRMED':
      return {
        title: msg`Confirm your e-mail address first`,
        description: msg`Follow the link in the e-mail we sent you, then sign in again.`,
      };
    case 'RATE_LIMITED':
      return {
        title: msg`Too many attempts`,
        description: msg`Please wait a moment before you try again.`,
      };
    case 'INVALID_TOKEN':
      return {
        title: msg`This link is no longer valid`,
        description: msg`The link has expired or was already used. Request a new one.`,
      };
    case 'VALIDATION_FAILED':
      return {
        title: msg`The form contains errors`,
        description: msg`Check the fields and try again.`,
      };
    default:
      return describeError(error);
  }
}
