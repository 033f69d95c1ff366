import { useLingui } from '@lingui/react/macro';
import { FormFailureAlert } from '@platform/ui';
import { describeAuthError } from './describe-auth-error';

/** Props of {@link AuthFailureAlert}. */
export type AuthFailureAlertProps = {
  /** The failed request's error (a mutation's `error`); null shows nothing. */
  error: Error | null | undefined;
};

/** A failed account request above its form, in the auth screens' own words (see describeAuthError). */
export function AuthFailureAlert({ error }: AuthFailureAlertProps) {
  const { i18n } = useLingui();
  if (!error) return null;
  const { title, description } = describeAuthError(error);
  return <FormFailureAlert failure={error} title={i18n._(title)} description={i18n._(description)} />;
}
