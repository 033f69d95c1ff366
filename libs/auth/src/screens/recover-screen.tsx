import { Trans, useLingui } from '@lingui/react/macro';
import { emailSchema } from '@platform/contracts';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { useRequestPasswordReset } from '../account/use-request-password-reset';
import { Form, FormSuccessAlert, SubmitButton, TextField } from '@platform/ui';
import { AuthCard } from '../components/auth-card';
import { AuthFailureAlert } from '../components/auth-failure-alert';

const recoverSchema = v.object({ email: emailSchema });

/**
 * `/auth/recover`: asks for a reset link. The confirmation is the same for
 * every address, so the page does not reveal who has an account.
 */
export function RecoverScreen() {
  const { t } = useLingui();
  const request = useRequestPasswordReset();
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
        <FormSuccessAlert title={t`Check your e-mail`}>
          <Trans>
            If an account exists for this address, we have sent it a link to choose a new password.
          </Trans>
        </FormSuccessAlert>
      ) : (
        <Form
          schema={recoverSchema}
          defaultValues={{ email: '' }}
          className="flex flex-col gap-5"
          onSubmit={({ email }) => request.mutate(email)}
        >
          <AuthFailureAlert error={request.error} />
          <TextField name="email" label={t`E-mail address`} type="email" autoComplete="email" />
          <SubmitButton isPending={request.isPending}>
            <Trans>Send link</Trans>
          </SubmitButton>
        </Form>
      )}
      <Link to="/auth/login-1" className="text-sm underline">
        <Trans>Back to sign in</Trans>
      </Link>
    </AuthCard>
  );
}
