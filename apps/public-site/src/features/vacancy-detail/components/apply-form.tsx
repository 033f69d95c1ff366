import { Trans, useLingui } from '@lingui/react/macro';
import {
  getCurrentUserQueryOptions,
  useApiClient,
  useCreateApplication,
  type Application,
  type NewApplication,
} from '@platform/api-client';
import { useSession } from '@platform/auth';
import { applyApiFieldErrors, Button, Form, Textarea, TextField } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import {
  describeApplyFailure,
  guestApplicationSchema,
  signedInApplicationSchema,
  type ApplyFailure,
} from '../utils/apply-failure';

/** Props of {@link ApplyForm}. */
export type ApplyFormProps = { vacancyId: string; vacancyTitle: string };

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Applying to a vacancy. Guests give their name and e-mail address; signed-in
 * visitors only add a phone number and a message, the API takes the rest from
 * their account. Fields validate on blur; the answer replaces the form with a
 * confirmation that has focus, or puts the failure above it.
 */
export function ApplyForm({ vacancyId, vacancyTitle }: ApplyFormProps) {
  const { t, i18n } = useLingui();
  const { isSignedIn } = useSession();
  const client = useApiClient();
  const user = useQuery({ ...getCurrentUserQueryOptions(client), enabled: isSignedIn });
  const createApplication = useCreateApplication();
  const [failure, setFailure] = useState<ApplyFailure | null>(null);
  const [sent, setSent] = useState<Application | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const { href } = useLocation();

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const send = async <T extends FieldValues>(input: Omit<NewApplication, 'vacancyId'>, form: UseFormReturn<T>) => {
    setFailure(null);
    try {
      setSent(
        await createApplication.mutateAsync({
          vacancyId,
          ...input,
          phoneNumber: blankToNull(input.phoneNumber),
          message: blankToNull(input.message),
        }),
      );
    } catch (error) {
      // The API checks what the form checked; a field it still refuses is marked like any invalid field.
      const marked = applyApiFieldErrors(form, error).filter((issue) => issue.field !== undefined);
      if (marked.length === 0) setFailure(describeApplyFailure(error));
    }
  };

  if (sent) {
    const { email } = sent;
    return (
      <div
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="rounded-theme border border-green-700/30 bg-green-50 p-5 text-green-900 focus:outline-2 focus:outline-green-700 dark:bg-green-950 dark:text-green-100"
      >
        <p className="font-heading text-lg font-semibold">
          <Trans>Thank you, your application has been sent!</Trans>
        </p>
        <p className="mt-2">
          <Trans>
            We sent you a confirmation at {email}. The organisation will contact you about “{vacancyTitle}”.
          </Trans>
        </p>
      </div>
    );
  }

  const failureAlert = failure && (
    <div
      ref={failureRef}
      tabIndex={-1}
      role="alert"
      className="mb-5 rounded-theme border border-red-700/30 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-red-700 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{i18n._(failure.title)}</p>
      {failure.hint && <p className="mt-1 text-sm">{i18n._(failure.hint)}</p>}
    </div>
  );

  const submit = (
    <Button type="submit" disabled={createApplication.isPending} aria-busy={createApplication.isPending || undefined}>
      <Trans>Send application</Trans>
    </Button>
  );

  // A signed-in visitor never sees the guest form while their account loads:
  // text typed there would be checked against the guest's fields.
  if (isSignedIn && user.isPending) {
    return (
      <p role="status" aria-busy="true">
        <Trans>Loading your details…</Trans>
      </p>
    );
  }

  if (isSignedIn && user.data) {
    const { email } = user.data;
    const name = user.data.fullName ?? user.data.name ?? email;
    return (
      <Form
        key="signed-in"
        schema={signedInApplicationSchema}
        defaultValues={{ phoneNumber: user.data.phoneNumber ?? '', message: '' }}
        onSubmit={(values, form) => send(values, form)}
        aria-label={t`Apply`}
        className="flex flex-col gap-5"
      >
        {failureAlert}
        <p>
          <Trans>
            You apply as {name} ({email}).
          </Trans>
        </p>
        <TextField name="phoneNumber" label={t`Phone number`} type="tel" autoComplete="tel" />
        <Textarea name="message" label={t`Message`} description={t`Why does this suit you? (optional)`} rows={5} />
        <div>{submit}</div>
      </Form>
    );
  }

  return (
    <Form
      key="guest"
      schema={guestApplicationSchema}
      defaultValues={{ firstName: '', lastName: '', email: '', phoneNumber: '', message: '' }}
      onSubmit={(values, form) => send(values, form)}
      aria-label={t`Apply`}
      className="flex flex-col gap-5"
    >
      {failureAlert}
      <p className="text-sm">
        <Trans>
          Do you have an account?{' '}
          <Link to="/auth/login-1" search={{ redirect: href }} className="font-semibold underline">
            Sign in
          </Link>{' '}
          and we fill in your details.
        </Trans>
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label={t`First name`} isRequired autoComplete="given-name" />
        <TextField name="lastName" label={t`Last name`} isRequired autoComplete="family-name" />
      </div>
      <TextField name="email" label={t`E-mail address`} type="email" isRequired autoComplete="email" />
      <TextField name="phoneNumber" label={t`Phone number`} type="tel" autoComplete="tel" />
      <Textarea name="message" label={t`Message`} description={t`Why does this suit you? (optional)`} rows={5} />
      <div>{submit}</div>
    </Form>
  );
}
