import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSignIn } from '@platform/api-client';
import { signInSchema, type SignInInput } from '@platform/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { describeSignInError } from '../utils/sign-in-error';
import { FormField } from './form-field';

// The contract accepts an empty password (the server answers it with a plain
// "wrong credentials"); the form asks for one before it sends anything.
const signInFormSchema = v.object({
  ...signInSchema.entries,
  password: v.pipe(signInSchema.entries.password, v.nonEmpty()),
});

export type SignInFormProps = {
  /** Path to open after a successful sign-in. */
  redirectTo: string;
};

export function SignInForm({ redirectTo }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<SignInInput>({
    resolver: valibotResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
    // Spec §5: validate on blur only, never while typing.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });

  const fieldError = (field: keyof SignInInput, label: string) => {
    if (!errors[field]) return undefined;
    return getValues(field).trim() === '' ? t`${label} is required.` : t`${label} is not valid.`;
  };

  const onSubmit = handleSubmit((input) =>
    signIn.mutate(input, { onSuccess: () => void navigate({ href: redirectTo, replace: true }) }),
  );

  const failure = signIn.error ? describeSignInError(signIn.error) : null;
  const emailLabel = t`E-mail address`;
  const passwordLabel = t`Password`;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
      {failure && (
        <div
          role="alert"
          className="rounded-theme border border-red-700/30 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">{i18n._(failure.title)}</p>
          <p className="mt-1 text-sm">{i18n._(failure.description)}</p>
        </div>
      )}
      <FormField
        id="sign-in-email"
        label={emailLabel}
        error={fieldError('email', emailLabel)}
        type="email"
        autoComplete="username"
        inputMode="email"
        {...register('email')}
      />
      <FormField
        id="sign-in-password"
        label={passwordLabel}
        error={fieldError('password', passwordLabel)}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      <button
        type="submit"
        disabled={signIn.isPending}
        className="mt-1 inline-flex items-center justify-center rounded-theme bg-primary px-5 py-3 font-semibold text-on-primary shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-wait disabled:opacity-70"
      >
        {signIn.isPending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </button>
    </form>
  );
}
