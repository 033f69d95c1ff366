import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A sentence for one problem of a field named `field`, in the active language; `reason` is the API's. */
export function describeApiIssue(i18n: I18n, field: string, reason: string | undefined): string {
  switch (reason) {
    case 'required':
      return i18n._(msg`${field} is required.`);
    case 'too_long':
      return i18n._(msg`${field} is too long.`);
    case 'taken':
      return i18n._(msg`${field} is already in use.`);
    default:
      return i18n._(msg`${field} is not valid.`);
  }
}
