import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@platform/ui';
import { useState } from 'react';
import { environment, sentryDsn } from '@portal/config';
import { Facts, TestPageFrame } from './test-page-frame';

/** What the test error says; Sentry groups its reports by it. */
const TEST_ERROR_MESSAGE = 'Sentry test error from /test/sentry';

/**
 * `/test/sentry`: throws an error while drawing, as a bug would, and the error
 * screen catches it. With a DSN configured (VITE_SENTRY_DSN) the error is sent
 * to Sentry first (a caught error reaches no global handler); without one,
 * Sentry is not even loaded and nothing leaves the browser.
 */
export function SentryTestPage() {
  const { t } = useLingui();
  const [error, setError] = useState<Error | null>(null);
  if (error) throw error;
  const throwTestError = async () => {
    const testError = new Error(TEST_ERROR_MESSAGE);
    if (sentryDsn) (await import('@sentry/react')).captureException(testError);
    setError(testError);
  };
  return (
    <TestPageFrame pageKey="sentry">
      <Facts
        label={t`Error reporting`}
        facts={[
          [t`Sentry`, sentryDsn ? t`On: errors are reported` : t`Off: no DSN configured, nothing is sent`],
          [t`Environment`, environment],
        ]}
      />
      <Button className="mt-6" variant="outline" onClick={() => void throwTestError()}>
        <Trans>Throw a test error</Trans>
      </Button>
    </TestPageFrame>
  );
}
