import { Trans, useLingui } from '@lingui/react/macro';
import { emailSchema } from '@platform/contracts';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { useRequestPasswordReset } from '../account/use-request-password-reset';
import { AuthCard } from '../components/auth-card';
import { describeAuthError } from '../components/describe-auth-error';
import { FormAlert } from '../components/form-alert';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { useAuthForm } from '../components/use-auth-form';

const recoverSchema = v.object({ email: emailSchema });

/**
 * `/auth/recover`: asks for a reset link. The confirmation is the same for
 * every address, so the page does not reveal who has an account.
 */
export function RecoverScreen() {
  const { t, i18n } = useLingui();
  const request = useRequestPasswordReset();
  const { form, onSubmit, fieldError, summary, summaryRef } = useAuthForm<{ email: string }>({
    schema: recoverSchema,
    labels: { email: t`E-mail address` },
    defaultValues: { email: '' },
  });
  const { register } = form;
  const failure = request.error ? describeAuthError(request.error) : null;
  return (
    <AuthCard
      title={t`Forgot your password?`}
      intro={
        <Trans>
          Enter your e-mail address and we will send you a link to choose a new password.
        </Trans>
      }
    >
      {request.isSuccess ? (
        <FormAlert title={t`Check your e-mail`}>
          <Trans>
            If an account exists for this address, we have sent it a link to choose a new password.
          </Trans>
        </FormAlert>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={onSubmit(({ email }) => request.mutate(email))}
        >
          {summary && <FormAlert ref={summaryRef} isError title={summary} />}
          {failure && (
            <FormAlert isError title={i18n._(failure.title)}>
              {i18n._(failure.description)}
            </FormAlert>
          )}
          <TextField
            id="recover-email"
            label={t`E-mail address`}
            error={fieldError('email')}
            type="email"
            autoComplete="email"
            {...register('email')}
          />
          <SubmitButton isPending={request.isPending}>
            <Trans>Send link</Trans>
          </SubmitButton>
        </form>
      )}
      <Link to="/auth/login-1" className="text-sm underline">
        <Trans>Back to sign in</Trans>
      </Link>
    </AuthCard>
  );
}
