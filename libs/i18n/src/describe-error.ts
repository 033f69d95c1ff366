import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What {@link describeError} reads of a failure (an API error has all three). */
export type DescribableError = {
  /** HTTP status, when the failure came from a response. */
  status?: number;
  /** The error's message; only checked for the 'wrong center' marker. */
  message?: string;
  /** The API's error code; `NO_ORGANIZATION` gets its own text (spec §8). */
  code?: string;
};

/** Title and explanation to show for an error, as translatable descriptors. */
export type ErrorDescription = { title: MessageDescriptor; description: MessageDescriptor };

/** The API puts this text in its message when a user signs in on another partner's site (spec §8). */
export const WRONG_CENTER_MARKER = 'wrong center';

export function isWrongCenterMessage(message: string | undefined): boolean {
  return message?.toLowerCase().includes(WRONG_CENTER_MARKER) ?? false;
}

const GENERIC_DESCRIPTION = msg`An error has occurred. If the problem persists, please contact a system administrator or try again later.`;

/** The fields of a failure that {@link describeError} reads; anything else (a network error, a thrown string) has none. */
function describable(error: unknown): DescribableError {
  if (typeof error !== 'object' || error === null) return {};
  const { status, message, code } = error as Record<string, unknown>;
  return {
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/**
 * Maps any failure (an API error, a route's error, whatever a request threw)
 * to the title and text of the error catalogue (spec §2 and §8).
 */
export function describeError(failure: unknown): ErrorDescription {
  const error = describable(failure);
  if (isWrongCenterMessage(error.message)) {
    return {
      title: msg`Logged in to the wrong website`,
      description: msg`Please contact the administrator of this website. This user account is registered with one of the other partners in the collaboration.`,
    };
  }
  if (error.code === 'NO_ORGANIZATION') {
    // Spec §8: a signed-in user without organisations gets the fatal 403 'Geen organisatie gevonden'.
    return { title: msg`Access forbidden`, description: msg`No organisation found` };
  }
  const { status } = error;
  switch (status) {
    case 401:
      return {
        title: msg`Not authorized`,
        description: msg`You are not authorized to access this page.`,
      };
    case 403:
      return {
        title: msg`Access forbidden`,
        description: msg`You do not have access rights to this page.`,
      };
    case 404:
      return {
        title: msg`Page not found`,
        description: msg`We couldn't find the page you were looking for, please contact a system administrator or try again later.`,
      };
    case 429:
      // Rate limits (e.g. on calls that send mail) are temporary: say so, not "an error occurred".
      return {
        title: msg`Too many requests`,
        description: msg`You did this too often in a short time. Wait a few minutes and try again.`,
      };
    case undefined:
      return { title: msg`Oops... something went wrong!`, description: GENERIC_DESCRIPTION };
    default: {
      const code = status;
      return {
        title: msg`Oops... something went wrong! (error code: ${code})`,
        description: GENERIC_DESCRIPTION,
      };
    }
  }
}
