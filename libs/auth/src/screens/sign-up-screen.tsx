import { Trans, useLingui } from '@lingui/react/macro';
import { emailSchema, passwordSchema, SHORT_TEXT_MAX } from '@platform/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { Checkbox, Form, SubmitButton, TextField } from '@platform/ui';
import { useSignUp } from '../account/use-sign-up';
import { AuthCard } from '../components/auth-card';
import { AuthFailureAlert } from '../components/auth-failure-alert';

const name = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(SHORT_TEXT_MAX));

const signUpFormSchema = v.object({
  firstName: name,
  lastName: name,
  email: emailSchema,
  password: passwordSchema,
  acceptTerms: v.literal(true),
});

/** `/signup`: a volunteer creates an account; the confirmation link comes by mail. */
export function SignUpScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signUp = useSignUp();
  return (
    <AuthCard
      title={t`Create an account`}
      description={t`Create an account to respond to vacancies in one go, follow your applications and hear about new volunteer work.`}
    >
      <Form
        schema={signUpFormSchema}
        defaultValues={{ firstName: '', lastName: '', email: '', password: '' }}
        className="flex flex-col gap-5"
        onSubmit={(input) =>
          signUp.mutate(
            { ...input, passwordConfirmation: input.password },
            { onSuccess: () => void navigate({ href: '/signup/success' }) },
          )
        }
      >
        <AuthFailureAlert error={signUp.error} />
        <TextField name="firstName" label={t`First name`} autoComplete="given-name" />
        <TextField name="lastName" label={t`Last name`} autoComplete="family-name" />
        <TextField name="email" label={t`E-mail address`} type="email" autoComplete="email" />
        <TextField
          name="password"
          label={t`Password`}
          description={t`At least 12 characters.`}
          type="password"
          autoComplete="new-password"
        />
        <Checkbox
          name="acceptTerms"
          label={t`I accept the terms of use and the privacy statement.`}
          errorLabel={t`Terms of use`}
        />
        <SubmitButton isPending={signUp.isPending}>
          <Trans>Create account</Trans>
        </SubmitButton>
      </Form>
      <p className="text-sm">
        <Trans>Already have an account?</Trans>{' '}
        <Link to="/auth/login-1" className="underline">
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
