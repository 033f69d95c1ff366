import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, unsubscribeFromDigest, useApiClient } from '@platform/api-client';
import { Button, FormFailureAlert, FormSuccessAlert } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '../components/auth-card';
import { AuthFailureAlert } from '../components/auth-failure-alert';

// A link without its token fails from the start; the alert shows this one failure.
const MISSING_TOKEN = {};

/** Props of {@link DigestUnsubscribeScreen}. */
export type DigestUnsubscribeScreenProps = {
  /** The `token` search parameter of the periodic mail's unsubscribe link. */
  token: string | undefined;
};

/**
 * `/periodieke-mail/afmelden?token=…`, the periodic mail's unsubscribe link:
 * one button stops the mail, without signing in. It asks first, since a mail
 * program's link scanner opens links and must not unsubscribe anyone.
 */
export function DigestUnsubscribeScreen({ token }: DigestUnsubscribeScreenProps) {
  const { t } = useLingui();
  const client = useApiClient();
  const unsubscribe = useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (value: string) => unsubscribeFromDigest(client, value),
  });
  const isInvalid =
    !token || (unsubscribe.error instanceof ApiError && unsubscribe.error.code === 'INVALID_TOKEN');

  return (
    <AuthCard title={t`Unsubscribe from the periodic mail`}>
      {unsubscribe.isSuccess ? (
        <FormSuccessAlert title={t`You are unsubscribed`}>
          <Trans>
            You will no longer get the periodic mail. Changed your mind? Choose your days again in{' '}
            <Link to="/profile-edit/periodieke-mail" className="underline">
              your settings
            </Link>
            .
          </Trans>
        </FormSuccessAlert>
      ) : isInvalid ? (
        <FormFailureAlert
          failure={unsubscribe.error ?? MISSING_TOKEN}
          title={t`This link is not valid`}
          description={
            <Trans>
            Use the link from your most recent periodic mail, or sign in and stop it in{' '}
            <Link to="/profile-edit/periodieke-mail" className="underline">
              your settings
            </Link>
            .
            </Trans>
          }
        />
      ) : (
        <>
          <p>
            <Trans>
              You get a mail with new vacancies and activities on the days you chose. Stop it here; you
              can choose days again at any time.
            </Trans>
          </p>
          <AuthFailureAlert error={unsubscribe.error} />
          <Button
            type="button"
            disabled={unsubscribe.isPending}
            onClick={() => token && unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending ? t`Unsubscribing…` : t`Unsubscribe`}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
