import { refusedAttributes, type RefusedAttribute } from '@platform/api-client';
import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { formatIssueDetails } from './field-errors';

/** A refused attribute with the form field that shows it; `field` is `undefined` when the form has none. */
export type AppliedFieldError = RefusedAttribute & { field: string | undefined };

/** Options of {@link applyApiFieldErrors}. */
export type ApplyApiFieldErrorsOptions = {
  /**
   * The form field that shows an attribute (given as `RefusedAttribute.attribute`,
   * e.g. `address.postalCode`), for forms whose names differ from the API's;
   * `null` or `undefined` for an attribute without a field. By default the
   * field of the same name.
   */
  fieldOf?: (attribute: string) => string | null | undefined;
  /** Moves the focus to the first marked field, for forms whose failure alert does not take it. */
  shouldFocus?: boolean;
};

/** A refused attribute with the form field it belongs to and the field error that words it. */
export type ApiFieldError = AppliedFieldError & {
  /** As the form keeps an error: the API's reason as its type, whether the value was missing as its message. */
  error: { type: string; message: string };
};

/**
 * The field errors of a 422 answer (spec §5), in the API's order, for forms
 * that show them without marking them (see {@link applyApiFieldErrors}):
 * `describeFieldError(issue.error, label)` reads "{field} is required.",
 * "… is already in use.", "… is not correct." or "… is not valid." in the
 * active language. Empty for any other failure.
 *
 * @param fieldOf as in {@link ApplyApiFieldErrorsOptions}.
 */
export function apiFieldErrors(
  error: unknown,
  fieldOf: ApplyApiFieldErrorsOptions['fieldOf'] = (attribute) => attribute,
): ApiFieldError[] {
  return refusedAttributes(error).map((refused) => ({
    ...refused,
    field: fieldOf(refused.attribute) ?? undefined,
    error: {
      type: refused.reason ?? 'invalid',
      message: formatIssueDetails({ isEmpty: refused.reason === 'required' }),
    },
  }));
}

/** The part of react-hook-form's `UseFormReturn` that {@link applyApiFieldErrors} uses. */
export type ApiFieldErrorTarget<TValues extends FieldValues> = {
  getValues: UseFormGetValues<TValues>;
  setError: UseFormSetError<TValues>;
};

/**
 * Marks the fields a 422 answer refuses on the form, as it marks its own
 * checks (the wording of {@link apiFieldErrors}), until the field is
 * validated again. Attributes the form holds no value for are left unmarked:
 * an error without a field would say "The form contains errors" with
 * nothing to fix.
 *
 * @param form the react-hook-form instance, e.g. the second argument of `Form`'s `onSubmit`.
 * @param error what the failed request threw; any failure but a 422 marks nothing.
 * @returns every refused attribute, in the API's order, with the field it marked.
 */
export function applyApiFieldErrors<TValues extends FieldValues>(
  form: ApiFieldErrorTarget<TValues>,
  error: unknown,
  { fieldOf, shouldFocus = false }: ApplyApiFieldErrorsOptions = {},
): AppliedFieldError[] {
  let hasMarked = false;
  return apiFieldErrors(error, fieldOf).map(({ error: fieldError, ...issue }) => {
    const name = issue.field as Path<TValues> | undefined;
    if (name === undefined || form.getValues(name) === undefined)
      return { ...issue, field: undefined };
    form.setError(name, fieldError, { shouldFocus: shouldFocus && !hasMarked });
    hasMarked = true;
    return issue;
  });
}
