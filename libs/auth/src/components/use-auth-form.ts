import { formErrorsMessage, translateIssue } from '@platform/i18n';
import { apiFieldErrors, describeFieldError } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import * as v from 'valibot';

/** Options of {@link useAuthForm}. */
export type AuthFormOptions<T extends FieldValues> = {
  schema: v.GenericSchema<unknown, T>;
  /** Translated label of each field, used in its messages ('E-mail address is required.'). */
  labels: Record<keyof T & string, string>;
  defaultValues: DefaultValues<T>;
  /** The failure of the form's last request: a 422 on a field of the form is shown on that field. */
  serverError?: unknown;
};

/**
 * A resolver that validates with valibot and words each field's first issue
 * with {@link translateIssue}, so messages follow the interface language.
 */
function translatedResolver<T extends FieldValues>(
  schema: v.GenericSchema<unknown, T>,
  labels: Record<string, string>,
): Resolver<T> {
  return async (values) => {
    const result = v.safeParse(schema, values);
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.issues) {
      const field = v.getDotPath(issue) ?? '';
      errors[field] ??= {
        type: issue.type,
        message: translateIssue(issue, labels[field] ?? field),
      };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * react-hook-form set up as spec §5 asks: validation on blur only, submit
 * validates every field, and a failed submit shows 'The form contains errors'
 * in a summary that receives focus.
 */
export function useAuthForm<T extends FieldValues>({
  schema,
  labels,
  defaultValues,
  serverError,
}: AuthFormOptions<T>) {
  const form = useForm<T>({
    resolver: translatedResolver(schema, labels),
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    // Focus goes to the error summary, which is announced, instead of the first field.
    shouldFocusError: false,
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summary, setSummary] = useState<string | null>(null);
  // Counts failed submits, so each one moves focus to the summary again.
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  /** Wraps a submit handler: it runs only for valid input; invalid input focuses the summary. */
  const onSubmit = (handler: (values: T) => void) =>
    form.handleSubmit(
      (values) => {
        setSummary(null);
        handler(values);
      },
      () => {
        setSummary(formErrorsMessage());
        setFailedSubmits((count) => count + 1);
      },
    );

  /**
   * The translated message of a field, if it has one: the form's own check
   * first, else the API's refusal. The refusal stays until the next request,
   * so correcting the field does not move the submit button away under the pointer.
   */
  const fieldError = (field: keyof T & string): string | undefined => {
    const error = form.formState.errors[field];
    if (typeof error?.message === 'string') return error.message;
    const refused = apiFieldErrors(serverError).find((issue) => issue.field === field);
    return refused ? describeFieldError(refused.error, labels[field]) : undefined;
  };

  return { form, onSubmit, fieldError, summary, summaryRef };
}
