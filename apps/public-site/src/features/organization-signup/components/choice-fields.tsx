import { useLingui } from '@lingui/react';
import { describeFieldError } from '@platform/ui';
import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/** Props of {@link ConsentField}. */
export type ConsentFieldProps = {
  name: string;
  /** The sentence beside the box, e.g. "I accept the terms of use". */
  children: ReactNode;
  /** A short name of what is agreed to, used in the error ("Terms of use is required."). */
  errorLabel: string;
};

/**
 * A checkbox whose label is a sentence: the error names the subject by a
 * short label instead of repeating the sentence.
 */
export function ConsentField({ name, children, errorLabel }: ConsentFieldProps) {
  useLingui();
  const id = useId();
  const { register, control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  const fieldError = getFieldState(name, formState).error;
  const error = fieldError ? describeFieldError(fieldError, errorLabel) : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-input`}
          type="checkbox"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
          className="mt-0.5 size-5 shrink-0 rounded-sm accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
        <label htmlFor={`${id}-input`}>
          {children}
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
