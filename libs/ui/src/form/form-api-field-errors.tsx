import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { applyApiFieldErrors } from './api-field-errors';

/** Props of {@link FormApiFieldErrors}. */
export type FormApiFieldErrorsProps = {
  /** The failure of the form's last request, e.g. a mutation's `error`; null marks nothing. */
  error: unknown;
};

/**
 * Inside a {@link Form}: marks the fields a 422 answer refuses, as
 * {@link applyApiFieldErrors} does, each time the request fails anew (a new
 * error object). For forms that start their request with `mutate`, whose
 * failure arrives after `onSubmit` has returned.
 */
export function FormApiFieldErrors({ error }: FormApiFieldErrorsProps) {
  // The form's methods are stable; the context object around them is new on every render.
  const { getValues, setError } = useFormContext();
  useEffect(() => {
    if (error) applyApiFieldErrors({ getValues, setError }, error);
  }, [error, getValues, setError]);
  return null;
}
