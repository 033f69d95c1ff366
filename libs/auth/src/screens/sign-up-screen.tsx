import { Trans, useLingui } from '@lingui/react/macro';
import { emailSchema, passwordSchema, SHORT_TEXT_MAX } from '@platform/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { useSignUp } from '../account/use-sign-up';
import { AuthCard } from '../components/auth-card';
import { describeAuthError } from '../components/describe-auth-error';
import { FormAlert } from '../components/form-alert';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { useAuthForm } from '../components/use-auth-form';

const name = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(SHORT_TEXT_MAX));

const signUpFormSchema = v.object({
  firstName: name,
  lastName: name,
  email: emailSchema,
  password: passwordSchema,
  acceptTerms: v.literal(true),
});

type SignUpFormInput = v.InferOutput<typeof signUpFormSchema>;

/** `/signup`: a volunteer creates an account; the confirmation link comes by mail. */
export function SignUpScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { form, onSubmit, fieldError, summary, summaryRef } = useAuthForm<SignUpFormInput>({
    schema: signUpFormSchema,
    labels: {
      firstName: t`First name`,
      lastName: t`Last name`,
      email: t`E-mail address`,
      password: t`Password`,
      acceptTerms: t`Terms of use`,
    },
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { register } = form;
  const failure = signUp.error ? describeAuthError(signUp.error) : null;
  const termsError = fieldError('acceptTerms');
  return (
    <AuthCard
      title={t`Create an account`}
      description={t`Create an account to respond to vacancies in one go, follow your applications and hear about new volunteer work.`}
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={onSubmit((input) =>
          signUp.mutate(
            { ...input, passwordConfirmation: input.password },
            { onSuccess: () => void navigate({ href: '/signup/success' }) },
          ),
        )}
      >
        {summary && <FormAlert ref={summaryRef} isError title={summary} />}
        {failure && (
          <FormAlert isError title={i18n._(failure.title)}>
            {i18n._(failure.description)}
          </FormAlert>
        )}
        <TextField
          id="sign-up-first-name"
          label={t`First name`}
          error={fieldError('firstName')}
          autoComplete="given-name"
          {...register('firstName')}
        />
        <TextField
          id="sign-up-last-name"
          label={t`Last name`}
          error={fieldError('lastName')}
          autoComplete="family-name"
          {...register('lastName')}
        />
        <TextField
          id="sign-up-email"
          label={t`E-mail address`}
          error={fieldError('email')}
          type="email"
          autoComplete="email"
          {...register('email')}
        />
        <TextField
          id="sign-up-password"
          label={t`Password`}
          hint={t`At least 12 characters.`}
          error={fieldError('password')}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'sign-up-terms-error' : undefined}
              {...register('acceptTerms')}
            />
            <span>
              <Trans>I accept the terms of use and the privacy statement.</Trans>
            </span>
          </label>
          {termsError && (
            <p id="sign-up-terms-error" className="text-sm text-red-700">
              {termsError}
            </p>
          )}
        </div>
        <SubmitButton isPending={signUp.isPending}>
          <Trans>Create account</Trans>
        </SubmitButton>
      </form>
      <p className="text-sm">
        <Trans>Already have an account?</Trans>{' '}
        <Link to="/auth/login-1" className="underline">
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
