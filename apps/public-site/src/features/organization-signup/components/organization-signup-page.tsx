import { Trans, useLingui } from '@lingui/react/macro';
import {
  getActivityTypesQueryOptions,
  getNonProfitTypesQueryOptions,
  useApiClient,
  useCurrentCenter,
  useSignUpOrganization,
} from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import {
  applyApiFieldErrors,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  PasswordField,
  Select,
  Textarea,
  TextField,
} from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSiteOrigins } from '@site/utils/use-site-origins';
import {
  describeSignupFailure,
  EMPTY_SIGNUP_FORM,
  signupFormSchema,
  toSignupRequest,
  type SignupFailure,
  type SignupFormOutput,
  type SignupFormValues,
} from '../utils/signup-form';
import { ConsentField } from './choice-fields';

/**
 * `/organizations/signup`: an organisation registers itself and its first
 * user in one form. Fields validate on blur; what the API refuses is marked on
 * its field (an e-mail address in use gets its own explanation), other
 * failures appear above the form with focus. On success the visitor goes to
 * the page that explains what happens next.
 */
export function OrganizationSignupPage() {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const { portal } = useSiteOrigins();
  const client = useApiClient();
  const navigate = useNavigate();
  const { data: nonProfitTypes } = useSuspenseQuery(getNonProfitTypesQueryOptions(client));
  const { data: activityTypes } = useSuspenseQuery(getActivityTypesQueryOptions(client));
  const signUp = useSignUpOrganization();
  const [failure, setFailure] = useState<SignupFailure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const title = t`Register your organisation`;
  const intro = t`Is your organisation looking for volunteers? Register it here. Once the volunteer centre has approved the registration, you sign in to the portal to post vacancies and follow up on responses.`;

  useEffect(() => {
    // A taken address moves focus to its field instead; every other failure is read from here.
    if (failure && !failure.isEmailTaken) failureRef.current?.focus();
  }, [failure]);

  const handleSubmit = async (values: SignupFormOutput, form: UseFormReturn<SignupFormValues, unknown, SignupFormOutput>) => {
    setFailure(null);
    try {
      await signUp.mutateAsync(toSignupRequest(values));
      await navigate({ to: '/organizations/signup/success' });
    } catch (error) {
      // The API checks what the form checked; a field it still refuses is marked like any invalid field.
      const marked = applyApiFieldErrors(form, error, { shouldFocus: true }).filter((issue) => issue.field !== undefined);
      setFailure(describeSignupFailure(error, marked));
    }
  };

  return (
    <>
      <DocumentTitle page={title} appName={meta.appName} description={intro} />
      <div className="mx-auto max-w-3xl">
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed">{intro}</p>
        <p className="mt-3 text-sm">
          <Trans>Fields marked with * are required.</Trans>
        </p>

        <Form
          schema={signupFormSchema}
          defaultValues={EMPTY_SIGNUP_FORM}
          onSubmit={handleSubmit}
          aria-label={title}
          className="mt-8 flex flex-col gap-10"
        >
          {failure && (
            <div
              ref={failureRef}
              tabIndex={-1}
              role="alert"
              className="rounded-theme border border-red-700/30 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-red-700 dark:bg-red-950 dark:text-red-100"
            >
              <p className="font-semibold">{i18n._(failure.title)}</p>
              <p className="mt-1 text-sm">{i18n._(failure.hint)}</p>
              {failure.isEmailTaken && (
                <p className="mt-2 text-sm">
                  <a href={`${portal}/auth/login-1`} className="font-semibold underline">
                    <Trans>Sign in to the portal</Trans>
                  </a>
                </p>
              )}
            </div>
          )}

          <FormSection legend={t`Your organisation`}>
            <TextField name="organization.name" label={t`Name of the organisation`} isRequired autoComplete="organization" />
            <Select
              name="organization.organizationType"
              label={t`Type of organisation`}
              options={[
                { value: 'NonProfit', label: t`Non-profit organisation` },
                { value: 'School', label: t`School` },
              ]}
            />
            <Textarea
              name="organization.description"
              label={t`What does your organisation do?`}
              description={t`Volunteers read this on the social map and with your vacancies.`}
              rows={5}
            />
            <TextField
              name="organization.email"
              label={t`E-mail address of the organisation`}
              description={t`For mail about the registration. Empty: your own address below.`}
              type="email"
              autoComplete="email"
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="organization.phoneNumber" label={t`Phone number`} type="tel" autoComplete="tel" />
              <TextField name="organization.website" label={t`Website`} type="url" autoComplete="url" />
            </div>
            <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
              <TextField name="organization.address.street" label={t`Street`} autoComplete="address-line1" />
              <TextField name="organization.address.houseNumber" label={t`House number`} />
            </div>
            <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
              <TextField name="organization.address.postalCode" label={t`Postal code`} autoComplete="postal-code" />
              <TextField name="organization.city" label={t`Place`} autoComplete="address-level2" />
            </div>
            <Select
              name="organization.profile.nonProfitTypeId"
              label={t`Sector`}
              placeholder={t`Choose a sector`}
              options={nonProfitTypes.map((type) => ({ value: type.id, label: type.name }))}
            />
            <CheckboxGroup
              name="organization.profile.activityTypeIds"
              legend={t`Activities`}
              description={t`What do volunteers do with you? Choose all that apply.`}
              isInline
              options={activityTypes.map((type) => ({ value: type.id, label: type.name }))}
            />
            <Checkbox
              name="organization.profile.showOnSocialMap"
              label={t`Show our organisation on the social map`}
              description={t`Visitors of this website then find your organisation, its address and its activities on the map.`}
            />
          </FormSection>

          <FormSection legend={t`Your account`}>
            <p className="text-sm">
              <Trans>
                With this account you manage your organisation in the portal. You become its administrator and can
                invite colleagues later.
              </Trans>
            </p>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="user.firstName" label={t`First name`} isRequired autoComplete="given-name" />
              <TextField name="user.lastName" label={t`Last name`} isRequired autoComplete="family-name" />
            </div>
            <TextField name="user.email" label={t`E-mail address`} type="email" isRequired autoComplete="email" />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="user.phoneNumber" label={t`Your phone number`} type="tel" autoComplete="tel" />
              <TextField name="user.jobTitle" label={t`Job title`} autoComplete="organization-title" />
            </div>
            <PasswordField
              name="user.password"
              label={t`Password`}
              description={t`At least 12 characters.`}
              isRequired
              autoComplete="new-password"
            />
            <PasswordField
              name="user.passwordConfirmation"
              label={t`Repeat password`}
              description={t`Type the same password again.`}
              isRequired
              autoComplete="new-password"
            />
            <ConsentField name="user.acceptTerms" errorLabel={t`Terms of use`}>
              <Trans>I accept the terms of use and the privacy statement.</Trans>
            </ConsentField>
          </FormSection>

          <div>
            <Button type="submit" disabled={signUp.isPending} aria-busy={signUp.isPending || undefined}>
              <Trans>Register organisation</Trans>
            </Button>
          </div>
        </Form>
      </div>
    </>
  );
}

/** A titled part of the form. */
function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 rounded-theme border border-black/10 p-5 sm:p-6 dark:border-white/15">
      <legend className="px-2 font-heading text-xl font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}
