import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A thrown value's HTTP status, when it has one (ApiError `status`, or `statusCode`). */
function statusOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const status = 'status' in value ? value.status : 'statusCode' in value ? value.statusCode : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** Spec §8: client errors with status 300 to 499 are not reported. */
export function isReportable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status < 300 || status > 499;
}

/**
 * Turns on error reporting and the 'Report a Bug' widget, only when a DSN is
 * configured: without one Sentry is not even downloaded, so no request leaves
 * the browser. Call after the language is active (the widget's texts).
 */
export async function initSentry(dsn: string | undefined, environment: string): Promise<void> {
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment,
    integrations: [
      Sentry.feedbackIntegration({
        colorScheme: 'system',
        triggerLabel: i18n._(msg`Report a Bug`),
        formTitle: i18n._(msg`Report a Bug`),
        submitButtonLabel: i18n._(msg`Send report`),
        cancelButtonLabel: i18n._(msg`Cancel`),
        nameLabel: i18n._(msg`Name`),
        emailLabel: i18n._(msg`E-mail address`),
        messageLabel: i18n._(msg`Description`),
        messagePlaceholder: i18n._(msg`What went wrong? What did you expect?`),
        successMessageText: i18n._(msg`Thank you for your report!`),
      }),
    ],
    beforeSend: (event, hint) => (isReportable(hint.originalException) ? event : null),
  });
}
